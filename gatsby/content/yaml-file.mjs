// Reading the owner's YAML files: every way a file itself can be wrong (missing, a folder, too
// large, empty, not YAML, not the expected kind of value) becomes one problem that names the file
// and, where there is one, its line; every node of a file that is read can be found by its path, so
// that a problem knows its line and column. One parser, the `yaml` package, reads the data and
// keeps every node's place. Shared by the content checks, the EmailJS configuration and the build.
import path from "node:path"
import { locate, readContentText, refusalText } from "content-files"
import {
  isAlias,
  isCollection,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  visit,
} from "yaml"

/** @typedef {import("./problem").Position} Position */
/** @typedef {import("./problem").Problem} Problem */
/** @typedef {(path: ReadonlyArray<PropertyKey>, options?: { key?: boolean }) => Position} Locate */

// The limits a YAML file of the content meets (content/README.md), so that a file of a few bytes
// cannot grow into gigabytes as it is read (a "billion laughs": aliases of aliases of a list), nor
// be one that gatsby-transformer-yaml's js-yaml, which reads the files after the checks, fails on.
// An owner's largest file is tens of kilobytes.
export const MAX_YAML_BYTES = 1_000_000
// The `yaml` package's maxAliasCount: how many times in all a file's aliases (*name) may repeat the
// values of their anchors (&name), an alias counting once for each alias inside what it repeats.
export const MAX_YAML_ALIASES = 100
// js-yaml's own limit (its maxDepth).
export const MAX_YAML_DEPTH = 100

// As js-yaml's default schema reads, which gatsby-transformer-yaml uses: YAML 1.2's core types,
// dates (2024-03-14) and merge keys (<<: *defaults); any other tag is refused.
/** @type {import("yaml").ParseOptions & import("yaml").DocumentOptions & import("yaml").SchemaOptions} */
const OPTIONS = { schema: "core", customTags: ["timestamp"], merge: true, prettyErrors: false }

const START = { line: 1, column: 1 }

/** @typedef {{ reason: string } & Position} YamlError */

/**
 * The data of a YAML text, where its nodes are, and why it cannot be read, if it cannot: a syntax
 * error, a tag js-yaml does not know, a key that is a list or a map, nesting deeper than
 * MAX_YAML_DEPTH, aliases past MAX_YAML_ALIASES, an alias with no anchor. The error is at the place
 * of its node.
 * @param {string} text
 * @returns {{ data: unknown, at: Locate, error: null } | { data: null, at: Locate, error: YamlError }}
 */
export function parseYaml(text) {
  const lines = new LineCounter()
  const document = parseDocument(text, { ...OPTIONS, lineCounter: lines })
  const at = locator(document, lines)
  const refused = (/** @type {number} */ offset, /** @type {string} */ reason) => {
    const { line, col } = lines.linePos(offset)
    return { data: null, at, error: { reason, line, column: col } }
  }
  const [error] = document.errors.length ? document.errors : document.warnings
  if (error) return refused(error.pos[0], syntaxReason(error))
  const shape = shapeError(document)
  if (shape) return refused(shape.offset, shape.reason)
  try {
    return { data: document.toJS({ maxAliasCount: MAX_YAML_ALIASES }), at, error: null }
  } catch (thrown) {
    const message = thrown instanceof Error ? thrown.message : String(thrown)
    const unresolved = /^Unresolved alias.*: (.*)$/.exec(message)?.[1]
    const alias = firstAlias(document, unresolved)
    if (unresolved !== undefined)
      return refused(
        alias?.offset ?? 0,
        `the alias *${unresolved} has no anchor &${unresolved} before it`,
      )
    if (/alias count/i.test(message))
      return refused(
        alias?.offset ?? 0,
        `its aliases (the first is *${alias?.source}) repeat the values of their anchors (&name) more than ${MAX_YAML_ALIASES} times in all: write the values out, or use fewer aliases`,
      )
    return refused(0, message)
  }
}

/** A syntax error as a sentence says it. @param {import("yaml").YAMLError} error */
function syntaxReason(error) {
  if (error.code === "RESOURCE_EXHAUSTION")
    return `lists and maps nested more than ${MAX_YAML_DEPTH} deep`
  if (error.code === "TAG_RESOLVE_FAILED")
    return `${error.message.replace(/^Unresolved tag: /, "the tag ")} is not one the site reads: leave it out`
  if (error.code === "MULTIPLE_DOCS")
    return "a second document starts here (a --- line): a content file is one document"
  return error.message
}

/**
 * A key that is a list or a map, or a list or a map nested deeper than MAX_YAML_DEPTH: what js-yaml
 * reads otherwise, or not at all.
 * @param {import("yaml").Document} document
 * @returns {{ offset: number, reason: string } | null}
 */
