// @ts-check
// What the site publishes of the owner's files, as they are: the files a case study links, which
// the build copies into the site for a reader to open or download. Only data is published
// (documents, pictures, data files, notebooks, code as text), judged by the file's name and by its
// content. A web page, an SVG picture, a script or an XML file would run its scripts on the site's
// origin when opened, so it is refused, with what to publish instead.
const path = require("node:path")
const { locate, readContentFile } = require("./guard")
const { markupStart, signatures, typeNames } = require("./types")

/**
 * A kind of file the site publishes: its extensions (lower case), what it is to a reader, and how
 * its content is checked: by its first bytes' signature, or as text (no NUL, no other format's
 * signature, and not starting as a page would: `markupStart`).
 * @typedef {"document" | "picture" | "data file" | "notebook" | "code"} Use
 * @typedef {{ name: string, extensions: ReadonlyArray<string>, use: Use, content: import("./types").FileType }} PublishedKind
 */

/** @type {ReadonlyArray<PublishedKind>} */
const PUBLISHED_KINDS = [
  { name: "PDF", extensions: ["pdf"], use: "document", content: "PDF" },
  { name: "text", extensions: ["txt"], use: "document", content: "text" },
  { name: "Markdown", extensions: ["md"], use: "document", content: "text" },
  { name: "PNG", extensions: ["png"], use: "picture", content: "PNG" },
  { name: "JPEG", extensions: ["jpg", "jpeg"], use: "picture", content: "JPEG" },
  { name: "WebP", extensions: ["webp"], use: "picture", content: "WebP" },
  { name: "AVIF", extensions: ["avif"], use: "picture", content: "AVIF" },
  { name: "GIF", extensions: ["gif"], use: "picture", content: "GIF" },
  { name: "CSV", extensions: ["csv"], use: "data file", content: "text" },
  { name: "TSV", extensions: ["tsv"], use: "data file", content: "text" },
  { name: "JSON", extensions: ["json"], use: "data file", content: "text" },
  { name: "YAML", extensions: ["yaml", "yml"], use: "data file", content: "text" },
  { name: "Parquet", extensions: ["parquet"], use: "data file", content: "Parquet" },
  { name: "Excel", extensions: ["xlsx"], use: "data file", content: "ZIP" },
  { name: "Jupyter notebook", extensions: ["ipynb"], use: "notebook", content: "text" },
  { name: "SQL", extensions: ["sql"], use: "code", content: "text" },
  { name: "Python", extensions: ["py"], use: "code", content: "text" },
  { name: "R", extensions: ["r"], use: "code", content: "text" },
]

/**
 * The kinds a browser runs scripts of, with why and what to publish instead.
 * @type {ReadonlyArray<{ extensions: ReadonlyArray<string>, is: string, instead: string }>}
 */
const REFUSED_KINDS = [
  {
    extensions: ["html", "htm", "xhtml", "xht", "shtml", "mhtml", "mht"],
    is: "a web page, whose scripts would run on the site when opened",
    instead: "export the page as PDF and link the PDF, or link its web address",
  },
  {
    extensions: ["svg", "svgz"],
    is: "an SVG picture, whose scripts would run on the site when opened",
    instead: "convert it to PNG and link (or show) the PNG",
  },
  {
    extensions: ["js", "mjs", "cjs", "jsx", "ts", "tsx", "wasm"],
    is: "a script, which the site's own pages are allowed to run",
    instead: "put its code in a ```js code block of the case study, or link it on GitHub",
  },
  {
    extensions: ["xml", "xsl", "xslt", "rss", "atom"],
    is: "an XML file, whose scripts a browser may run",
    instead: "save its data as CSV or JSON and link that",
  },
]

const PUBLISHED_NAMES = typeNames(PUBLISHED_KINDS.map((kind) => kind.name))

/** A file's extension as the table names it: lower case, without the dot. @param {string} file */
const extensionOf = (file) => path.extname(file).slice(1).toLowerCase()

/**
 * The kind of the table a file's name gives it, or undefined.
 * @param {string} file
 */
const publishedKindOf = (file) =>
  PUBLISHED_KINDS.find((kind) => kind.extensions.includes(extensionOf(file)))

/**
 * What is wrong with a file's content for its kind, as the end of a sentence, or null.
 * @param {PublishedKind} kind
 * @param {Buffer} head the file's first bytes
 */
function contentProblem(kind, head) {
  if (kind.content !== "text")
    return signatures[kind.content](head)
      ? null
      : `is not a ${kind.name} file by its content: save it again as ${kind.name}, or name it by what it is`
  if (!signatures.text(head))
    return `is not ${kind.name} text by its content (it holds binary bytes or another format's signature): save it as ${kind.name} text`
  const markup = markupStart(head)
  return markup
    ? `starts like a web page ("${markup}"), which a browser given no type would open as one and run its scripts: save it as plain ${kind.name}, starting with its own text`
    : null
}

/**
 * Why the site may not publish a file as it is, or null: the file is one of PUBLISHED_KINDS by its
 * name, and that kind by its content. The answer ends a sentence about the file (`the link "x"
 * ${problem}`), and says what to publish instead.
 * @param {string} file an absolute path `locate` found
 * @param {string} contentDir
 * @returns {string | null}
 */
function publishedFileProblem(file, contentDir) {
  const kind = publishedKindOf(file)
  if (kind) return contentProblem(kind, readContentFile(file, contentDir, 2048))
  const extension = extensionOf(file)
  const refused = REFUSED_KINDS.find((entry) => entry.extensions.includes(extension))
  if (refused) return `is ${refused.is}: ${refused.instead}`
  return `is not a kind of file the site publishes (${PUBLISHED_NAMES}, by their usual extensions): save it as one of them, or link its web address`
}

/**
 * A predicate for the copy of linked files, a second wall behind the content checks: whether the
 * site may publish a file (its absolute path, as Gatsby names it): the guard finds it inside
 * `contentDir`, not a link, and publishedFileProblem has nothing to say.
 * @param {string} contentDir
 */
const isPublishable = (contentDir) => (/** @type {string} */ file) => {
  const found = locate(file, { dir: contentDir, contentDir })
  return (
    found.refusal === null && !found.linked && publishedFileProblem(found.file, contentDir) === null
  )
}

module.exports = {
  PUBLISHED_KINDS,
  REFUSED_KINDS,
  isPublishable,
  publishedFileProblem,
  publishedKindOf,
}
