// @ts-check
// The owner's files as every format of a case study names them (Markdown, notebooks, charts, and
// whatever comes next): a path relative to the file that names it, inside the content folder, never
// a web address, and of the type its use needs, judged by its first bytes rather than its name (a
// README renamed .jpg is not an image). One module, so that every format refuses the same things in
// the same words.
const { createHash } = require("node:crypto")
const { sync: probeImageSize } = require("probe-image-size")
const {
  contentEntryProblems,
  contentFileList,
  isInside,
  isReadable,
  locate,
  readContentFile,
  refusalText,
} = require("./guard")
const {
  PUBLISHED_KINDS,
  REFUSED_KINDS,
  isPublishable,
  publishedFileProblem,
  publishedKindOf,
} = require("./published")
const { markupStart, signatures, typeNames } = require("./types")
const { hasScheme } = require("./address")
const { MAX_DATA_BYTES, dataFile, dataFileProblem, dataRefusalText } = require("./data-file")
const { csvText } = require("./csv")
const { isHtmlComment } = require("./html-comment")
const { escapeControls, hasControlCharacter, logText, problemList } = require("./log-text")

// The addresses a link may have that are no file: the web's, e-mail, telephone.
const WEB_ADDRESS = /^(https?:|mailto:|tel:|\/\/)/i

/** @typedef {import("./types").FileType} FileType */

/** @type {ReadonlyArray<FileType>} */
const IMAGE_TYPES = ["JPEG", "PNG", "WebP", "AVIF"]

// The most pixels an image of the content may have, read from its header before anything decodes
// it. A camera's 48-megapixel picture (8,000 x 6,000) passes; past it a picture is 25 times what the
// widest image on the site needs (1,408 pixels wide), and decoded (4 bytes a pixel) it takes 200 MB
// in sharp, which gatsby-plugin-sharp runs on several images at once. A header of 30,000 x 30,000
// in a file of 150 KB would otherwise pass, and stop the build in sharp with no place.
const MAX_IMAGE_PIXELS = 50_000_000

const counted = (/** @type {number} */ count) => count.toLocaleString("en")

/**
 * What is wrong with an image's size, read from its header without decoding it (probe-image-size,
 * which Gatsby's sharp plugins read sizes with too), as the end of a sentence about it ("the image
 * "x.png" is 30,000 x 30,000 pixels …"), or null: more pixels than MAX_IMAGE_PIXELS, or a header
 * that gives no size, which nothing could decode.
 * @param {Buffer} bytes
 * @returns {string | null}
 */
function imageSizeProblem(bytes) {
  const size = probeImageSize(bytes)
  if (!size)
    return "has no width and height in its header: save it again as a JPEG, PNG, WebP or AVIF image"
  const pixels = size.width * size.height
  if (pixels <= MAX_IMAGE_PIXELS) return null
  const millions = (/** @type {number} */ count) =>
    `${(count / 1_000_000).toLocaleString("en", { maximumFractionDigits: 1 })} million`
  return `is ${counted(size.width)} x ${counted(size.height)} pixels (${millions(pixels)}), more than the ${millions(MAX_IMAGE_PIXELS)} an image may have: make it smaller (2,000 pixels wide is more than the site shows)`
}

/**
 * imageSizeProblem of an image file that `locate` found, read through the guard.
 * @param {string} file
 * @param {string} contentDir
 */
const imageFileSizeProblem = (file, contentDir) =>
  imageSizeProblem(readContentFile(file, contentDir))

/**
 * Whether bytes (a file's first, or an image a notebook carries) are of one of `types`.
 * @param {Buffer} bytes
 * @param {ReadonlyArray<FileType>} types
 */
const bytesOfType = (bytes, types) => types.some((type) => signatures[type](bytes))

/**
 * Whether a file `locate` found is one of `types`, judged by its first bytes.
 * @param {string} file
 * @param {string} contentDir
 * @param {ReadonlyArray<FileType>} types
 */
function isOfType(file, contentDir, types) {
  return bytesOfType(readContentFile(file, contentDir, 512), types)
}

/**
 * Whether `file`, a path relative to `folder` (the content folder), is a file the guard lets the
 * build read, of one of `types`.
 * @param {string} folder
 * @param {string} file
 * @param {ReadonlyArray<FileType>} types
 */
function isFileOfType(folder, file, types) {
  const found = locate(file, { dir: folder, contentDir: folder })
  return found.file !== null && isOfType(found.file, folder, types)
}

/**
 * @typedef {import("./guard").Place} Place
 */

/**
 * The file a Markdown image's address names (an address, so %20 is a space), or why it names none
 * the build may read: a web address, not a path, or the guard's refusal (outside the content
 * folder, missing, a link that leads out of it, a folder).
 * @param {string} url
 * @param {Place} place
 * @returns {{ file: string, problem: null, refusal: null } | { file: null, problem: string, refusal: import("./guard").Refusal | null }}
 */
function imageFile(url, place) {
  if (hasScheme(url))
    return {
      file: null,
      problem: `the image "${url}" is a web address: put the file beside the case study and link it by its path`,
      refusal: null,
    }
  let filePath
  try {
    filePath = decodeURI(url)
  } catch {
    return { file: null, problem: `the image "${url}" is not a path`, refusal: null }
  }
  const { file, refusal } = locate(filePath, place)
  if (refusal === null) return { file, problem: null, refusal }
  const wording = { contentDir: place.contentDir, relativeTo: "the case study" }
  return { file: null, problem: `the image "${url}" ${refusalText(refusal, wording)}`, refusal }
}

