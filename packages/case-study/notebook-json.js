// @ts-check
// A Jupyter notebook's file read as the format (nbformat 4, https://nbformat.readthedocs.io): JSON
// as Python writes it, checked against nbformat's own schema for its version. The case-study loader
// (index.js) parses a notebook with it; gatsby-transformer-notebook reads its cells and outputs.

/** @typedef {import("@jupyterlab/nbformat").INotebookContent} Notebook */

const Ajv = require("ajv-draft-04").default

// nbformat's own JSON schemas (nbformat/, from Jupyter's nbformat), one for each minor version of
// format 4, as Jupyter validates a notebook (4.5 added cell ids).
/** @type {Map<number, import("ajv").ValidateFunction>} */
const validators = new Map()
const validatorFor = (/** @type {number} */ minor) => {
  const version = Math.max(0, Math.min(5, Math.trunc(minor)))
  if (!validators.has(version))
    validators.set(
      version,
      new Ajv({ strict: false, allErrors: true }).compile(
        require(`./nbformat/nbformat.v4.${version}.schema.json`),
      ),
    )
  return /** @type {import("ajv").ValidateFunction} */ (validators.get(version))
}

// JSON as Python writes it, which is how Jupyter saves a notebook and Altair embeds a chart: NaN,
// Infinity and -Infinity (a missing or infinite number in a data frame) are values there, and null
// here, where JSON has no such numbers. What is not JSON even so throws JSON's own error.
function fromPythonJson(/** @type {string} */ text) {
  try {
    return JSON.parse(text)
  } catch (error) {
    const numbers = /"(?:[^"\\]|\\.)*"|-?\bInfinity\b|\bNaN\b/g
    if (!/\bNaN\b|\bInfinity\b/.test(text)) throw error
    try {
      return JSON.parse(text.replace(numbers, (token) => (token.startsWith('"') ? token : "null")))
    } catch {
      throw error
    }
  }
}

// Where in the notebook an error of the schema is, in the words of the page: "cell 4, output 1".
const place = (/** @type {string} */ pointer) =>
  pointer
    .split("/")
    .slice(1)
    .reduce((words, key, index, keys) => {
      if (/^\d+$/.test(key)) return words
      const number = /^\d+$/.test(keys[index + 1] ?? "") ? ` ${Number(keys[index + 1]) + 1}` : ""
      const noun = { cells: "cell", outputs: "output" }[key] ?? `"${key}"`
      return [...words, `${noun}${number}`]
    }, /** @type {string[]} */ ([]))
    .join(", ")

/**
 * The notebook in `text`, or why it cannot be read.
 * @param {string} text
 * @returns {{ notebook: Notebook, problem: null } | { notebook: null, problem: string }}
 */
function parseNotebook(text) {
  /** @type {any} */
  let data
  try {
    data = fromPythonJson(text)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    const at = /at position (\d+)/.exec(message)
    const where = at
      ? (() => {
          const before = text.slice(0, Number(at[1])).split("\n")
          return `at line ${before.length}, column ${before[before.length - 1].length + 1}`
        })()
      : "at its end (it is cut short)"
    return { notebook: null, problem: `not JSON ${where}: save it again from Jupyter` }
  }
  if (!data || typeof data !== "object" || !Array.isArray(data.cells))
    return { notebook: null, problem: "not a Jupyter notebook: it has no list of cells" }
  if (typeof data.nbformat !== "number" || data.nbformat < 4)
    return {
      notebook: null,
      problem: `a notebook of nbformat ${data.nbformat ?? "unknown"}: open it in Jupyter (4 or later) and save it again`,
    }
  const validate = validatorFor(data.nbformat_minor ?? 0)
  const valid = validate(data)
  if (!valid) {
    // The most telling of the schema's errors: the schema tries every kind of cell and output, so
    // "cell_type must be one of" is another kind's complaint; then the deepest, a missing field
    // before the rest.
    const telling = (/** @type {import("ajv").ErrorObject} */ error) =>
      (/\/(cell|output)_type$/.test(error.instancePath) ? -100 : 0) +
      error.instancePath.split("/").length * 10 +
      (error.keyword === "required" ? 3 : ["type", "enum"].includes(error.keyword) ? 2 : 1)
    const [error] = [...(validate.errors ?? [])].sort((a, b) => telling(b) - telling(a))
    const where = place(error?.instancePath ?? "")
    return {
      notebook: null,
      problem: `not a valid Jupyter notebook (nbformat ${data.nbformat}.${data.nbformat_minor ?? 0}): ${where ? `${where} ` : ""}${error?.message ?? ""}: save it again from Jupyter`,
    }
  }
  return { notebook: data, problem: null }
}

module.exports = { fromPythonJson, parseNotebook }
