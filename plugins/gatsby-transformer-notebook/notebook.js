// @ts-check
// Reading a Jupyter notebook (nbformat 4, https://nbformat.readthedocs.io) as the page shows it,
// once the case-study loader has parsed and validated its file (case-study/notebook-json): its
// cells, their tags and Quarto's `#|` options, and the one output representation each output is
// shown by. Shared by the checks (checks.js) and the conversion (convert.mjs), so that what the
// build refuses is exactly what the page could not show.

/**
 * The notebook format's own types (@jupyterlab/nbformat, Jupyter's), and what an output is shown as.
 * @typedef {import("@jupyterlab/nbformat").INotebookContent} Notebook
 * @typedef {import("@jupyterlab/nbformat").ICell} Cell
 * @typedef {import("@jupyterlab/nbformat").ICodeCell} CodeCell
 * @typedef {import("@jupyterlab/nbformat").IMarkdownCell} MarkdownCell
 * @typedef {import("@jupyterlab/nbformat").IOutput} Output
 * @typedef {{ kind: "chart", spec: Record<string, unknown> }
 *   | { kind: "image", mime: string, data: string }
 *   | { kind: "html" | "markdown" | "text", text: string }
 *   | { kind: "stream", name: string, text: string }
 *   | { kind: "error", name: string, message: string, traceback: string }
 *   | { kind: "scripted", what: string }
 *   | { kind: "altair-unreadable" }
 *   | { kind: "empty" }} Shown
 */

/** @param {Cell} cell @returns {cell is CodeCell} */
const isCode = (cell) => cell.cell_type === "code"
/** @param {Cell} cell @returns {cell is MarkdownCell} */
const isMarkdown = (cell) => cell.cell_type === "markdown"
/** A code cell's outputs; none for another cell. @param {Cell} cell @returns {Output[]} */
const outputsOf = (cell) => (isCode(cell) ? (cell.outputs ?? []) : [])

// The Markdown parser of gatsby-transformer-remark, which renders the cells (remark 13).
const remark = require("remark")
const { fromPythonJson } = require("case-study/notebook-json")

/** A multiline string of the format: a string, or a list of lines. @param {unknown} text */
const joined = (text) =>
  Array.isArray(text) ? text.join("") : typeof text === "string" ? text : ""

// Quarto's cell options: `#| key: value` lines at the top of a code cell.
const OPTION = /^#\|\s*([\w-]+)\s*:\s*(.*?)\s*$/

/**
 * A code cell's source without its `#|` lines, and those options.
 * @param {Cell} cell
 */