function shapeError(document) {
  /** @type {{ offset: number, reason: string } | null} */
  let found = null
  visit(document, {
    Pair(_key, pair) {
      if (!isCollection(pair.key)) return undefined
      found = {
        offset: pair.key.range?.[0] ?? 0,
        reason: "a key that is a list or a map: a key is a name",
      }
      return visit.BREAK
    },
    Collection(_key, node, path) {
      if (path.filter(isCollection).length < MAX_YAML_DEPTH) return undefined
      found = {
        offset: node.range?.[0] ?? 0,
        reason: `lists and maps nested more than ${MAX_YAML_DEPTH} deep`,
      }
      return visit.BREAK
    },
  })
  return found
}

/**
 * The first alias of the document (of the anchor `source`, when given), and where it is.
 * @param {import("yaml").Document} document
 * @param {string} [source]
 */
function firstAlias(document, source) {
  /** @type {{ offset: number, source: string } | undefined} */
  let found
  visit(document, {
    Alias(_key, alias) {
      if (source !== undefined && alias.source !== source) return undefined
      found = { offset: alias.range?.[0] ?? 0, source: alias.source }
      return visit.BREAK
    },
  })
  return found
}

/**
 * A file's size past MAX_YAML_BYTES, as a sentence says it, or null.
 * @param {number} size
 */
function sizeProblem(size) {
  if (size <= MAX_YAML_BYTES) return null
  const megabytes = (/** @type {number} */ bytes) =>
    `${(bytes / 1_000_000).toLocaleString("en", { maximumFractionDigits: 1 })} MB`
  return `the file is ${megabytes(size)}, more than the ${megabytes(MAX_YAML_BYTES)} a YAML file of the content may be: keep long texts in a case study`
}

/**
 * A YAML file's data, for the build and the tools once the checks have passed (the résumé, the
 * share cards, the bench, the tests). Throws a sentence naming the file for a file that cannot be
 * read (parseYaml's reasons, or larger than MAX_YAML_BYTES).
 * @param {string} file
 * @returns {unknown}
 */
export function readYaml(file) {
  // Through content-files' guard, with the file's own folder as the root: a YAML file that is a
  // link out of its folder is refused, never followed.
  const { data, problem, missing } = parseYamlFile(file)
  if (missing) throw new Error(`${file}: the file is missing`)
  if (problem) throw new Error(problem.message)
  return data
}

/** @param {string} file @param {YamlError} error */
const notYaml = (file, { reason, line, column }) =>
  `${file}: not valid YAML at line ${line}, column ${column}: ${reason}`

/**
 * Where each node of a YAML text is, by its path (["skills", 0, "level"] without the file's name:
 * [0, "level"]): the line and column (from 1) of its value, or of its key with `key: true`. A path
 * that leads nowhere (a field that is missing) gives the nearest node on its way: the entry or the
 * object that lacks it. The text is parsed when a problem first asks (a notebook's JSON).
 * @param {string} text
 * @returns {Locate}
 */
export function yamlLocator(text) {
  /** @type {Locate | undefined} */
  let at
  return (path, options) => {
    if (!at) {
      const lines = new LineCounter()
      at = locator(parseDocument(text, { ...OPTIONS, lineCounter: lines }), lines)
    }
    return at(path, options)
  }
}

/**
 * parseYaml's and yamlLocator's Locate, of a parsed document.
 * @param {import("yaml").Document} document
 * @param {LineCounter} lines
 * @returns {Locate}
 */
function locator(document, lines) {
  return (path, { key = false } = {}) => {
    /** @type {unknown} */
    let node = document.contents
    /** @type {unknown} */
    let found = node
    for (const [index, step] of path.entries()) {
      if (isSeq(node) && typeof step === "number") node = node.items[step]
      else if (isMap(node)) {
        const pair = node.items.find(
          (item) => isScalar(item.key) && String(item.key.value) === String(step),
        )
        // A field written with no value (`level:`) is found by its key.
        const value = pair?.value
        const empty = !value || (isScalar(value) && value.range?.[0] === value.range?.[1])
        node = pair && ((key && index === path.length - 1) || empty) ? pair.key : value
      } else node = undefined
      if (!node || isAlias(node)) break
      found = node
    }
    const offset = /** @type {{ range?: [number, number, number] } | null} */ (found)?.range?.[0]
    if (offset === undefined) return START
    const { line, col } = lines.linePos(offset)
    return { line, column: col }
  }
}

