// @ts-check
// A notebook as the Markdown of a case study: gatsby-transformer-remark then renders it with the
// site's plugins, exactly as a .md case study (charts, headings, tables, images, highlighted code).
// Markdown cells stay Markdown (their raw HTML through the sanitizer, markdown.mjs), code cells
// become fenced code in the notebook's language, and each output its best representation
// (outputs.mjs). Nothing here runs the notebook.
import notebookFormat from "./notebook.js"
import { safeMarkdown, withDeadLinksAsText, withHeadingsUnderTitle } from "./markdown.mjs"
import { renderOutput } from "./outputs.mjs"

export { MAX_TABLE_ROWS, MAX_TEXT_LINES } from "./outputs.mjs"

const {
  IMAGE_MIMES,
  cellOptions,
  cellParts,
  codeAndLanguage,
  isCode,
  isMarkdown,
  joined,
  notebookLanguage,
  outputShown,
  titleCell,
} = notebookFormat

/**
 * @typedef {import("./notebook.js").Notebook} Notebook
 * @typedef {import("./outputs.mjs").OutputFiles} OutputFiles
 * @typedef {{ files: OutputFiles, linkProblem: (url: string) => string | null, warn: (text: string) => void }} CellContext
 */

const fenced = (/** @type {string} */ code, /** @type {string} */ language) => {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map(([run]) => run.length))
  const fence = "`".repeat(longest + 1)
  return `${fence}${language}\n${code}\n${fence}`
}

const folded = (/** @type {string} */ summary, /** @type {string} */ markdown) =>
  `<details class="nb-fold"><summary>${summary}</summary>\n\n${markdown}\n\n</details>`

/**
 * The URL of a Markdown cell's pasted image, kept as an image file: a PNG or a JPEG as it is, an
 * SVG as the PNG it draws (an SVG opened on the site would run its scripts); null when an SVG
 * cannot be drawn, which `warn` says.
 * @param {string} mime one of IMAGE_MIMES
 * @param {Buffer} bytes
 * @param {OutputFiles} files
 * @param {(text: string) => void} warn
 */
async function attachedImage(mime, bytes, files, warn) {
  if (mime !== "image/svg+xml") return files.image(bytes, mime === "image/png" ? ".png" : ".jpg")
  try {
    return await files.image((await files.drawSvg(bytes.toString("utf8"))).png, ".png")
  } catch (error) {
    warn(
      `its pasted SVG is not shown: ${error instanceof Error ? error.message : error}: paste it as PNG`,
    )
    return null
  }
}

/**
 * A Markdown cell as the page's Markdown: the pasted images it shows as files, through the
 * sanitizer, its links to files that are not there as text.
 * @param {import("./notebook.js").MarkdownCell} cell
 * @param {CellContext} context
 */
async function markdownCell(cell, { files, linkProblem, warn }) {
  let markdown = joined(cell.source)
  for (const [name, bundle] of Object.entries(cell.attachments ?? {})) {
    // Only what the cell shows is kept (or drawn): Jupyter keeps attachments a cell no longer uses.
    if (!markdown.includes(`attachment:${name}`)) continue
    const [mime, data] = Object.entries(bundle ?? {})[0] ?? []
    if (!mime || !IMAGE_MIMES.includes(mime) || typeof data !== "string") continue
    const url = await attachedImage(mime, Buffer.from(data, "base64"), files, warn)
    if (url) markdown = markdown.split(`attachment:${name}`).join(url)
  }
  const safe = await safeMarkdown(markdown)
  if (safe.removed.size) warn(`removed from its Markdown: ${[...safe.removed].join(", ")}`)
  const linked = withDeadLinksAsText(safe.markdown, linkProblem)
  for (const problem of linked.problems)
    warn(`${problem}: the page shows its text, without the link`)
  return [linked.markdown]
}

/**
 * A code cell as the page's Markdown: its code, fenced in its language, and its outputs, each
 * part shown, folded or left out as its tags and options say.
 * @param {import("./notebook.js").CodeCell} cell
 * @param {number} index
 * @param {string} language the notebook's
 * @param {CellContext} context
 */
async function codeCell(cell, index, language, { files, linkProblem, warn }) {
  const parts = cellParts(cell)
  const blocks = []
  const { code, language: codeLanguage } = codeAndLanguage(cellOptions(cell).code, language)
  if (parts.input !== "remove" && code.trim()) {
    const block = fenced(code.replace(/\s+$/, ""), codeLanguage)
    blocks.push(parts.input === "hide" ? folded("Show the code", block) : block)
  }
  if (parts.output === "remove") return blocks
  const outputs = []
  for (const output of cell.outputs ?? []) {
    const context = { cell, index, files, linkProblem, warn }
    const shown = await renderOutput(outputShown(output), context)
    if (shown !== null) outputs.push(shown)
  }
  if (outputs.length === 0) return blocks
  // Each output is HTML or Markdown; the Markdown ones' headings join the heading pass.
  const body = `<div class="nb-output">\n\n${outputs.join("\n\n")}\n\n</div>`
  return [...blocks, parts.output === "hide" ? folded("Show the output", body) : body]
}

// The first code cell the page shows, with outputs, whose execution count is not above the one
// before: the notebook was not run top to bottom. -1 when there is none.
function ranOutOfOrder(/** @type {Notebook} */ notebook) {
  let last = 0
  return notebook.cells.findIndex((cell) => {
    if (!isCode(cell) || cellParts(cell).removed) return false
    if (!cell.outputs?.length || typeof cell.execution_count !== "number") return false
    const outOfOrder = cell.execution_count <= last
    last = cell.execution_count
    return outOfOrder
  })
}

/**
 * The notebook as Markdown, and what the owner should hear about it.
 * @param {Notebook} notebook
 * @param {{ name: string, files: OutputFiles, linkProblem: (url: string) => string | null }} options
 *   `name` names the notebook in warnings; `files` keeps an output's file and answers the URL the
 *   Markdown links it by; `linkProblem` says what is wrong with a Markdown cell's link, if anything
 * @returns {Promise<{ markdown: string, warnings: string[] }>}
 */
export async function notebookToMarkdown(notebook, { name, files, linkProblem }) {
  /** @type {string[]} */
  const warnings = []
  const warnAt = (/** @type {number} */ index) => (/** @type {string} */ text) =>
    void warnings.push(`${name}, cell ${index + 1}: ${text}`)
  const language = notebookLanguage(notebook)
  const title = titleCell(notebook)
  /** @type {string[]} */
  const blocks = []
  for (const [index, cell] of notebook.cells.entries()) {
    if (cellParts(cell).removed || index === title) continue
    const context = { files, linkProblem, warn: warnAt(index) }
    if (isMarkdown(cell)) blocks.push(...(await markdownCell(cell, context)))
    else if (isCode(cell)) blocks.push(...(await codeCell(cell, index, language, context)))
  }
  const outOfOrder = ranOutOfOrder(notebook)
  if (outOfOrder !== -1)
    warnAt(outOfOrder)(
      "the cells ran out of order (its execution count is not above the one before): Restart & Run All before publishing",
    )
  return { markdown: `${withHeadingsUnderTitle(blocks).join("\n\n")}\n`, warnings }
}
