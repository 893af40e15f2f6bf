// @ts-check
// A wide table scrolls inside its own box on a phone (src/styles/prose.ts), so keyboard users must
// be able to focus it to scroll it (WCAG 2.1.1; axe's scrollable-region-focusable).
const visit = require("unist-util-visit")

/** @typedef {{ type: string, data?: Record<string, any>, children?: MarkdownNode[] }} MarkdownNode */

/** @param {{ markdownAST: MarkdownNode }} api */
module.exports = ({ markdownAST }) => {
  visit(markdownAST, "table", (/** @type {MarkdownNode} */ table) => {
    table.data = { ...table.data, hProperties: { ...table.data?.hProperties, tabIndex: 0 } }
  })
  return markdownAST
}
