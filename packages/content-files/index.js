// @ts-check
// The owner's files as every format of a case study names them (Markdown, notebooks, charts, and
// whatever comes next): a path relative to the file that names it, inside the content folder, never
// a web address, and of the type its use needs, judged by its first bytes rather than its name (a
// README renamed .jpg is not an image). One module, so that every format refuses the same things in
// the same words.
const { createHash } = require("node:crypto")
const { closeSync, openSync, readSync, realpathSync, statSync } = require("node:fs")
const path = require("node:path")

/** A web address (https:, data:, //host), not a path. @param {string} url */
const hasScheme = (url) => /^[a-z][a-z0-9+.-]*:|^\/\//i.test(url)

/**
 * Whether `file` is `root` or inside it (both absolute).
 * @param {string} root
 * @param {string} file
 */
const isInside = (root, file) => {
  const inside = path.relative(root, file)
  return !inside.startsWith("..") && !path.isAbsolute(inside)
}

/** Whether `file` is a regular file (after links are followed). @param {string} file */
const isFile = (file) => {
  try {
    return statSync(file).isFile()
  } catch {
    return false
  }
}

/** @type {Record<string, (head: Buffer) => boolean>} */
const signatures = {
  JPEG: (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff,
  PNG: (head) => head.toString("latin1", 0, 8) === "\x89PNG\r\n\x1a\n",
  WebP: (head) =>
    head.toString("latin1", 0, 4) === "RIFF" && head.toString("latin1", 8, 12) === "WEBP",
  AVIF: (head) =>
    head.toString("latin1", 4, 8) === "ftyp" &&
    ["avif", "avis"].includes(head.toString("latin1", 8, 12)),
  PDF: (head) => head.toString("latin1", 0, 5) === "%PDF-",
  Parquet: (head) => head.toString("latin1", 0, 4) === "PAR1",
}

/** @typedef {"JPEG" | "PNG" | "WebP" | "AVIF" | "PDF" | "Parquet"} FileType */

/** @type {ReadonlyArray<FileType>} */
const IMAGE_TYPES = ["JPEG", "PNG", "WebP", "AVIF"]

/** The types as a sentence names them: "JPEG, PNG, WebP or AVIF". @param {ReadonlyArray<string>} types */
const typeNames = (types) =>
  types.length > 1 ? `${types.slice(0, -1).join(", ")} or ${types[types.length - 1]}` : types[0]

/** @param {string} file */
function head(file) {
  const buffer = Buffer.alloc(16)
  const descriptor = openSync(file, "r")
  try {
    readSync(descriptor, buffer, 0, buffer.length, 0)
  } finally {
    closeSync(descriptor)
  }
  return buffer
}

/**
 * Whether `file`, a path relative to `folder`, is a regular file inside it (after links are
 * followed) of one of `types`.
 * @param {string} folder
 * @param {string} file
 * @param {ReadonlyArray<FileType>} types
 */
function isFileOfType(folder, file, types) {
  try {
    const real = realpathSync(path.resolve(folder, file))
    if (!isInside(realpathSync(folder), real) || !statSync(real).isFile()) return false
    const bytes = head(real)
    return types.some((type) => signatures[type](bytes))
  } catch {
    return false
  }
}

/**
 * @typedef {{ dir: string, contentDir: string }} Place `dir` the folder a path is relative to (a
 *   case study's, a chart spec's), `contentDir` the content folder
 */

/**
 * The file `filePath` names from `dir`, or why it names none inside the content folder. `noun`
 * and `url` name the path in the sentence.
 * @param {string} url
 * @param {string} filePath
 * @param {string} noun "the image", "its data"
 * @param {Place} place
 * @returns {{ file: string, problem: null } | { file: null, problem: string }}
 */
function inside(url, filePath, noun, { dir, contentDir }) {
  const file = path.resolve(dir, filePath)
  return isInside(path.resolve(contentDir), file)
    ? { file, problem: null }
    : { file: null, problem: `${noun} "${url}" is outside ${contentDir}/` }
}

/**
 * The file a Markdown image's address names (an address, so %20 is a space), or why it names none
 * inside the content folder: a web address, not a path, or outside.
 * @param {string} url
 * @param {Place} place
 * @returns {{ file: string, problem: null } | { file: null, problem: string }}
 */
function imageFile(url, place) {
  if (hasScheme(url))
    return {
      file: null,
      problem: `the image "${url}" is a web address: put the file beside the case study and link it by its path`,
    }
  let filePath
  try {
    filePath = decodeURI(url)
  } catch {
    return { file: null, problem: `the image "${url}" is not a path` }
  }
  return inside(url, filePath, "the image", place)
}

/**
 * What is wrong with an image of a case study, if anything: it must be a JPEG, PNG, WebP or AVIF
 * file inside the content folder, named by its path relative to the case study.
 * @param {string} url
 * @param {Place} place
 * @returns {string | null}
 */
function imageProblem(url, place) {
  const { file, problem } = imageFile(url, place)
  if (!file) return problem
  if (!isFile(file))
    return `the image "${url}" does not exist (its path is relative to the case study)`
  if (!isFileOfType(place.contentDir, path.relative(place.contentDir, file), IMAGE_TYPES))
    return `the image "${url}" is not a ${typeNames(IMAGE_TYPES)} image`
  return null
}

/**
 * What is wrong with a link of a case study as a link to a file, if anything: a linked file inside
 * the content folder is copied into the site, so it must be there. Links to a web address, a page
 * of the site ("/projects/…/") or a heading of the page ("#…") are not files.
 * @param {string} url
 * @param {Place} place
 * @returns {string | null}
 */
function linkProblem(url, place) {
  if (!url || hasScheme(url) || /^[#/?]/.test(url)) return null
  const { file, problem } = inside(url, url, "the link", place)
  if (!file) return problem
  if (!isFile(file))
    return `the link "${url}" goes to no file (its path is relative to the case study): link a file inside ${place.contentDir}/, a page of the site by its address (/projects/…/) or a web address`
  return null
}

/**
 * What is wrong with a data file a chart or a query reads, if anything: a file inside the content
 * folder, relative to the file that names it, with one of `extensions` (CSV, TSV, JSON, …); never a
 * web address (a page must not change after the build, or break when someone else's server is
 * down). `relativeTo` names, in the sentence, what the path is relative to.
 * @param {string} url
 * @param {Place & { extensions: ReadonlyArray<string>, relativeTo: string, save: string }} place
 *   `save` what to do instead of a web address ("save the data beside the chart and name its file")
 * @returns {string | null}
 */
function dataFileProblem(url, { extensions, relativeTo, save, ...place }) {
  if (hasScheme(url)) return `its data "${url}" is a web address: ${save}`
  const { file, problem } = inside(url, url, "its data", place)
  if (!file) return problem
  if (!isFile(file))
    return `its data "${url}" does not exist (its path is relative to ${relativeTo})`
  const extension = path.extname(url).slice(1).toLowerCase()
  return extensions.some((allowed) => allowed.toLowerCase() === extension)
    ? null
    : `its data "${url}" is not a ${typeNames(extensions)} file`
}

// A JSON object of a file (a spec, a notebook's output): not null, not a list.
/** @param {unknown} value @returns {value is Record<string, any>} */
const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value)

// Text as HTML shows it, never as markup.
/** @param {unknown} text */
const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"]/g,
    (c) =>
      /** @type {Record<string, string>} */ ({
        "&": "&amp;",
        "<": "&lt;",
        ">": "&gt;",
        '"': "&quot;",
      })[c],
  )

// A short name for content, for a file the build writes: the same content, the same name.
/** @param {string | Buffer} data @param {number} [length] */
const digest = (data, length = 16) =>
  createHash("sha256").update(data).digest("hex").slice(0, length)

module.exports = {
  IMAGE_TYPES,
  dataFileProblem,
  digest,
  escapeHtml,
  hasScheme,
  imageFile,
  imageProblem,
  isFile,
  isFileOfType,
  isInside,
  isObject,
  linkProblem,
  typeNames,
}