/**
 * What is wrong with an image of a case study, if anything: it must be a JPEG, PNG, WebP or AVIF
 * file inside the content folder, named by its path relative to the case study, of at most
 * MAX_IMAGE_PIXELS.
 * @param {string} url
 * @param {Place} place
 * @returns {string | null}
 */
function imageProblem(url, place) {
  const { file, problem } = imageFile(url, place)
  if (!file) return problem
  if (!isOfType(file, place.contentDir, IMAGE_TYPES))
    return `the image "${url}" is not a ${typeNames(IMAGE_TYPES)} image`
  const size = imageFileSizeProblem(file, place.contentDir)
  return size && `the image "${url}" ${size}`
}

/**
 * What is wrong with a link of a case study as a link to a file, if anything: a linked file inside
 * the content folder is copied into the site as it is, so it must be there, and of a kind the site
 * publishes by its name and its content (published.js). Links to a web address, a page of the site
 * ("/projects/…/") or a heading of the page ("#…") are not files; a link of another scheme
 * (javascript:, data:, file:) is refused.
 * @param {string} url
 * @param {Place} place
 * @returns {string | null}
 */
function linkProblem(url, place) {
  if (hasScheme(url) && !WEB_ADDRESS.test(url))
    return `the link "${url}" is not a web address (https://…), an e-mail address (mailto:) or a path: a link of another scheme (javascript:, data:, file:) is refused`
  if (!url || hasScheme(url) || /^[#/?]/.test(url)) return null
  const found = locate(url, place)
  const { refusal } = found
  // The site gets a copy of what a link names: a link would be copied as a link, to nothing.
  if (refusal === null) {
    if (found.linked) return `the link "${url}" names a link to another file: link that file itself`
    const problem = publishedFileProblem(found.file, place.contentDir)
    return problem && `the link "${url}" ${problem}`
  }
  const bare = url.replace(/[?#][\s\S]*$/, "")
  if (refusal === "missing" && bare !== url && locate(bare, place).refusal === null)
    return `the link "${url}" has a query or a fragment after the file's name, which the site cannot publish: link the file alone ("${bare}")`
  if (refusal === "missing" || refusal === "folder")
    return `the link "${url}" goes to no file (its path is relative to the case study): link a file inside ${place.contentDir}/, a page of the site by its address (/projects/…/) or a web address`
  return `the link "${url}" ${refusalText(refusal, { contentDir: place.contentDir, relativeTo: "the case study" })}`
}

/**
 * The place of a path the build itself names (absolute, or relative to the site's folder), such as
 * a case study that projects.yaml names, rather than one a file of the content names.
 * @param {string} contentDir
 * @returns {Place}
 */
const siteFolderPlace = (contentDir) => ({ dir: process.cwd(), contentDir })

/**
 * The text of a file of the content folder (a case study, a spec, a YAML file), by its path
 * relative to `dir`, or why the build may not read it.
 * @param {string} file
 * @param {Place} place
 * @returns {{ text: string, file: string, refusal: null } | { text: null, file: null, refusal: import("./guard").Refusal }}
 */
function readContentText(file, place) {
  const found = locate(file, place)
  if (found.refusal !== null) return { text: null, file: null, refusal: found.refusal }
  return {
    text: readContentFile(found.file, place.contentDir).toString("utf8"),
    file: found.file,
    refusal: null,
  }
}

// A JSON object of a file (a spec, a notebook's output): not null, not a list.
/** @param {unknown} value @returns {value is Record<string, any>} */
const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value)

/**
 * How deep a JSON value's lists and objects nest: 0 for a number or a text, 1 for `[1]` or
 * `{"a": 1}`, 2 for `[[1]]`. Measured without recursion, so that a value nested 100,000 deep (a few
 * hundred kilobytes of brackets, which JSON.parse reads) is measured, where a recursive walk of it
 * would overflow the stack; the count stops once past `most`.
 * @param {unknown} value
 * @param {number} [most]
 */
function nestingDepth(value, most = Infinity) {
  let deepest = 0
  /** @type {Array<[unknown, number]>} */
  const waiting = [[value, 1]]
  while (waiting.length > 0 && deepest <= most) {
    const [item, depth] = /** @type {[unknown, number]} */ (waiting.pop())
    if (item === null || typeof item !== "object") continue
    deepest = Math.max(deepest, depth)
    for (const child of Object.values(item)) waiting.push([child, depth + 1])
  }
  return deepest
}

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
  MAX_DATA_BYTES,
  MAX_IMAGE_PIXELS,
  PUBLISHED_KINDS,
  REFUSED_KINDS,
  bytesOfType,
  contentEntryProblems,
  contentFileList,
  csvText,
  dataFile,
  dataFileProblem,
  dataRefusalText,
  digest,
  escapeControls,
  escapeHtml,
  hasControlCharacter,
  hasScheme,
  imageFile,
  imageFileSizeProblem,
  imageProblem,
  imageSizeProblem,
  isFileOfType,
  isHtmlComment,
  isInside,
  isObject,
  isOfType,
  isPublishable,
  isReadable,
  linkProblem,
  locate,
  logText,
  markupStart,
  nestingDepth,
  problemList,
  publishedFileProblem,
  publishedKindOf,
  readContentFile,
  readContentText,
  refusalText,
  siteFolderPlace,
  typeNames,
}
