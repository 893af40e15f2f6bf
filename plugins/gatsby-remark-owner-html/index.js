// @ts-check
// A second wall behind the content checks, which refuse raw HTML in a Markdown file of the owner's
// (gatsby/case-studies/case-study-checks.ts): a file they never read, one changed under `gatsby
// develop` after they ran, shows its HTML as text. Comments stay (they are not shown). It runs first
// of the remark plugins, before the others add HTML of their own, and leaves a notebook's page
// alone: its transformer made that Markdown, its HTML sanitized (gatsby-transformer-notebook).
const { caseStudyOfNode } = require("case-study")
const { isHtmlComment } = require("content-files")
const visit = require("unist-util-visit")

/** @typedef {{ type: string, value?: string, children?: MarkdownNode[] }} MarkdownNode */

/**
 * @param {{ markdownAST: MarkdownNode, markdownNode: { parent: string | null }, getNode: (id: string) => any }} api
 */
module.exports = ({ markdownAST, markdownNode, getNode }) => {
  if (caseStudyOfNode({ markdownNode, getNode }).madeFilesDir !== null) return markdownAST
  visit(markdownAST, "html", (/** @type {MarkdownNode} */ node) => {
    if (!isHtmlComment(node.value ?? "")) node.type = "text"
  })
  return markdownAST
}
