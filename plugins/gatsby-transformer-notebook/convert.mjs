// A notebook as the Markdown of a case study: gatsby-transformer-remark then renders it with the
// site's plugins, exactly as a .md case study (charts, headings, tables, images, highlighted code).
// Markdown cells stay Markdown (their raw HTML through the sanitizer), code cells become fenced code
// in the notebook's language, and each output its best representation: a Vega-Lite chart, an image
// file, sanitized HTML, Markdown, or text. Nothing here runs the notebook.
import { AnsiUp } from "ansi_up"
import contentFiles from "content-files"
import rehypeParse from "rehype-parse"
import rehypeRaw from "rehype-raw"
import rehypeRemark from "rehype-remark"
import rehypeSanitize from "rehype-sanitize"
import rehypeStringify from "rehype-stringify"
import remarkGfm from "remark-gfm"
import remarkParse from "remark-parse"
import remarkRehype from "remark-rehype"
import remarkStringify from "remark-stringify"
import { unified } from "unified"
import visit from "unist-util-visit"
import notebookFormat from "./notebook.js"
import {
  markdownSchema,
  outputSchema,
  protocolOf,
  removedBy,
  unwrapDeadLinks,
} from "./sanitize.mjs"

const { escapeHtml } = contentFiles
const {
  cellOptions,
  cellParts,
  codeAndLanguage,
  joined,
  levelsUnderTitle,
  notebookLanguage,
  outputAlt,
  outputShown,
  titleCell,
} = notebookFormat

// Where a long output is cut: the page carries the rest in the notebook, which it links.
export const MAX_TEXT_LINES = 60
export const MAX_TABLE_ROWS = 100

// eslint-disable-next-line no-control-regex -- ANSI escape sequences, to take out
const ANSI_ESCAPE = /\u001b\[[0-9;?]*[A-Za-z]/g

// Text without control characters but line breaks and tabs.
// eslint-disable-next-line no-control-regex -- the characters to take out
const withoutControlCharacters = (text) => text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")

// HTML on one line, so that Markdown reads it as one HTML block: its line breaks as references.
const oneLine = (html) => html.replace(/\r?\n/g, "&#10;")

const fenced = (code, language) => {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map(([run]) => run.length))
  const fence = "`".repeat(longest + 1)
  return `${fence}${language}\n${code}\n${fence}`
}

const folded = (summary, markdown) =>
  `<details class="nb-fold"><summary>${summary}</summary>\n\n${markdown}\n\n</details>`

const outputBlock = (markdown) => `<div class="nb-output">\n\n${markdown}\n\n</div>`

// Text as a terminal shows it: a progress bar's carriage returns leave its last state; ANSI colours
// become classes the site styles in both schemes (ansi_up), other control characters go.
function terminalText(text) {
  const lines = text
    .replace(/\r\n/g, "\n")
    .split("\n")
    .map(
      (line) =>
        line
          .split("\r")
          .filter((part, i, all) => part !== "" || i === all.length - 1)
          .pop() ?? "",
    )
  return lines
}

