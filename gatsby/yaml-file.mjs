// Reading one of the owner's YAML files for the build's checks: every way the file itself can be
// wrong (missing, a folder, empty, not YAML, not the expected kind of value) becomes one line
// that names the file. Shared by the content checks and the EmailJS configuration.
import path from "node:path"
import { locate, readContentText, refusalText } from "content-files"
import yaml from "js-yaml"

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

/**
 * @param {string} file
 * @param {{ kind: "fields" | "list", example: string, optional?: boolean }} expected
 * @returns {{ data: unknown, problem: null } | { data: null, problem: string | null }}
 */
export function readYamlFile(file, { kind, example, optional = false }) {
  const dir = path.dirname(file)
  const { refusal } = locate(path.basename(file), { dir, contentDir: dir })
  if (refusal === "missing")
    return { data: null, problem: optional ? null : `${file}: the file is missing` }
  if (refusal === "folder") return { data: null, problem: `${file}: is a folder, expected a file` }
  if (refusal)
    return {
      data: null,
      problem: `${file}: ${refusalText(refusal, { contentDir: dir, relativeTo: dir })}`,
    }
  let data
  try {
    data = readYaml(file)
  } catch (error) {
    if (!(error instanceof yaml.YAMLException)) throw error
    const at = error.mark ? ` at line ${error.mark.line + 1}, column ${error.mark.column + 1}` : ""
    return { data: null, problem: `${file}: not valid YAML${at}: ${error.reason}` }
  }
  const expected =
    kind === "list" ? `a list, one entry per "- " line (${example})` : `fields such as ${example}`
  if (data === undefined || data === null) {
    return optional
      ? { data: {}, problem: null }
      : { data: null, problem: `${file}: the file is empty, expected ${expected}` }
  }
  const isList = Array.isArray(data)
  const isFields = typeof data === "object" && !isList
  if (kind === "list" ? !isList : !isFields) {
    return { data: null, problem: `${file}: expected ${expected}, ${describeValue(data)}` }
  }
  return { data, problem: null }
}

const MAX_SHOWN = 60

/** A value as a message shows it: JSON, cut to a readable length. @param {unknown} value */
export function describeValue(value) {
  if (value === undefined) return "it is missing"
  const json = JSON.stringify(value) ?? String(value)
  return `got ${json.length > MAX_SHOWN ? `${json.slice(0, MAX_SHOWN - 1)}…` : json}`
}
