// @ts-check
// What stops a notebook from becoming a case study, one sentence per problem, checked before Gatsby
// starts (the site's content checks call it: gatsby-transformer-notebook/checks). The notebook is
// never run: its saved outputs are the page.
const path = require("node:path")
const { loadCaseStudyOf } = require("case-study")
const { dataProblems, imageOrChartProblem } = require("chart-spec")
const { bytesOfType, imageSizeProblem, refusalText } = require("content-files")
// The Markdown parser of gatsby-transformer-remark, which renders the cells (remark 13: images parse
// alike with and without GitHub's extensions).
const remark = require("remark")
const visit = require("unist-util-visit-2")
const {
  IMAGE_MIMES,
  cellOptions,
  cellParts,
  codeAndLanguage,
  isMarkdown,
  joined,
  levelsUnderTitle,
  notebookLanguage,
  outputAlt,
  outputShown,
  outputsOf,
  titleCell,
} = require("./notebook")

// The src of an <img> in a Markdown cell's HTML.
const IMG_SRC = /<img\b[^>]*?\ssrc\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/gi

/** @type {Record<string, import("content-files").FileType>} */
const CARRIED_TYPES = {
  "image/png": "PNG",
  "image/jpeg": "JPEG",
  "image/webp": "WebP",
  "image/avif": "AVIF",
}

/**
 * What is wrong with a picture the notebook carries in base64 (an output's, an attachment's), as
 * the end of a sentence about it, or null: it must be the picture its type says, of at most
 * content-files' MAX_IMAGE_PIXELS by its header, which the build's image plugins then decode.
 * @param {string} mime
 * @param {unknown} data the base64, a text or a list of lines
 */
function carriedImageProblem(mime, data) {
  const type = CARRIED_TYPES[mime]
  if (!type) return null
  const bytes = Buffer.from(joined(data).replace(/\s/g, ""), "base64")
  if (!bytesOfType(bytes, [type]))
    return `is not a ${type} image, as its type ${mime} says: run the cell again and save the notebook`
  return imageSizeProblem(bytes)
}

/**
 * The images a Markdown cell names that are not there: missing, on the web, outside the content
 * folder, or attachments the cell does not carry.
 * @param {import("./notebook").MarkdownCell} cell
 * @param {string} notebookFile
 * @param {string} contentDir
 */
function imageProblems(cell, notebookFile, contentDir) {
  const tree = remark().parse(joined(cell.source))
  /** @type {Map<string, string>} */
  const definitions = new Map()
  visit(tree, "definition", (/** @type {any} */ node) => {
    definitions.set(node.identifier, node.url)
  })
  /** @type {string[]} */
  const urls = []
  visit(tree, ["image", "imageReference", "html"], (/** @type {any} */ node) => {
    // An <img> of the cell's HTML becomes a Markdown image on the page (convert.mjs).
    if (node.type === "html")
      for (const [, , double, single, bare] of node.value.matchAll(IMG_SRC))
        urls.push(double ?? single ?? bare)
    const url = node.type === "image" ? node.url : definitions.get(node.identifier)
    if (typeof url === "string") urls.push(url)
  })
  const place = { dir: path.dirname(notebookFile), contentDir }
  return urls.flatMap((url) => {
    if (url.startsWith("attachment:")) {
      const attachment = cell.attachments?.[url.slice("attachment:".length)]
      if (!attachment) return [`the image "${url}" is not among the cell's attachments`]
      const [mime, data] = Object.entries(attachment)[0] ?? []
      if (!IMAGE_MIMES.includes(mime))
        return [
          `the image "${url}" is pasted as ${mime}, which the page does not show: paste it as a PNG, JPEG or SVG picture`,
        ]
      const problem = carriedImageProblem(mime, data)
      return problem ? [`the image "${url}" ${problem}`] : []
    }
    if (/^data:/i.test(url))
      return [
        "an image is written into the cell as data: save it as a file beside the notebook, or paste it into the cell (an attachment)",
      ]
    // The same checks, in the same words, as a Markdown case study's images.
    const problem = imageOrChartProblem(url, place)
    return problem ? [problem] : []
  })
}

/**
 * One finding per problem in the notebook `notebookFile`: its sentence, which starts with the file
 * (and the cell, counted from the top) and names `owner`, the entry that names the file; and the
 * cell's index in the notebook's `cells`, null for a problem of the whole notebook.
 * @param {string} notebookFile
 * @param {string} contentDir
 * @param {string} owner
 * @returns {Array<{ message: string, cell: number | null }>}
 */