function textHtml(text, className) {
  const lines = terminalText(text)
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

const elements = (node, tagName) =>
  node.children.filter((child) => child.type === "element" && child.tagName === tagName)

// A table as the site shows it: its header cells scoped (a column's in the head, a row's in the
// body, as pandas writes its index; the empty corner above an index is no header), its body cut at
// MAX_TABLE_ROWS. Returns the rows it cut.
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

// An HTML output (a data frame, a SQL result) through the allowlist sanitizer, its tables in the
// site's table style: scrolling in their own box, header cells marked, long ones cut.
async function htmlOutput(html) {
  const removed = new Set()
  let cutRows = 0
  const file = await unified()
    .use(rehypeParse, { fragment: true })
    .use(() => (tree) => void removedBy(outputSchema, tree, removed, { onlyWhatRuns: true }))
    .use(rehypeSanitize, outputSchema)
    .use(unwrapDeadLinks)
    .use(() => (tree) => {
      // A terminal's escape codes are no text: an ANSI colour written into HTML goes.
      visit(tree, "text", (node) => {
        node.value = withoutControlCharacters(node.value.replace(ANSI_ESCAPE, ""))
      })
    })
    .use(() => (tree) => {
      visit(tree, "element", (node, index, parent) => {
        if (node.tagName !== "table" || !parent || index === null) return
        const cutHere = tableInSiteStyle(node)
        cutRows += cutHere
        parent.children[index] = {
          type: "element",
          tagName: "div",
          properties: { className: ["nb-table"], tabIndex: 0 },
          children: [node],
        }
        return visit.SKIP
      })
    })
    .use(rehypeStringify)
    .process(html)
  const note =
    cutRows > 0 ? `<p class="nb-cut">${cutRows.toLocaleString("en")} more rows not shown</p>` : ""
  return { html: `<div class="nb-html">${oneLine(String(file))}</div>${note}`, removed, cutRows }
}

// Whether Markdown holds what only the sanitizer may judge: raw HTML (comments aside), or a link or
// image whose address has a protocol the sanitizer would refuse (`javascript:`, `data:`).
function needsSanitizer(markdown) {
  let found = false
  const { protocols } = markdownSchema
  visit(unified().use(remarkParse).use(remarkGfm).parse(markdown), (node) => {
    if (node.type === "html") found ||= !/^<!--[\s\S]*-->$/.test(node.value.trim())
    const allowed = node.type === "image" ? protocols.src : protocols.href
    const protocol = protocolOf(node.url ?? "")
    if (protocol && !allowed.includes(protocol)) found = true
  })
  return found
}

// Markdown with raw HTML (common in notebooks: <br>, <img>, <div>) or links that would run, through
// the same sanitizer and back to Markdown, so that its images and headings go where Markdown's go.
// Markdown that needs no sanitizer stays as written.
async function safeMarkdown(markdown) {
  if (!needsSanitizer(markdown)) return { markdown, removed: new Set() }
  const removed = new Set()
  const file = await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRaw)
    .use(() => (tree) => void removedBy(markdownSchema, tree, removed))
    .use(rehypeSanitize, markdownSchema)
    .use(unwrapDeadLinks)
    .use(rehypeRemark)
    .use(remarkGfm)
    .use(remarkStringify)
    .process(markdown)
  return { markdown: String(file), removed }
}

// Markdown whose links to files that are not there (`linkProblem` says why) are their text: real
// notebooks link their neighbours in a book or a repository, which the site does not have.
function withDeadLinksAsText(markdown, linkProblem) {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown)
  const definitions = new Map()
  visit(tree, "definition", (node) => void definitions.set(node.identifier, node.url))
  const problems = []
  // The definitions of the references shown as text.
  const unused = new Set()
  visit(tree, ["link", "linkReference"], (node, index, parent) => {
    const problem = linkProblem(node.url ?? definitions.get(node.identifier) ?? "")
    if (!problem) return
    problems.push(problem)
    if (node.type === "linkReference") unused.add(node.identifier)
    parent.children.splice(index, 1, ...node.children)
    return index
  })
  if (!problems.length) return { markdown, problems }
  visit(tree, "definition", (node, index, parent) => {
    if (!unused.has(node.identifier)) return
    parent.children.splice(index, 1)
    return index
  })
  const file = unified().use(remarkGfm).use(remarkStringify).stringify(tree)
  return { markdown: String(file), problems }
}

