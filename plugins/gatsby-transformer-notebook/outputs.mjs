// @ts-check
// A code cell's outputs on the page: one renderer per kind of output (notebook.js's outputShown says
// which kind an output is), each returning the HTML or Markdown the page shows, or null, and telling
// the owner through `warn` what the page leaves out. Text and HTML go through the sanitizer
// (sanitize.mjs); charts and figures become files the Markdown links.
import { AnsiUp } from "ansi_up"
import contentFiles from "content-files"
import rehypeParse from "rehype-parse"
import rehypeSanitize from "rehype-sanitize"
import rehypeStringify from "rehype-stringify"
import { unified } from "unified"
import { SKIP, visit } from "unist-util-visit"
import notebookFormat from "./notebook.js"
import { safeMarkdown, withDeadLinksAsText } from "./markdown.mjs"
import { outputSchema, removedBy, unwrapDeadLinks } from "./sanitize.mjs"

const { escapeHtml } = contentFiles
const { outputAlt } = notebookFormat

/**
 * @typedef {import("./notebook.js").Shown} Shown
 * @typedef {{ image: (bytes: Buffer, extension: string) => Promise<string>, chart: (spec: object) => Promise<string>, publish: (bytes: Buffer, extension: string) => Promise<string>, drawSvg: (svg: string) => Promise<import("./svg-picture.mjs").DrawnSvg> }} OutputFiles
 *   keeps an output's file and answers the URL the Markdown links it by (an image or a chart's
 *   spec, relative to the notebook; a drawn SVG's public URL); `drawSvg` draws an SVG figure as a
 *   PNG (svg-picture.mjs' svgToPng, with the site's fonts)
 * @typedef {{ cell: import("./notebook.js").CodeCell, index: number, files: OutputFiles, linkProblem: (url: string) => string | null, warn: (text: string) => void }} OutputContext
 * @typedef {import("hast").Element} Element
 * @typedef {import("hast").Root} Root
 */

// Where a long output is cut: the page carries the rest in the notebook, which it links.
export const MAX_TEXT_LINES = 60
export const MAX_TABLE_ROWS = 100

