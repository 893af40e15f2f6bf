/** @jest-environment node */
import { createHash } from "node:crypto"
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import {
  hashInlineScripts,
  inlineScriptsOf,
  withScriptHashes,
} from "../../gatsby/site-files/inline-scripts"
import {
  metaContentSecurityPolicy,
  securityHeaders,
  STATIC_FILES_POLICY,
} from "../../gatsby/site-files/security-headers"

// The pages' inline scripts run by their hashes, and no other
// (gatsby/site-files/inline-scripts.ts).

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`

// A built page as React writes it: the policy first in the <head>, its quotes escaped.
const pageWith = (body: string) =>
  `<!DOCTYPE html><html><head><meta http-equiv="Content-Security-Policy" content="${metaContentSecurityPolicy(
    "https://api.emailjs.com",
  ).replace(/'/g, "&#x27;")}"/></head><body>${body}</body></html>`

const scheme = `try{document.documentElement.dataset.theme="dark"}catch(e){}`
const moduleScript = `const e="loading"in HTMLImageElement.prototype;`

describe("the pages' inline scripts", () => {
  it("are the scripts the browser runs from the page's text: not files, not data", () => {
    const html = pageWith(
      `<script>${scheme}</script><script type="module">${moduleScript}</script>` +
        `<script type="module" src="/static/islands/menu-A1.js"></script>` +
        `<script type="application/ld+json">{"@type":"Person"}</script>` +
        `<script type="speculationrules">{"prefetch":[]}</script>`,
    )
    expect(inlineScriptsOf(html)).toEqual([scheme, moduleScript, `{"prefetch":[]}`])
  })

  it("are never the owner's: a script in a case study's own HTML stops the build, however written", () => {
    const owned = (html: string) => pageWith(`<div data-owner-html="">${html}</div>`)
    // The owner's HTML without a script is fine: the site's own scripts are outside it.
    expect(inlineScriptsOf(owned(`<p>Text</p><div><p>More</p></div>`))).toEqual([])
    for (const hostile of [
      `<script>alert(1)</script>`,
      `<div><div><script type="module">alert(1)</script></div></div>`,
      // An attribute that reads as a closing tag to a pattern, not to a browser.
      `<p title="</div>"></p><script>alert(1)</script>`,
      `<svg><script>alert(1)</script></svg>`,
    ])
      expect(() => inlineScriptsOf(owned(hostile))).toThrow(
        /a script inside a case study's own HTML, which the site never runs/,
      )
  })

  it("are let run by their hashes in the page's policy, and the policy allows nothing else inline", () => {
    const html = pageWith(`<script>${scheme}</script>`)
    const hashed = withScriptHashes(html, [sha256(scheme)])
    const policy = /content="([^"]*)"/.exec(hashed)![1].replace(/&#x27;/g, "'")
    expect(policy).toContain(`script-src 'self' ${sha256(scheme)};`)
    expect(policy).toMatch(/style-src 'self' 'unsafe-inline'/)
    expect(policy.match(/script-src[^;]*/)![0]).not.toContain("unsafe-inline")
    // Hashed again, the same page: each build rewrites what the one before wrote.
    expect(withScriptHashes(hashed, [sha256(scheme)])).toBe(hashed)
  })

  it("of every page the site renders are in every page's policy and in the hosts' headers", () => {
    const site = mkdtempSync(path.join(tmpdir(), "hashed-"))
    mkdirSync(path.join(site, "skills"))
    mkdirSync(path.join(site, "static", "0a1b2c"), { recursive: true })
    writeFileSync(path.join(site, "index.html"), pageWith(`<script>${scheme}</script>`))
    writeFileSync(
      path.join(site, "skills", "index.html"),
      pageWith(`<script type="module">${moduleScript}</script>`),
    )
    const slice = `<script>window.slice=1</script>`
    writeFileSync(
      path.join(site, "skills", "owned.html"),
      pageWith(`<div data-owner-html=""><p>Fine</p></div>`),
    )
    writeFileSync(path.join(site, "slice.html"), slice)
    // A page of the owner's, copied into the site: its policy and script are no page's of the site.
    const copied = pageWith(`<script>fetch("/stolen?" + document.cookie)</script>`)
    writeFileSync(path.join(site, "static", "0a1b2c", "page.html"), copied)
    const pages = ["/", "/skills/", "/skills/owned.html"]

    writeFileSync(
      path.join(site, "_headers"),
      securityHeaders("https://api.emailjs.com", ["https://app.powerbi.com"]),
    )

    const hashes = hashInlineScripts(pages, site)
    expect(hashes).toEqual([sha256(scheme), sha256(moduleScript)].sort())
    for (const page of ["index.html", path.join("skills", "index.html")])
      expect(readFileSync(path.join(site, page), "utf8")).toContain(
        `script-src &#x27;self&#x27; ${hashes.map((hash) => hash.replace(/'/g, "&#x27;")).join(" ")};`,
      )
    // A file that is not a page of the site is left as it is, whatever it holds.
    expect(readFileSync(path.join(site, "slice.html"), "utf8")).toBe(slice)
    expect(readFileSync(path.join(site, "static", "0a1b2c", "page.html"), "utf8")).toBe(copied)
    const headers = readFileSync(path.join(site, "_headers"), "utf8")
    expect(headers).toContain(`script-src 'self' ${hashes.join(" ")}; style-src`)
    expect(headers).toContain("frame-src https://app.powerbi.com;")
    // The files under /static/ keep their sandbox, which lets no script run, hashed or not.
    expect(headers).toContain(
      `/static/*\n  Cache-Control: public, max-age=31536000, immutable\n  Content-Security-Policy: ${STATIC_FILES_POLICY}\n`,
    )
    expect(STATIC_FILES_POLICY).toMatch(/^sandbox; default-src 'none';/)
    // Hashed again, the same headers.
    hashInlineScripts(pages, site)
    expect(readFileSync(path.join(site, "_headers"), "utf8")).toBe(headers)
    // A page with a script in the owner's HTML stops it, named.
    writeFileSync(
      path.join(site, "skills", "owned.html"),
      pageWith(`<div data-owner-html=""><script>alert(1)</script></div>`),
    )
    expect(() => hashInlineScripts(pages, site)).toThrow(
      `${path.join("skills", "owned.html")}: it holds a script inside a case study's own HTML`,
    )
  })
})