// The Markdown fragments with their headings at the levels the page gives them (levelsUnderTitle),
// each rewritten in place as an ATX heading.
function withHeadingsUnderTitle(fragments) {
  const trees = fragments.map((markdown) =>
    unified().use(remarkParse).use(remarkGfm).parse(markdown),
  )
  const headings = trees.map((tree) => {
    const found = []
    visit(tree, "heading", (heading) => void found.push(heading))
    return found
  })
  const depths = levelsUnderTitle(headings.flat().map((heading) => heading.depth))
  let next = 0
  return fragments.map((markdown, index) =>
    headings[index]
      .map((heading) => {
        const [first, last] = [heading.children[0], heading.children[heading.children.length - 1]]
        const text = first
          ? markdown.slice(first.position.start.offset, last.position.end.offset)
          : ""
        const { start, end } = heading.position
        return {
          start: start.offset,
          end: end.offset,
          text: `${"#".repeat(depths[next++])} ${text}`,
        }
      })
      .reverse()
      .reduce(
        (text, edit) => text.slice(0, edit.start) + edit.text + text.slice(edit.end),
        markdown,
      ),
  )
}

/**
 * The notebook as Markdown, and what the owner should hear about it.
 * @param {import("./notebook.js").Notebook} notebook
 * @param {{ name: string, files: { image: (bytes: Buffer, extension: string) => Promise<string>, chart: (spec: object) => Promise<string>, publish: (bytes: Buffer, extension: string) => Promise<string> }, linkProblem: (url: string) => string | null }} options
 *   `name` names the notebook in warnings; `files` keeps an output's file and answers the URL the
 *   Markdown links it by (an image or a chart's spec, relative to the notebook; an SVG's public URL);
 *   `linkProblem` says what is wrong with a Markdown cell's link, if anything
 * @returns {Promise<{ markdown: string, warnings: string[] }>}
 */