/**
 * A YAML file read through content-files' guard and parsed, or the problem of the file itself: not
 * one the guard lets the build read, larger than MAX_YAML_BYTES, or not YAML (parseYaml's reasons).
 * A file that is missing has no problem here: `missing` says so.
 * @param {string} file
 * @returns {{ data: unknown, problem: null, at: Locate, missing: false } | { data: null, problem: Problem | null, at: Locate, missing: boolean }}
 */
function parseYamlFile(file) {
  const nowhere = () => START
  const dir = path.dirname(file)
  const place = { dir, contentDir: dir }
  const found = locate(path.basename(file), place)
  const refused = (/** @type {string} */ message) => ({
    data: null,
    problem: { message: `${file}: ${message}`, file },
    at: nowhere,
    missing: false,
  })
  if (found.refusal === "missing") return { data: null, problem: null, at: nowhere, missing: true }
  if (found.refusal === "folder") return refused("is a folder, expected a file")
  if (found.refusal)
    return refused(refusalText(found.refusal, { contentDir: dir, relativeTo: dir }))
  const tooLarge = sizeProblem(found.size)
  if (tooLarge) return refused(tooLarge)
  const { data, at, error } = parseYaml(readContentText(path.basename(file), place).text ?? "")
  if (!error) return { data, problem: null, at, missing: false }
  const { line, column } = error
  return {
    data: null,
    problem: { message: notYaml(file, error), file, line, column },
    at,
    missing: false,
  }
}

/**
 * The problem of a YAML file that is not one of the content files (parseYamlFile's), or null.
 * @param {string} file
 */
export const yamlFileProblem = (file) => parseYamlFile(file).problem

/**
 * A content file: parseYamlFile's data, which must be a list or an object of fields.
 * @param {string} file
 * @param {{ kind: "fields" | "list", example: string, optional?: boolean }} expected
 * @returns {{ data: unknown, problem: null, at: Locate } | { data: null, problem: Problem | null, at: Locate }}
 */
export function readYamlFile(file, expected) {
  const { data, problem, at, missing } = parseYamlFile(file)
  if (missing)
    return expected.optional
      ? { data: null, problem: null, at }
      : { data: null, problem: { message: `${file}: the file is missing`, file }, at }
  if (problem) return { data: null, problem, at }
  return shapedData(file, data, at, expected)
}

/**
 * A content file given as text instead of a file (the views in a deploy variable), checked as
 * readYamlFile checks a file: `source` names it in messages.
 * @param {string} text
 * @param {string} source
 * @param {{ kind: "fields" | "list", example: string, optional?: boolean }} expected
 * @returns {{ data: unknown, problem: null, at: Locate } | { data: null, problem: Problem | null, at: Locate }}
 */
export function readYamlText(text, source, expected) {
  const tooLarge = sizeProblem(Buffer.byteLength(text))
  if (tooLarge) return { data: null, problem: { message: `${source}: ${tooLarge}`, file: source }, at: () => START }
  const { data, at, error } = parseYaml(text)
  if (error) {
    const { line, column } = error
    return { data: null, problem: { message: notYaml(source, error), file: source, line, column }, at }
  }
  return shapedData(source, data, at, expected)
}

/**
 * A content file's parsed data if it is of the file's kind, a list or an object of fields.
 * @param {string} file
 * @param {unknown} data
 * @param {Locate} at
 * @param {{ kind: "fields" | "list", example: string, optional?: boolean }} expected
 * @returns {{ data: unknown, problem: null, at: Locate } | { data: null, problem: Problem | null, at: Locate }}
 */
function shapedData(file, data, at, { kind, example, optional = false }) {
  const expected =
    kind === "list" ? `a list, one entry per "- " line (${example})` : `fields such as ${example}`
  if (data === undefined || data === null) {
    return optional
      ? { data: {}, problem: null, at }
      : {
          data: null,
          problem: { message: `${file}: the file is empty, expected ${expected}`, file, ...START },
          at,
        }
  }
  const isList = Array.isArray(data)
  const isFields = typeof data === "object" && !isList
  if (kind === "list" ? !isList : !isFields) {
    const message = `${file}: expected ${expected}, ${describeValue(data)}`
    return { data: null, problem: { message, file, ...at([]) }, at }
  }
  return { data, problem: null, at }
}

const MAX_SHOWN = 60

/** A value as a message shows it: JSON, cut to a readable length. @param {unknown} value */
export function describeValue(value) {
  if (value === undefined) return "it is missing"
  // JSON writes NaN and Infinity (.nan, .inf) as null.
  const json =
    typeof value === "number" && !Number.isFinite(value)
      ? String(value)
      : (JSON.stringify(value) ?? String(value))
  return `got ${json.length > MAX_SHOWN ? `${json.slice(0, MAX_SHOWN - 1)}…` : json}`
}