// eslint-disable-next-line no-control-regex -- ANSI escape sequences, to take out
const ANSI_ESCAPE = /\u001b\[[0-9;?]*[A-Za-z]/g

// Text without control characters but line breaks and tabs.
const withoutControlCharacters = (/** @type {string} */ text) =>
  // eslint-disable-next-line no-control-regex -- the characters to take out
  text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")

// HTML on one line, so that Markdown reads it as one HTML block: its line breaks as references.
const oneLine = (/** @type {string} */ html) => html.replace(/\r?\n/g, "&#10;")

// Text as a terminal shows it, line by line: a progress bar's carriage returns leave its last state.
const terminalLines = (/** @type {string} */ text) =>
  text
    .replace(/\r\n/g, "\n")
    .split("\n")
    .map(
      (line) =>
        line
          .split("\r")
          .filter((part, i, all) => part !== "" || i === all.length - 1)
          .pop() ?? "",
    )

/**
 * Text in a <pre>, its ANSI colours as classes the site styles in both schemes (ansi_up), other
 * control characters gone, cut at MAX_TEXT_LINES. Returns the HTML and the lines it cut.
 * @param {string} text
 * @param {string} className
 */
function textHtml(text, className) {
  const lines = terminalLines(text)
  const shown = lines.slice(0, MAX_TEXT_LINES)
  const ansi = new AnsiUp()
  ansi.use_classes = true
  // ansi_up writes 256 and true colours as inline styles: the sanitizer leaves only the classes.
  const html = withoutControlCharacters(
    String(
      unified()
        .use(rehypeParse, { fragment: true })
        .use(rehypeSanitize, outputSchema)
        .use(rehypeStringify)
        .processSync(ansi.ansi_to_html(shown.join("\n"))),
    ),
  )
  const cut = lines.length - shown.length
  return {
    html:
      `<pre class="${className}"><code>${oneLine(html)}</code></pre>` +
      (cut > 0 ? `<p class="nb-cut">${cut.toLocaleString("en")} more lines not shown</p>` : ""),
    cut,
  }
}

const elements = (/** @type {Element} */ node, /** @type {string} */ tagName) =>
  /** @type {Element[]} */ (
    node.children.filter((child) => child.type === "element" && child.tagName === tagName)
  )

/**
 * A table as the site shows it: its header cells scoped (a column's in the head, a row's in the
 * body, as pandas writes its index; the empty corner above an index is no header), its body cut at
 * MAX_TABLE_ROWS. Returns the rows it cut.
 * @param {Element} table
 */
function tableInSiteStyle(table) {
  delete table.properties.border
  for (const head of elements(table, "thead"))
    for (const row of elements(head, "tr"))
      for (const cell of elements(row, "th")) {
        if (cell.children.every((child) => child.type === "text" && !child.value.trim()))
          cell.tagName = "td"
        else cell.properties.scope = "col"
      }
  let cut = 0
  for (const body of elements(table, "tbody")) {
    const rows = elements(body, "tr")
    for (const row of rows) for (const cell of elements(row, "th")) cell.properties.scope = "row"
    if (rows.length > MAX_TABLE_ROWS) {
      cut += rows.length - MAX_TABLE_ROWS
      const kept = new Set(rows.slice(0, MAX_TABLE_ROWS))
      body.children = body.children.filter((child) => child.type !== "element" || kept.has(child))
    }
  }
  return cut
}

/**
 * An HTML output (a data frame, a SQL result) through the allowlist sanitizer, its tables in the
 * site's table style: scrolling in their own box, header cells marked, long ones cut.
 * @param {string} html
 */
async function sanitizedHtml(html) {
  /** @type {Set<string>} */
  const removed = new Set()
  let cutRows = 0
  const file = await unified()
    .use(rehypeParse, { fragment: true })
    .use(() => (/** @type {Root} */ tree) => {
      removedBy(outputSchema, tree, removed, { onlyWhatRuns: true })
    })
    .use(rehypeSanitize, outputSchema)
    .use(unwrapDeadLinks)
    .use(() => (/** @type {Root} */ tree) => {
      // A terminal's escape codes are no text: an ANSI colour written into HTML goes.
      visit(tree, "text", (node) => {
        node.value = withoutControlCharacters(node.value.replace(ANSI_ESCAPE, ""))
      })
      visit(tree, "element", (node, index, parent) => {
        if (node.tagName !== "table" || !parent || index === undefined) return
        cutRows += tableInSiteStyle(node)
        parent.children[index] = {
          type: "element",
          tagName: "div",
          properties: { className: ["nb-table"], tabIndex: 0 },
          children: [node],
        }
        return SKIP
      })
    })
    .use(rehypeStringify)
    .process(html)
  const note =
    cutRows > 0 ? `<p class="nb-cut">${cutRows.toLocaleString("en")} more rows not shown</p>` : ""
  return { html: `<div class="nb-html">${oneLine(String(file))}</div>${note}`, removed, cutRows }
}

// An alt text in a Markdown image's brackets.
const altText = (/** @type {string} */ alt) => alt.replace(/[[\]]/g, "\\$&")

/**
 * @template {Shown["kind"]} Kind
 * @typedef {(shown: Extract<Shown, { kind: Kind }>, context: OutputContext) => Promise<string | null>} Renderer
 */

/** @type {Renderer<"stream">} */
async function stream({ name, text }, { warn }) {
  if (name === "stderr") {
    const line = terminalLines(text).find((line) => line.trim()) ?? ""
    warn(`its stderr is hidden on the page${line ? `: ${line.trim().slice(0, 80)}` : ""}`)
    return null
  }
  const { html, cut } = textHtml(text, "nb-text")
  if (cut) warn(`its printed output is cut to its first ${MAX_TEXT_LINES} lines`)
  return html
}

/** @type {Renderer<"text">} */
async function text({ text }, { warn }) {
  const { html, cut } = textHtml(text, "nb-text")
  if (cut) warn(`its output is cut to its first ${MAX_TEXT_LINES} lines`)
  return html
}

// An error shows only from a raises-exception cell (the checks refuse the others), folded.
/** @type {Renderer<"error">} */
async function error({ name, message, traceback }) {
  const { html } = textHtml(traceback || `${name}: ${message}`, "nb-error")
  const summary = escapeHtml(`${name}: ${message}`.slice(0, 200))
  return `<details class="nb-fold"><summary>${summary}</summary>${html}</details>`
}

/** @type {Renderer<"html">} */
async function html({ text }, { warn }) {
  const { html, removed, cutRows } = await sanitizedHtml(text)
  if (removed.size) warn(`removed from its HTML output: ${[...removed].join(", ")}`)
  if (cutRows) warn(`its table is cut to its first ${MAX_TABLE_ROWS} rows`)
  return html
}

/** @type {Renderer<"markdown">} */
async function markdown({ text }, { linkProblem, warn }) {
  const safe = await safeMarkdown(text)
  if (safe.removed.size) warn(`removed from its Markdown output: ${[...safe.removed].join(", ")}`)
  // Its links judged as a Markdown cell's: one to a file that is not there, or may not be
  // published, is its text.
  const linked = withDeadLinksAsText(safe.markdown, linkProblem)
  for (const problem of linked.problems)
    warn(`${problem}: the page shows its text, without the link`)
  return linked.markdown
}

/** @type {Renderer<"chart">} */
async function chart(shown, { cell, index, files, warn }) {
  const { alt, given } = outputAlt(cell, index, shown)
  if (!given) warn("its chart has no alt text: add #| fig-alt: … to the cell")
  const url = await files.chart(shown.spec)
  // The image's title names the chart in the chart plugin's messages: its cell.
  return `![${altText(alt)}](${encodeURI(url)} "cell ${index + 1}")`
}

/** @type {Renderer<"image">} */
async function image(shown, { cell, index, files, warn }) {
  const { alt, given } = outputAlt(cell, index, shown)
  if (!given) warn("its figure has no alt text: add #| fig-alt: … to the cell")
  if (shown.mime !== "image/svg+xml") {
    const bytes = Buffer.from(shown.data.replace(/\s/g, ""), "base64")
    const url = await files.image(bytes, shown.mime === "image/png" ? ".png" : ".jpg")
    return `<div class="nb-figure">\n\n![${altText(alt)}](${encodeURI(url)})\n\n</div>`
  }
  // An SVG figure is published as the PNG it draws: an SVG opened on the site would run its scripts.
  let drawn
  try {
    drawn = await files.drawSvg(shown.data)
  } catch (error) {
    warn(
      `its SVG figure is not shown: ${error instanceof Error ? error.message : error}: save it as PNG too`,
    )
    return null
  }
  const url = await files.publish(drawn.png, ".png")
  return `<p class="nb-figure"><img src="${escapeHtml(url)}" alt="${escapeHtml(alt)}" width="${drawn.width}" height="${drawn.height}" loading="lazy" decoding="async"></p>`
}

// What the checks refuse, or what shows nothing.
const nothing = async () => null

/** @type {{ [Kind in Shown["kind"]]: Renderer<Kind> }} */
const renderers = {
  stream,
  text,
  error,
  html,
  markdown,
  chart,
  image,
  scripted: nothing,
  "altair-unreadable": nothing,
  empty: nothing,
}

/**
 * An output as the page shows it (HTML or Markdown), or null when it shows nothing.
 * @param {Shown} shown
 * @param {OutputContext} context
 */
export const renderOutput = (shown, context) =>
  /** @type {Renderer<Shown["kind"]>} */ (renderers[shown.kind])(shown, context)
