// Reading one of the owner's YAML files for the build's checks: every way the file itself can be
// wrong (missing, a folder, empty, not YAML, not the expected kind of value) becomes one problem
// that names the file, and every node of a file that is read can be found by its path, so that a
// problem knows its line and column. Shared by the content checks and the EmailJS configuration.
import path from "node:path"
import { locate, readContentText, refusalText } from "content-files"
import yaml from "js-yaml"
import { isMap, isScalar, isSeq, LineCounter, parseDocument } from "yaml"

/** @typedef {import("./problem").Position} Position */
/** @typedef {import("./problem").Problem} Problem */
/** @typedef {(path: ReadonlyArray<PropertyKey>, options?: { key?: boolean }) => Position} Locate */

/**
 * A YAML file's data: the one way the project reads YAML (the checks below, the build, the tests,
 * the bench). Throws js-yaml's error for text that is not YAML.
 * @param {string} file
 * @returns {unknown}
 */
export function readYaml(file) {
  // Through content-files' guard, with the file's own folder as the root: a YAML file that is a
  // link out of its folder is read as missing, never followed.
  const dir = path.dirname(file)
  const { text, refusal } = readContentText(path.basename(file), { dir, contentDir: dir })
  if (text === null) throw new Error(`${file}: the file cannot be read (${refusal})`)
  return yaml.load(text)
}

const START = { line: 1, column: 1 }

/**
 * Where each node of a YAML text is, by its path (["skills", 0, "level"] without the file's name:
 * [0, "level"]): the line and column (from 1) of its value, or of its key with `key: true`. A path
 * that leads nowhere (a field that is missing) gives the nearest node on its way: the entry or the
 * object that lacks it. js-yaml reads the data; the `yaml` package, which keeps every node's
 * place in the text, only finds them, and only when a problem asks.
 * @param {string} text
 * @returns {Locate}
 */
export function yamlLocator(text) {
  /** @type {{ document: import("yaml").Document, lines: LineCounter } | undefined} */
  let parsed
  return (path, { key = false } = {}) => {
    if (!parsed) {
      const lines = new LineCounter()
      parsed = { document: parseDocument(text, { lineCounter: lines }), lines }
    }
    const { document, lines } = parsed
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
      if (!node) break
      found = node
    }
    const offset = /** @type {{ range?: [number, number, number] } | null} */ (found)?.range?.[0]
    if (offset === undefined) return START
    const { line, col } = lines.linePos(offset)
    return { line, column: col }
  }
}

/**
 * @param {string} file
 * @param {{ kind: "fields" | "list", example: string, optional?: boolean }} expected
 * @returns {{ data: unknown, problem: null, at: Locate } | { data: null, problem: Problem | null, at: Locate }}
 */
export function readYamlFile(file, { kind, example, optional = false }) {
  const nowhere = () => START
  const dir = path.dirname(file)
  const place = { dir, contentDir: dir }
  const { refusal } = locate(path.basename(file), place)
  const refused = (/** @type {string} */ message) => ({
    data: null,
    problem: { message: `${file}: ${message}` },
    at: nowhere,
  })
  if (refusal === "missing")
    return optional ? { data: null, problem: null, at: nowhere } : refused("the file is missing")
  if (refusal === "folder") return refused("is a folder, expected a file")
  if (refusal) return refused(refusalText(refusal, { contentDir: dir, relativeTo: dir }))
  // Through content-files' guard, as readYaml reads.
  const text = readContentText(path.basename(file), place).text ?? ""
  const at = yamlLocator(text)
  let data
  try {
    data = yaml.load(text)
  } catch (error) {
    if (!(error instanceof yaml.YAMLException)) throw error
    const mark = error.mark && { line: error.mark.line + 1, column: error.mark.column + 1 }
    const where = mark ? ` at line ${mark.line}, column ${mark.column}` : ""
    const message = `${file}: not valid YAML${where}: ${error.reason}`
    return { data: null, problem: { message, file, ...(mark ?? START) }, at }
  }
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
  const json = JSON.stringify(value) ?? String(value)
  return `got ${json.length > MAX_SHOWN ? `${json.slice(0, MAX_SHOWN - 1)}…` : json}`
}
