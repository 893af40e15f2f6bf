/** @jest-environment node */
import { DATA_FILES_FOLDER } from "gatsby-remark-duckdb/data-files-folder"
import { securityHeaders } from "../../gatsby/site-files/security-headers"

// The hosts' _headers (Netlify, Cloudflare Pages): each rule a path and its headers.
const rules = (headers: string) =>
  headers.split(/\n(?=\/)/).map((rule) => {
    const [pattern, ...lines] = rule.trim().split("\n")
    return { pattern, lines: lines.map((line) => line.trim()) }
  })

describe("the hosts' headers", () => {
  it("let any origin read the case studies' data files as DuckDB's web shell does, by parts, and nothing else", () => {
    const open = rules(securityHeaders("https://api.emailjs.com")).filter(({ lines }) =>
      lines.some((line) => /^Access-Control-/i.test(line)),
    )
    // duckdb-wasm's reads: HEAD and GET with a Range header; Content-Length, Last-Modified and a
    // part's range read from the answer.
    expect(open).toEqual([
      {
        pattern: `/${DATA_FILES_FOLDER}/*`,
        lines: [
          "Access-Control-Allow-Origin: *",
          "Access-Control-Allow-Headers: Range",
          "Access-Control-Expose-Headers: Content-Length, Content-Range, Last-Modified",
        ],
      },
    ])
    expect(DATA_FILES_FOLDER).toMatch(/^static\/[a-z-]+$/)
  })

  it("keep search engines from indexing a view's files, its résumé too, and nothing else", () => {
    const hidden = rules(securityHeaders("https://api.emailjs.com")).filter(({ lines }) =>
      lines.some((line) => /^X-Robots-Tag:/i.test(line)),
    )
    expect(hidden).toEqual([{ pattern: "/for/*", lines: ["X-Robots-Tag: noindex"] }])
  })
})