function cellOptions(cell) {
  const lines = joined(cell.source).split("\n")
  /** @type {Record<string, string>} */
  const options = {}
  let first = 0
  while (first < lines.length && OPTION.test(lines[first])) {
    const [, key, value] = OPTION.exec(lines[first]) ?? []
    options[key] = value.replace(/^(["'])(.*)\1$/, "$2")
    first++
  }
  return { options, code: lines.slice(first).join("\n") }
}

/**
 * What of a cell the page shows, from its Jupyter Book tags and Quarto options: each part left
 * out ("remove"), folded ("hide") or shown ("show").
 * @param {Cell} cell
 */
function cellParts(cell) {
  const tags = new Set(cell.metadata?.tags ?? [])
  /** @type {Record<string, string>} */
  const options = cell.cell_type === "code" ? cellOptions(cell).options : {}
  const off = (/** @type {string} */ name) => options[name] === "false"
  const removed = tags.has("remove-cell") || off("include")
  return {
    removed,
    input:
      removed || tags.has("remove-input") || off("echo")
        ? "remove"
        : tags.has("hide-input") || tags.has("hide-cell")
          ? "hide"
          : "show",
    output:
      removed || tags.has("remove-output") || off("output")
        ? "remove"
        : tags.has("hide-output") || tags.has("hide-cell")
          ? "hide"
          : "show",
    raisesException: tags.has("raises-exception"),
    /** @type {string | undefined} */
    alt:
      options["fig-alt"] ??
      (typeof cell.metadata?.["fig-alt"] === "string" ? cell.metadata["fig-alt"] : undefined),
  }
}

// Altair 4 and later save v4 to v6; an older Altair's v2 or v3 spec is drawn too, where Vega-Lite 6
// still compiles it (the chart plugin refuses it, in a sentence, where it does not).
const VEGA_LITE = /^application\/vnd\.vegalite\.v[2-6](\.\d+)?\+json$/
// The pictures the page shows, of an output or pasted into a Markdown cell (an SVG drawn as a PNG).
const IMAGE_MIMES = ["image/png", "image/jpeg", "image/svg+xml"]
// Representations that only a browser running the notebook's JavaScript can show.
/** @type {Record<string, string>} */
const SCRIPTED = {
  "application/javascript": "JavaScript",
  "application/vnd.plotly.v1+json": "a Plotly figure",
  "application/vnd.bokehjs_exec.v0+json": "a Bokeh figure",
  "application/vnd.bokehjs_load.v0+json": "a Bokeh figure",
  "application/vnd.jupyter.widget-view+json": "a Jupyter widget",
  "application/vnd.vega+json": "a Vega chart (not Vega-Lite)",
}
// A representation's kind, its version aside: Vega's v3 to v6 are one.
const scriptedKind = (/** @type {string} */ mime) =>
  mime.replace(/^application\/vnd\.vega\.v\d+(\.\d+)?\+json$/, "application/vnd.vega+json")

/**
 * The Vega-Lite spec Altair's default renderer embeds in its HTML output (vegaEmbed's argument), or
 * null when the HTML is not Altair's. `undefined` when it is Altair's but the spec cannot be read.
 * @param {string} html
 */
function altairSpec(html) {
  if (!/vegaEmbed|vega-embed/.test(html)) return null
  // Altair 4: `var spec = {...};`; Altair 5: `(function(spec, embedOpt){...})({...}, {...})`.
  const start = /var spec = \{|\}\)\(\{/.exec(html)
  if (!start) return undefined
  const from = start.index + start[0].length - 1
  let depth = 0
  let inString = false
  for (let i = from; i < html.length; i++) {
    const c = html[i]
    if (inString) {
      if (c === "\\") i++
      else if (c === '"') inString = false
    } else if (c === '"') inString = true
    else if (c === "{") depth++
    else if (c === "}" && --depth === 0) {
      try {
        return fromPythonJson(html.slice(from, i + 1))
      } catch {
        return undefined
      }
    }
  }
  return undefined
}

// HTML that shows nothing without its scripts: take the scripts and styles out, and neither text
// nor a picture nor a table is left (a Plotly or Bokeh figure's empty <div>).
const showsNothingWithoutScripts = (/** @type {string} */ html) =>
  /<script/i.test(html) &&
  !/<(img|svg|table|canvas)\b/i.test(html.replace(/<(script|style)[\s\S]*?<\/\1>/gi, "")) &&
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, "")
    .replace(/<[^>]*>/g, "")
    .trim() === ""

/**
 * How an output is shown: the best representation it carries, as the page shows it.
 * @param {Output} output
 * @returns {Shown}
 */
function outputShown(output) {
  if (output.output_type === "stream") {
    const stream = /** @type {import("@jupyterlab/nbformat").IStream} */ (output)
    return { kind: "stream", name: stream.name ?? "stdout", text: joined(stream.text) }
  }
  if (output.output_type === "error") {
    const error = /** @type {import("@jupyterlab/nbformat").IError} */ (output)
    return {
      kind: "error",
      name: error.ename ?? "Error",
      message: error.evalue ?? "",
      traceback: (error.traceback ?? []).join("\n"),
    }
  }
  const data = /** @type {Record<string, unknown>} */ (output.data ?? {})
  const mimes = Object.keys(data)
  const vegaLite = mimes
    .filter((mime) => VEGA_LITE.test(mime))
    .sort()
    .pop()
  if (vegaLite) {
    const spec = data[vegaLite]
    return { kind: "chart", spec: typeof spec === "string" ? JSON.parse(spec) : spec }
  }
  const html = joined(data["text/html"])
  if (html) {
    const spec = altairSpec(html)
    if (spec) return { kind: "chart", spec }
    if (spec === undefined) return { kind: "altair-unreadable" }
  }
  const image = IMAGE_MIMES.find((mime) => mime in data)
  if (image) return { kind: "image", mime: image, data: joined(data[image]) }
  const scripted = mimes.map(scriptedKind).find((mime) => mime in SCRIPTED)
  if (scripted || (html && showsNothingWithoutScripts(html)))
    return { kind: "scripted", what: scripted ? SCRIPTED[scripted] : "HTML that needs its scripts" }
  if (html) return { kind: "html", text: html }
  if ("text/markdown" in data) return { kind: "markdown", text: joined(data["text/markdown"]) }
  if ("text/plain" in data) return { kind: "text", text: joined(data["text/plain"]) }
  return { kind: "empty" }
}

// A chart's own name for itself: its title, or its description.
const chartTitle = (/** @type {any} */ spec) => {
  const title = spec?.title
  const text =
    typeof title === "string" ? title : Array.isArray(title) ? title.join(" ") : title?.text
  if (typeof text === "string" && text.trim()) return text.trim()
  return typeof spec?.description === "string" ? spec.description : null
}

/**
 * The alt text of a figure or a chart a cell shows: the cell's `fig-alt`, a chart's own title or
 * description, or a sentence that says what it is. `given` is false when it is that sentence.
 * @param {Cell} cell
 * @param {number} index the cell's place in the notebook, from 0
 * @param {{ kind: "chart", spec: unknown } | { kind: "image" }} output
 */
function outputAlt(cell, index, output) {
  const alt = cellParts(cell).alt ?? (output.kind === "chart" ? chartTitle(output.spec) : null)
  if (alt) return { alt, given: true }
  const what = output.kind === "chart" ? "A chart" : "A figure"
  return { alt: `${what} from cell ${index + 1} of the notebook`, given: false }
}

// Cell magics that say a code cell's language.
/** @type {Record<string, string>} */
const MAGICS = {
  sql: "sql",
  bash: "bash",
  sh: "bash",
  html: "html",
  r: "r",
  javascript: "javascript",
  js: "javascript",
  latex: "latex",
}

/**
 * A code cell's code as the page shows it (without a cell magic's line), and its language: the
 * magic's, or the notebook's.
 * @param {string} code the cell's source without its `#|` lines
 * @param {string} language the notebook's
 */
function codeAndLanguage(code, language) {
  const magic = /^%%(\w+)[^\n]*\n?/.exec(code)
  if (!magic) return { code, language }
  return { code: code.slice(magic[0].length), language: MAGICS[magic[1].toLowerCase()] ?? "" }
}

/**
 * The index of the notebook's title cell, which the page leaves out (its h1 is the project's
 * title): a first cell, not removed, that is only a `#` heading. -1 when there is none.
 * @param {Notebook} notebook
 */
function titleCell(notebook) {
  const first = notebook.cells.findIndex((cell) => !cellParts(cell).removed)
  const cell = notebook.cells[first]
  if (cell?.cell_type !== "markdown") return -1
  const { children } = /** @type {{ children: Array<{ type: string, depth?: number }> }} */ (
    /** @type {unknown} */ (remark().parse(joined(cell.source)))
  )
  return children.length === 1 && children[0].type === "heading" && children[0].depth === 1
    ? first
    : -1
}

/**
 * The levels a notebook's headings take on the page, from the levels it wrote, in order: under the
 * page's one h1, in order, one level at a time, whatever levels the notebook used. Each heading goes
 * one level below the nearest heading before it of a higher level (a smaller number), starting at 2.
 * @param {number[]} levels
 */
function levelsUnderTitle(levels) {
  /** @type {Array<{ level: number, depth: number }>} */
  const stack = []
  return levels.map((level) => {
    while (stack.length && stack[stack.length - 1].level >= level) stack.pop()
    const depth = Math.min(6, (stack[stack.length - 1]?.depth ?? 1) + 1)
    stack.push({ level, depth })
    return depth
  })
}

/**
 * The notebook's programming language, as its kernel names it.
 * @param {Notebook} notebook
 */
const notebookLanguage = (notebook) =>
  String(
    notebook.metadata?.language_info?.name ?? notebook.metadata?.kernelspec?.language ?? "python",
  ).toLowerCase()

module.exports = {
  IMAGE_MIMES,
  cellOptions,
  cellParts,
  codeAndLanguage,
  isCode,
  isMarkdown,
  joined,
  levelsUnderTitle,
  notebookLanguage,
  outputAlt,
  outputShown,
  outputsOf,
  titleCell,
}
