// @ts-check
// A Markdown file's front matter (the block between "---" lines at its top), read as
// gatsby-transformer-remark reads it, by gray-matter, which it hands its own options; but in the
// languages, and with the limits, of the content's YAML files. gray-matter's own YAML engine is
// js-yaml 3, with no limit on aliases: 500 bytes of them fill gigabytes. Its JavaScript engine runs
// the text it is given. So the checks give gray-matter engines of ours (YAML through the content's
// YAML reader, JSON nested at most as deep), and refuse any other language; and gatsby-config.ts
// gives Gatsby's gray-matter the same engines, a second wall for a file the checks never saw.
import { logText, nestingDepth } from "content-files"
import matter from "gray-matter"
import { describeValue, MAX_YAML_DEPTH, parseYaml } from "./yaml-file.mjs"

/**
 * Why a front matter block cannot be read: its place (line and column from the file's top, where
 * the language says one) and the end of a sentence.
 * @typedef {{ reason: string, line?: number, column?: number }} FrontMatterProblem
 */

/** A front matter block that cannot be read, as an error gray-matter passes on. */
class FrontMatterError extends Error {
  /** @param {FrontMatterProblem} problem */
  constructor(problem) {
    super(problem.reason)
    this.problem = problem
  }
}

/**
 * A YAML block through the content's YAML reader: its data (gray-matter's type says an object; a
 * list or a value is refused by frontMatterOf). gray-matter hands an engine the block from the end
 * of its opening "---" line on, so that a line of the block is that line of the file.
 * @param {string} block
 * @returns {object}
 */
function yamlBlock(block) {
  const { data, error } = parseYaml(block)
  if (!error) return /** @type {object} */ (data)
  const { reason, line, column } = error
  throw new FrontMatterError({
    reason: `its front matter is not valid YAML at line ${line}, column ${column}: ${reason}`,
    line,
    column,
  })
}

/**
 * A JSON block (---json), nested at most as deep as YAML may.
 * @param {string} block
 * @returns {object}
 */
function jsonBlock(block) {
  let data
  try {
    data = JSON.parse(block)
  } catch (error) {
    throw new FrontMatterError({
      reason: `its front matter (---json) is not valid JSON: ${error instanceof Error ? error.message : error}`,
    })
  }
  if (nestingDepth(data, MAX_YAML_DEPTH) > MAX_YAML_DEPTH)
    throw new FrontMatterError({
      reason: `its front matter (---json) nests lists and objects more than ${MAX_YAML_DEPTH} deep: flatten it`,
    })
  return data
}

/**
 * The engines gatsby-config.ts gives gatsby-transformer-remark, which hands them to gray-matter:
 * front matter read as the checks read it, and an error that names what is wrong on one line of
 * the log (Gatsby prints it as it is, after the file's path).
 */
export const FRONT_MATTER_ENGINES = Object.freeze({
  yaml: { parse: (/** @type {string} */ block) => logged(yamlBlock, block) },
  json: { parse: (/** @type {string} */ block) => logged(jsonBlock, block) },
})

/**
 * @param {(block: string) => object} read
 * @param {string} block
 */
function logged(read, block) {
  try {
    return read(block)
  } catch (error) {
    throw new Error(logText(error instanceof Error ? error.message : String(error)))
  }
}

// The languages a front matter may be written in, as gray-matter names them after the opening
// "---" (none is YAML).
const LANGUAGES = ["yaml", "yml", "json"]

// gray-matter's engines for the checks: ours, and one for JavaScript (---js, ---javascript) that
// refuses it, where gray-matter's own would run it.
const CHECK_ENGINES = {
  yaml: { parse: yamlBlock },
  json: { parse: jsonBlock },
  javascript: {
    parse: () => {
      throw new Error("JavaScript is not read")
    },
  },
}

/**
 * Whether gray-matter reads the start of `text` (with no byte order mark) as front matter: a "---"
 * that is not the start of a longer rule ("----").
 * @param {string} text
 */
export const opensFrontMatter = (text) => matter.test(text) && text.charAt(3) !== "-"

/**
 * A Markdown file's text as gray-matter splits it: the Markdown gatsby-transformer-remark parses
 * (what follows the front matter), and what is wrong with its front matter, if anything: a "---"
 * line that opens it and none that closes it (the whole file would be front matter, the page
 * empty), a language other than YAML or JSON, a block that is not valid YAML (or past the YAML
 * files' limits) or JSON, or one that is not fields (name: value).
 * @param {string} text
 * @returns {{ content: string, problem: FrontMatterProblem | null }}
 */
export function frontMatterOf(text) {
  const unmarked = text.replace(/^\uFEFF/, "")
  const whole = { content: unmarked }
  if (!opensFrontMatter(unmarked)) return { ...whole, problem: null }
  if (unmarked.indexOf("\n---", 3) === -1)
    return {
      ...whole,
      problem: {
        reason:
          'it starts with a "---" line, which opens front matter, and no "---" line closes it: the whole file would be read as front matter, and its page left empty: start it with a heading or text',
        line: 1,
        column: 1,
      },
    }
  let file
  try {
    file = matter(unmarked, { engines: CHECK_ENGINES })
  } catch (error) {
    if (error instanceof FrontMatterError && error.problem.reason)
      return { ...whole, problem: error.problem }
    file = null
  }
  const language = file?.language ?? matter.language(unmarked).name
  if (!file || !LANGUAGES.includes(language.toLowerCase()))
    return {
      ...whole,
      problem: {
        reason: `its front matter is written in "${language}" (---${language}), which the site does not read: write it in YAML (---) or JSON (---json), or leave it out`,
        line: 1,
        column: 1,
      },
    }
  if (typeof file.data !== "object" || Array.isArray(file.data))
    return {
      content: file.content,
      problem: {
        reason: `its front matter is not fields (name: value), ${describeValue(file.data)}`,
        line: 2,
        column: 1,
      },
    }
  return { content: file.content, problem: null }
}
