// @ts-check
// Each code block of a case study gets an anchor, #code-<n> in the page's order, so that a page
// (a skill's evidence) can link the very block where the work is. A Markdown case study's `sql`
// blocks are queries with anchors of their own (gatsby-remark-duckdb's #query-…); a notebook's are
// code. The anchor is an empty element before the block: the highlighter and the page's styles
// see the block as they did.
const { caseStudyKind, caseStudyOfNode } = require("case-study")
const visit = require("unist-util-visit")

/** @typedef {{ type: string, lang?: string | null, value?: string, children?: MarkdownNode[] }} MarkdownNode */

/**
 * Whether a code block of the case study in `file` is a query, anchored by gatsby-remark-duckdb.
 * @param {MarkdownNode} node
 * @param {string} file
 */
const isQuery = (node, file) =>
  caseStudyKind(file) === "markdown" && (node.lang ?? "").toLowerCase() === "sql"

const CODE_ANCHOR_PREFIX = "code-"

/**
 * The anchor of the case study's `number`th code block that is not a query (from 1): the one
 * spelling of it, for the pages that link the block.
 * @param {number} number
 */
const codeAnchor = (number) => `${CODE_ANCHOR_PREFIX}${number}`

// Whether an anchor of a page (an element's id) is a code block's.
const isCodeAnchor = (/** @type {string} */ anchor) => anchor.startsWith(CODE_ANCHOR_PREFIX)

/**
 * @param {{ markdownAST: MarkdownNode, markdownNode: { parent: string | null }, getNode: (id: string) => any }} api
 */
module.exports = ({ markdownAST, markdownNode, getNode }) => {
  const { file } = caseStudyOfNode({ markdownNode, getNode })
  let number = 0
  visit(markdownAST, "code", (/** @type {MarkdownNode} */ node, index, parent) => {
    if (isQuery(node, file) || !parent || index === null) return
    number += 1
    /** @type {import("unist").Literal} */
    const anchor = { type: "html", value: `<span id="${codeAnchor(number)}"></span>` }
    parent.children.splice(index, 0, anchor)
    return index + 2
  })
  return markdownAST
}

module.exports.codeAnchor = codeAnchor
module.exports.isCodeAnchor = isCodeAnchor
module.exports.isQuery = isQuery
