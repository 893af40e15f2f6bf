/** @jest-environment node */
import remark from "remark"
import gfm from "remark-gfm"
import headingAnchors from "gatsby-remark-heading-anchors"
import scrollableTables from "gatsby-remark-scrollable-tables"

// The case studies' own remark plugins (gatsby-config.ts), on Markdown parsed as
// gatsby-transformer-remark parses it.

type Node = { type: string; url?: string; data?: Record<string, unknown>; children?: Node[] }

const parse = (markdown: string) => remark().use(gfm).parse(markdown) as unknown as Node
const all = (node: Node, type: string): Node[] => [
  ...(node.type === type ? [node] : []),
  ...(node.children ?? []).flatMap((child) => all(child, type)),
]

describe("gatsby-remark-heading-anchors", () => {
  it("gives each heading a unique id and makes its text a link to it", () => {
    const tree = parse("## The data\n\n### Cleaning *it*\n\n## The data\n")
    headingAnchors({ markdownAST: tree })
    const headings = all(tree, "heading")
    expect(headings.map((heading) => heading.data?.id)).toEqual([
      "the-data",
      "cleaning-it",
      "the-data-1",
    ])
    for (const heading of headings) {
      const [link] = heading.children ?? []
      expect(link).toMatchObject({ type: "link", url: `#${heading.data?.id}` })
      expect(heading.data?.hProperties).toEqual({ id: heading.data?.id })
    }
  })

  it("leaves a heading's own link alone: a link inside a link is no link", () => {
    const tree = parse("## See [the readout](https://example.org)\n")
    headingAnchors({ markdownAST: tree })
    const [heading] = all(tree, "heading")
    expect(heading.data?.id).toBe("see-the-readout")
    expect(all(heading, "link").map((link) => link.url)).toEqual(["https://example.org"])
  })
})

describe("gatsby-remark-scrollable-tables", () => {
  it("makes every table focusable, so that a keyboard can scroll it", () => {
    const tree = parse("| a | b |\n| - | - |\n| 1 | 2 |\n\nText\n\n| c |\n| - |\n| 3 |\n")
    scrollableTables({ markdownAST: tree })
    const tables = all(tree, "table")
    expect(tables).toHaveLength(2)
    for (const table of tables) expect(table.data?.hProperties).toEqual({ tabIndex: 0 })
    expect(all(tree, "paragraph")[0].data).toBeUndefined()
  })
})
