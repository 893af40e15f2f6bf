// @ts-check
// Each heading of a case study gets an id a reader can link to (GitHub's slugs, as gatsby's own
// autolink plugin makes them), and its text becomes the link to itself. Build time only: unlike
// gatsby-remark-autolink-headers, this adds no script and no style to every page.
const GithubSlugger = require("github-slugger")
const mdastToString = require("mdast-util-to-string")
const visit = require("unist-util-visit")

/** @typedef {{ type: string, url?: string, data?: Record<string, any>, children?: MarkdownNode[] }} MarkdownNode */

/** @param {MarkdownNode} node */
const holdsLink = (node) => {
  let found = false
  visit(node, "link", () => {
    found = true
    return visit.EXIT
  })
  return found
}

/** @param {{ markdownAST: MarkdownNode }} api */
module.exports = ({ markdownAST }) => {
  const slugger = new GithubSlugger()
  visit(markdownAST, "heading", (/** @type {MarkdownNode} */ heading) => {
    const id = slugger.slug(mdastToString(heading))
    heading.data = { ...heading.data, id, hProperties: { ...heading.data?.hProperties, id } }
    // A heading that holds a link of its own keeps it, and only gets its id.
    if (holdsLink(heading)) return visit.SKIP
    heading.children = [
      {
        type: "link",
        url: `#${id}`,
        data: { hProperties: { className: ["heading-anchor"] } },
        children: heading.children,
      },
    ]
    return visit.SKIP
  })
  return markdownAST
}