export async function notebookToMarkdown(notebook, { name, files, linkProblem }) {
  const warnings = []
  const warn = (cell, text) => warnings.push(`${name}, cell ${cell + 1}: ${text}`)
  const language = notebookLanguage(notebook)
  // The page's blocks of Markdown, in order.
  const blocks = []
  let lastCount = 0
  let outOfOrder = null

  const title = titleCell(notebook)
  for (const [index, cell] of notebook.cells.entries()) {
    const parts = cellParts(cell)
    if (parts.removed || index === title) continue
    if (cell.cell_type === "markdown") {
      let markdown = joined(cell.source)
      for (const [file, bundle] of Object.entries(cell.attachments ?? {})) {
        const [mime, data] = Object.entries(bundle)[0] ?? []
        if (!mime?.startsWith("image/")) continue
        const url = await files.image(
          Buffer.from(data, "base64"),
          `.${mime.split("/")[1].replace("jpeg", "jpg").replace("svg+xml", "svg")}`,
        )
        markdown = markdown.split(`attachment:${file}`).join(url)
      }
      const safe = await safeMarkdown(markdown)
      if (safe.removed.size)
        warn(index, `removed from its Markdown: ${[...safe.removed].join(", ")}`)
      const linked = withDeadLinksAsText(safe.markdown, linkProblem)
      for (const problem of linked.problems)
        warn(index, `${problem}: the page shows its text, without the link`)
      blocks.push(linked.markdown)
      continue
    }
    if (cell.cell_type !== "code") continue

    const { code } = cellOptions(cell)
    if ((cell.outputs ?? []).length && typeof cell.execution_count === "number") {
      if (cell.execution_count <= lastCount && outOfOrder === null) outOfOrder = index
      lastCount = cell.execution_count
    }
    const { code: source, language: codeLanguage } = codeAndLanguage(code, language)
    if (parts.input !== "remove" && source.trim()) {
      const block = fenced(source.replace(/\s+$/, ""), codeLanguage)
      blocks.push(parts.input === "hide" ? folded("Show the code", block) : block)
    }
    if (parts.output === "remove") continue

    const outputs = []
    for (const output of cell.outputs ?? []) {
      const shown = outputShown(output)
      if (shown.kind === "stream") {
        if (shown.name === "stderr") {
          const line = terminalText(shown.text).find((text) => text.trim()) ?? ""
          warn(
            index,
            `its stderr is hidden on the page${line ? `: ${line.trim().slice(0, 80)}` : ""}`,
          )
          continue
        }
        const { html, cut } = textHtml(shown.text, "nb-text")
        if (cut) warn(index, `its printed output is cut to its first ${MAX_TEXT_LINES} lines`)
        outputs.push(html)
      } else if (shown.kind === "text") {
        const { html, cut } = textHtml(shown.text, "nb-text")
        if (cut) warn(index, `its output is cut to its first ${MAX_TEXT_LINES} lines`)
        outputs.push(html)
      } else if (shown.kind === "error") {
        const { html } = textHtml(shown.traceback || `${shown.name}: ${shown.message}`, "nb-error")
        outputs.push(
          `<details class="nb-fold"><summary>${escapeHtml(`${shown.name}: ${shown.message}`.slice(0, 200))}</summary>${html}</details>`,
        )
      } else if (shown.kind === "html") {
        const { html, removed, cutRows } = await htmlOutput(shown.text)
        if (removed.size) warn(index, `removed from its HTML output: ${[...removed].join(", ")}`)
        if (cutRows) warn(index, `its table is cut to its first ${MAX_TABLE_ROWS} rows`)
        outputs.push(html)
      } else if (shown.kind === "markdown") {
        const safe = await safeMarkdown(shown.text)
        if (safe.removed.size)
          warn(index, `removed from its Markdown output: ${[...safe.removed].join(", ")}`)
        outputs.push(safe.markdown)
      } else if (shown.kind === "chart") {
        const { alt, given } = outputAlt(cell, index, shown)
        if (!given) warn(index, "its chart has no alt text: add #| fig-alt: … to the cell")
        const url = await files.chart(shown.spec)
        // The image's title names the chart in the chart plugin's messages: its cell.
        outputs.push(`![${alt.replace(/[[\]]/g, "\\$&")}](${encodeURI(url)} "cell ${index + 1}")`)
      } else if (shown.kind === "image") {
        const { alt, given } = outputAlt(cell, index, shown)
        if (!given) warn(index, "its figure has no alt text: add #| fig-alt: … to the cell")
        if (shown.mime === "image/svg+xml") {
          // A notebook inlines an SVG into its HTML, where it needs no namespace; as a file of
          // its own (an <img>), it draws nothing without one.
          const namespaced = /<svg\b[^>]*\sxmlns=/.test(shown.data)
            ? shown.data
            : shown.data.replace(/<svg\b/, '<svg xmlns="http://www.w3.org/2000/svg"')
          const svg = Buffer.from(namespaced, "utf8")
          const size =
            /<svg[^>]*\swidth="([\d.]+)(?:pt|px)?"[^>]*\sheight="([\d.]+)(?:pt|px)?"/.exec(
              shown.data,
            )
          const url = await files.publish(svg, ".svg")
          const dimensions = size
            ? ` width="${Math.round(Number(size[1]))}" height="${Math.round(Number(size[2]))}"`
            : ""
          outputs.push(
            `<p class="nb-figure"><img src="${escapeHtml(url)}" alt="${escapeHtml(alt)}"${dimensions} loading="lazy" decoding="async"></p>`,
          )
        } else {
          const extension = shown.mime === "image/png" ? ".png" : ".jpg"
          const url = await files.image(
            Buffer.from(shown.data.replace(/\s/g, ""), "base64"),
            extension,
          )
          outputs.push(
            `<div class="nb-figure">\n\n![${alt.replace(/[[\]]/g, "\\$&")}](${encodeURI(url)})\n\n</div>`,
          )
        }
      }
    }
    if (outputs.length === 0) continue
    // Each output is HTML or Markdown; the Markdown ones' headings join the heading pass.
    const body = outputBlock(outputs.join("\n\n"))
    blocks.push(parts.output === "hide" ? folded("Show the output", body) : body)
  }
  if (outOfOrder !== null)
    warn(
      outOfOrder,
      "the cells ran out of order (its execution count is not above the one before): Restart & Run All before publishing",
    )

  const headed = withHeadingsUnderTitle(blocks)
  return { markdown: `${headed.join("\n\n")}\n`, warnings }
}
