// @ts-check
// The case-study loader: a case study's file, Markdown or a Jupyter notebook, decided once by its
// kind (kind.js), read through content-files' guard, and parsed once a build. Every module of the
// build that reads a case study (the content checks, the skills' evidence, the plugins) loads it
// here; a new format is one more entry of kind.js's FORMATS and of PARSERS below.
const path = require("node:path")
const { readContentText, siteFolderPlace } = require("content-files")
const mime = require("mime")
const remark = require("remark")
const gfm = require("remark-gfm")
const { CASE_STUDY_FORMATS, caseStudyKind, kindOfExtension } = require("./kind")
const { parseNotebook } = require("./notebook-json")

/**
 * @typedef {import("./kind").CaseStudyKind} CaseStudyKind
 * @typedef {import("./notebook-json").Notebook} Notebook
 * @typedef {import("unist").Node & { children?: MarkdownTree[], [key: string]: unknown }} MarkdownTree
 * @typedef {NonNullable<ReturnType<typeof import("content-files").readContentText>["refusal"]>} Refusal
 * @typedef {{ file: string, text: string | null, refusal: Refusal | null }} Read the file as named,
 *   its text, or why the guard refused it (null text)
 * @typedef {Read & { kind: "markdown", tree: MarkdownTree }} LoadedMarkdown its tree as the checks
 *   and gatsby-transformer-remark parse it (remark 13 with GitHub's extensions); an empty tree for
 *   a file the guard refused
 * @typedef {Read & { kind: "notebook" } & ({ notebook: Notebook, problem: null } | { notebook: null, problem: string })} LoadedNotebook
 *   the notebook, or why it is not one
 * @typedef {LoadedMarkdown | LoadedNotebook} LoadedCaseStudy
 */

// Each kind's parser of a file's text. What a parser returns is frozen, as it is shared by every
// module that loads the file: a module that would change it changes its own copy.
const PARSERS = {
  /** @param {string} text */
  markdown: (text) => ({ tree: /** @type {MarkdownTree} */ (remark().use(gfm).parse(text)) }),
  /** @param {string} text */
  notebook: (text) => parseNotebook(text),
}

/** @template T @param {T} value @returns {T} */
function deepFrozen(value) {
  /** @type {unknown[]} */
  const waiting = [value]
  while (waiting.length > 0) {
    const item = waiting.pop()
    if (item === null || typeof item !== "object" || Object.isFrozen(item)) continue
    Object.freeze(item)
    waiting.push(...Object.values(item))
  }
  return value
}

// What was parsed, by the file's path and kind: parsed again only when its text has changed (under
// `gatsby develop`, an edit).
/** @type {Map<string, { text: string, parsed: object }>} */
const parsedFiles = new Map()

/**
 * @param {CaseStudyKind} kind
 * @param {string} file
 * @param {string} text
 */
function parsed(kind, file, text) {
  const key = `${kind}:${path.resolve(file)}`
  const known = parsedFiles.get(key)
  if (known?.text === text) return known.parsed
  const fresh = deepFrozen(PARSERS[kind](text))
  parsedFiles.set(key, { text, parsed: fresh })
  return fresh
}

/**
 * The case study `file` (a path the build names: absolute, or relative to the site's folder, inside
 * `contentDir`), read through the guard and parsed by its kind; null for a file of no kind (the
 * content checks refuse its path: caseStudyFileProblem). Its tree or notebook is frozen and shared.
 * @param {string} file
 * @param {string} contentDir
 * @returns {LoadedCaseStudy | null}
 */
function loadCaseStudy(file, contentDir) {
  const kind = caseStudyKind(file)
  if (kind === null) return null
  const { text, refusal } = readContentText(file, siteFolderPlace(contentDir))
  const read = { file, text, refusal }
  return /** @type {LoadedCaseStudy} */ ({ ...read, kind, ...parsed(kind, file, text ?? "") })
}

/**
 * The case study loaded as the kind `kind`, or an Error naming the kind it is: for a module that
 * reads one kind only.
 * @template {CaseStudyKind} K
 * @param {string} file
 * @param {string} contentDir
 * @param {K} kind
 * @returns {Extract<LoadedCaseStudy, { kind: K }>}
 */
function loadCaseStudyOf(file, contentDir, kind) {
  const loaded = loadCaseStudy(file, contentDir)
  if (loaded?.kind !== kind)
    throw new Error(`${file} is not a case study of the kind "${kind}" (${CASE_STUDY_FORMATS})`)
  return /** @type {Extract<LoadedCaseStudy, { kind: K }>} */ (loaded)
}

// The media types gatsby-source-filesystem gives a Markdown file by its extension (with the same
// `mime` package), which gatsby-transformer-remark reads: .md, .markdown, .mkd, any case.
const MARKDOWN_TYPES = ["text/markdown", "text/x-markdown"]

/**
 * Whether gatsby-transformer-remark reads `file` as Markdown: a case study's, and any other
 * Markdown file of the content folder (a document a case study links, a note).
 * @param {string} file
 */
const isGatsbyMarkdown = (file) => MARKDOWN_TYPES.includes(mime.getType(path.extname(file)) ?? "")

// The field of the node a transformer makes a case study's Markdown on (a JupyterNotebook) that
// names the folder where it keeps the files it wrote for that Markdown (a notebook's chart specs,
// in its Gatsby cache: the content folder is never written).
const MADE_FILES_DIR = "madeFilesDir"

/**
 * The node a transformer creates for a case study's Markdown, with the folder of the files it
 * wrote for it.
 * @template {object} N
 * @param {N} node
 * @param {string} dir
 * @returns {N & { [MADE_FILES_DIR]: string }}
 */
const withMadeFilesDir = (node, dir) => ({ ...node, [MADE_FILES_DIR]: dir })

/**
 * The case study a remark plugin is given (its MarkdownRemark's parent: a Markdown file's File
 * node, or the node a transformer made its Markdown on): its file, its kind, and the folder of the
 * files its transformer wrote (null for the owner's Markdown).
 * @param {{ markdownNode: { parent: string | null }, getNode: (id: string) => any }} api
 * @returns {{ file: string, kind: CaseStudyKind | null, madeFilesDir: string | null }}
 */
function caseStudyOfNode({ markdownNode, getNode }) {
  const parent = markdownNode.parent === null ? null : getNode(markdownNode.parent)
  const file = String(parent?.absolutePath ?? "")
  const made = parent?.[MADE_FILES_DIR]
  return { file, kind: caseStudyKind(file), madeFilesDir: typeof made === "string" ? made : null }
}

module.exports = {
  CASE_STUDY_FORMATS,
  caseStudyKind,
  caseStudyOfNode,
  isGatsbyMarkdown,
  kindOfExtension,
  loadCaseStudy,
  loadCaseStudyOf,
  withMadeFilesDir,
}