function notebookFindings(notebookFile, contentDir, owner) {
  const at = (/** @type {number | null} */ cell) => (/** @type {string} */ text) => ({
    message: `${notebookFile}${cell === null ? "" : `, cell ${cell + 1}`} (${owner}): ${text}`,
    cell,
  })
  const { notebook, problem, refusal } = loadCaseStudyOf(notebookFile, contentDir, "notebook")
  if (refusal !== null)
    return [at(null)(refusalText(refusal, { contentDir, relativeTo: contentDir }))]
  if (!notebook) return [at(null)(problem)]
  const code = notebook.cells.filter((cell) => cell.cell_type === "code")
  if (code.length > 0 && code.every((cell) => outputsOf(cell).length === 0))
    return [
      at(null)(
        "none of its code cells has an output: run it and save it (the page shows the outputs saved in the notebook; the build never runs it)",
      ),
    ]
  return notebook.cells.flatMap((cell, index) => {
    const parts = cellParts(cell)
    if (parts.removed) return []
    if (isMarkdown(cell)) return imageProblems(cell, notebookFile, contentDir).map(at(index))
    if (cell.cell_type !== "code" || parts.output === "remove") return []
    return outputsOf(cell).flatMap((output) => {
      const shown = outputShown(output)
      if (shown.kind === "error" && !parts.raisesException)
        return [
          at(index)(
            `it stops with ${shown.name}${shown.message ? `: ${shown.message}` : ""}: fix it and run the notebook again, or tag the cell raises-exception to show the error, folded`,
          ),
        ]
      if (shown.kind === "scripted")
        return [
          at(index)(
            `its output is ${shown.what}, which needs JavaScript to show: save a static image of it too, make it an Altair (Vega-Lite) chart, or tag the cell remove-output`,
          ),
        ]
      // Altair names a chart's data by its URL when it was given one (alt.Chart(data.cars.url)),
      // which the chart plugin refuses: said here, before Gatsby starts, naming the cell.
      if (shown.kind === "chart")
        return dataProblems(shown.spec, path.dirname(notebookFile), contentDir).map((problem) =>
          at(index)(
            `its chart's ${problem.replace(/^its /, "")}` +
              (/web address/.test(problem) ? ", or give Altair the data frame itself" : ""),
          ),
        )
      const carried = shown.kind === "image" && carriedImageProblem(shown.mime, shown.data)
      if (carried) return [at(index)(`its image output ${carried}`)]
      if (shown.kind === "altair-unreadable")
        return [
          at(index)(
            'its Altair chart cannot be read from the HTML it was saved as: add alt.renderers.enable("mimetype") before the chart, run the notebook again and save it',
          ),
        ]
      return []
    })
  })
}

/**
 * One message per problem in the notebook `notebookFile` (notebookFindings' sentences).
 * @param {string} notebookFile
 * @param {string} contentDir
 * @param {string} owner
 * @returns {string[]}
 */
const notebookProblems = (notebookFile, contentDir, owner) =>
  notebookFindings(notebookFile, contentDir, owner).map(({ message }) => message)

// The text of a Markdown node, as a reader reads it.
const textOf = (/** @type {any} */ node) => {
  let text = ""
  visit(node, ["text", "inlineCode"], (/** @type {any} */ leaf) => {
    text += leaf.value
  })
  return text
}

/**
 * What a reader finds in a notebook's case study, read from the notebook as the page shows it: its
 * headings at the page's levels (the first cell of only the title left out), the images of its
 * Markdown, its figures' and charts' alt texts, its charts' specs, and its code blocks' languages.
 * The browser tests compare the page with it.
 * @param {string} notebookFile
 * @param {string} contentDir
 */
function notebookOutline(notebookFile, contentDir) {
  const notebook = readNotebook(notebookFile, contentDir)
  /** @type {Array<{ level: number, text: string }>} */
  const headings = []
  /** @type {{ images: Array<{ alt: string, url: string }>, figures: string[], charts: Array<{ alt: string, spec: any }>, codeLanguages: string[] }} */
  const outline = { images: [], figures: [], charts: [], codeLanguages: [] }
  const readMarkdown = (/** @type {string} */ markdown) => {
    const tree = remark().parse(markdown)
    visit(tree, "heading", (/** @type {any} */ node) => {
      headings.push({ level: node.depth, text: textOf(node) })
    })
    visit(tree, "image", (/** @type {any} */ node) => {
      outline.images.push({ alt: node.alt ?? "", url: node.url })
    })
    visit(tree, "code", (/** @type {any} */ node) => {
      outline.codeLanguages.push(node.lang ?? "")
    })
  }
  const language = notebookLanguage(notebook)
  const title = titleCell(notebook)
  notebook.cells.forEach((cell, index) => {
    const parts = cellParts(cell)
    if (parts.removed || index === title) return
    if (cell.cell_type === "markdown") return readMarkdown(joined(cell.source))
    if (cell.cell_type !== "code") return
    const code = codeAndLanguage(cellOptions(cell).code, language)
    if (parts.input !== "remove" && code.code.trim()) outline.codeLanguages.push(code.language)
    if (parts.output === "remove") return
    for (const output of outputsOf(cell)) {
      const shown = outputShown(output)
      if (shown.kind === "chart")
        outline.charts.push({ alt: outputAlt(cell, index, shown).alt, spec: shown.spec })
      if (shown.kind === "image") outline.figures.push(outputAlt(cell, index, shown).alt)
      if (shown.kind === "markdown") readMarkdown(shown.text)
    }
  })
  const depths = levelsUnderTitle(headings.map(({ level }) => level))
  return { ...outline, headings: headings.map(({ text }, i) => ({ depth: depths[i], text })) }
}

/**
 * The programming language of the notebook `notebookFile`, as its kernel names it ("python", "r").
 * @param {string} notebookFile
 * @param {string} contentDir
 */
const notebookLanguageOf = (notebookFile, contentDir) =>
  notebookLanguage(readNotebook(notebookFile, contentDir))

/**
 * A notebook the content checks accepted, from the case-study loader.
 * @param {string} notebookFile
 * @param {string} contentDir
 */
function readNotebook(notebookFile, contentDir) {
  const { notebook } = loadCaseStudyOf(notebookFile, contentDir, "notebook")
  if (!notebook) throw new Error(`${notebookFile} is not a notebook`)
  return notebook
}

module.exports = { notebookFindings, notebookLanguageOf, notebookOutline, notebookProblems }
