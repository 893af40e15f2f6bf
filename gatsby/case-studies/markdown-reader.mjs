// @ts-check
// The engine of the content checks' Markdown gate (markdown-files.ts runs it in engine-box's box,
// killed past ENGINE_LIMITS.markdown): a Markdown file, or a notebook's Markdown, read by remark 13
// as the checks read it and as gatsby-transformer-remark will, and measured: how deep its tree
// nests, and where it first nests too deep. Nothing of the tree leaves the process.
import remark from "remark"
import footnotes from "remark-footnotes"
import gfm from "remark-gfm"

// Each parser that reads the owner's Markdown, by who uses it.
const PARSERS = {
  // The case-study loader's (packages/case-study), which the checks of a Markdown case study read
  // its tree from: GitHub's extensions.
  checks: () => remark().use(gfm),
  // gatsby-transformer-remark's (its extend-node-type.js, with its default options): GitHub's
  // extensions and footnotes, inline ones too.
  gatsby: () => remark().use(gfm).use(footnotes, { inlineNotes: true }),
  // The checks of a notebook's cells (gatsby-transformer-notebook/checks.js, notebook.js).
  cells: () => remark(),
}

/** @typedef {keyof typeof PARSERS} Parser */
/** @typedef {{ type: string, position?: { start: { line: number } }, children?: Node[] }} Node */
/**
 * How a reading went: the depth of the tree's deepest node under its root, or, past `most`, the
 * line of the first node (in the text's order) that is deeper.
 * @typedef {{ depth: number, line: number }} Depth
 */

/**
 * The depth of a tree, walked without recursion (a walk that recursed would overflow the stack
 * here, on a tree a few thousand deep, before it could say where).
 * @param {Node} tree
 * @param {number} most
 * @returns {Depth}
 */
function depthOf(tree, most) {
  let deepest = { depth: 0, line: 1 }
  /** @type {Array<[Node, number]>} */
  const waiting = [[tree, 0]]
  while (waiting.length > 0) {
    const [node, depth] = /** @type {[Node, number]} */ (waiting.pop())
    if (depth > deepest.depth) deepest = { depth, line: node.position?.start.line ?? 1 }
    if (depth > most) return deepest
    const children = node.children ?? []
    for (let index = children.length - 1; index >= 0; index -= 1)
      waiting.push([children[index], depth + 1])
  }
  return deepest
}

/**
 * Markdown read by one of the parsers: how deep its tree nests (depthOf).
 * @param {string} text
 * @param {Parser} parser
 * @param {number} most
 * @returns {Depth}
 */
export const readMarkdown = (text, parser, most) =>
  depthOf(/** @type {Node} */ (PARSERS[parser]().parse(text)), most)

/**
 * A notebook's Markdown (gatsby-transformer-notebook's page-markdown.mjs) read as its checks read
 * each of its cells and outputs, and as gatsby-transformer-remark reads its page: the deepest of
 * them (no line: the page's lines are not the notebook's), and the page, whose start
 * gatsby-transformer-remark reads for front matter; no page for a file that is not a notebook.
 * @param {string} notebookFile
 * @param {string} contentDir
 * @param {number} most
 * @returns {Promise<{ page: string | null, depth: number }>}
 */
export async function readNotebook(notebookFile, contentDir, most) {
  // The notebook plugin's converter, loaded with the first notebook.
  const { notebookMarkdown } = await import("gatsby-transformer-notebook/page-markdown")
  const { page, parts } = await notebookMarkdown(notebookFile, contentDir)
  if (page === null) return { page, depth: 0 }
  let depth = 0
  for (const part of parts) depth = Math.max(depth, readMarkdown(part, "cells", most).depth)
  depth = Math.max(depth, readMarkdown(page, "gatsby", most).depth)
  return { page, depth }
}
