// @ts-check
// How DuckDB's command line reads a script given on its standard input (`duckdb < queries.sql`):
// a port of `ShellState::ProcessInput` and the functions it calls in DuckDB's tools/shell/shell.cpp
// (`local_getline`, `_all_whitespace`, `line_contains_semicolon`, `SQLIsComplete`,
// `skipDollarQuotedString`). The command line does not parse SQL: it gathers lines until one holds a
// ";" that ends the text by its own simpler rules (quotes without escapes, comments that do not
// nest), hands that text to DuckDB's parser, and runs a line that starts with "." while it holds
// nothing as a command of its own (.shell, .system). What DuckDB's parser reads as one statement, it
// can cut elsewhere; this module says where, so that what a reader is told to run can be judged.
//
// Rules of DuckDB 1.0 to today; they differ in one point, named by `underscoreInDollarTags`: since
// 1.5 `$a_b$` opens a dollar-quoted text, before 1.5 (in sqlite3_api_wrapper's `sqlite3_complete`)
// a tag is letters and bytes from 0x80 only, then digits.

/**
 * @typedef {{ kind: "command", line: number, text: string }} CliCommand a line the command line runs
 *   as a command of its own, such as `.shell touch x` (`line` counts the script's lines from 1)
 * @typedef {{ kind: "sql", line: number, endLine: number, text: string, complete: boolean }} CliSql
 *   text the command line hands DuckDB's parser: gathered from `line` to `endLine`, run when a line
 *   with ";" completed it (`complete`), or at the end of the script
 * @typedef {CliCommand | CliSql} CliUnit
 * @typedef {{ name: string, underscoreInDollarTags: boolean }} CliRules
 */

/** @type {CliRules[]} */
const CLI_RULES = [
  { name: "DuckDB's command line", underscoreInDollarTags: true },
  { name: "DuckDB's command line before 1.5", underscoreInDollarTags: false },
]

// StringUtil::CharacterIsSpace, as the command line's IsSpace.
const isSpace = (/** @type {string | undefined} */ c) =>
  c === " " || c === "\t" || c === "\n" || c === "\v" || c === "\f" || c === "\r"

/**
 * The lines of a script as `local_getline` reads them with `fgets`: cut after each "\n", which is
 * dropped with one "\r" before it; a last line without "\n" keeps its "\r".
 * @param {string} script
 */
function scriptLines(script) {
  const lines = script.split("\n")
  const last = /** @type {string} */ (lines.pop())
  const ended = lines.map((line) => (line.endsWith("\r") ? line.slice(0, -1) : line))
  return last === "" ? ended : [...ended, last]
}

/**
 * `_all_whitespace`: whether a text is only spaces and comments, as the command line sees them: a
 * block comment ends at its first "*" "/" (no nesting), and "--" runs to the next "\n" only.
 * @param {string} text
 */
function allWhitespace(text) {
  for (let i = 0; i < text.length; i++) {
    if (isSpace(text[i])) continue
    if (text[i] === "/" && text[i + 1] === "*") {
      i += 2
      while (i < text.length && !(text[i] === "*" && text[i + 1] === "/")) i++
      if (i >= text.length) return false
      i++
      continue
    }
    if (text[i] === "-" && text[i + 1] === "-") {
      i += 2
      while (i < text.length && text[i] !== "\n") i++
      if (i >= text.length) return true
      continue
    }
    return false
  }
  return true
}

// A character of a dollar quote's tag: a letter, "_" (since 1.5), a byte from 0x80 (any character
// beyond ASCII, each of whose UTF-8 bytes is one), or a digit after the first.
function isTagCharacter(
  /** @type {string} */ c,
  /** @type {number} */ index,
  /** @type {CliRules} */ rules,
) {
  if (/[A-Za-z]/.test(c) || c.charCodeAt(0) >= 0x80) return true
  if (c === "_" && rules.underscoreInDollarTags) return true
  return index > 1 && /[0-9]/.test(c)
}

/**
 * `skipDollarQuotedString`: where the dollar quote that opened with `tag` closes (the index of its
 * last "$"), from `from` on; -1 when it does not.
 * @param {string} sql
 * @param {number} from
 * @param {string} tag
 */
function dollarQuoteEnd(sql, from, tag) {
  for (let i = from; i < sql.length; i++) {
    if (sql[i] !== "$") continue
    let end = i + 1
    while (end < sql.length && sql[end] !== "$") end++
    if (end >= sql.length) return -1
    if (sql.slice(i + 1, end) === tag) return end
  }
  return -1
}

/**
 * `SQLIsComplete`: whether the command line runs the text it holds: its last token, outside quotes
 * ('…' and "…" end at the next same quote: no escapes), comments and dollar quotes, is ";".
 * @param {string} sql
 * @param {CliRules} rules
 */
function isComplete(sql, rules) {
  let endsWithSemicolon = false
  for (let i = 0; i < sql.length; i++) {
    const c = sql[i]
    if (c === ";") endsWithSemicolon = true
    else if (c === " " || c === "\r" || c === "\t" || c === "\n" || c === "\f") continue
    else if (c === "/" && sql[i + 1] === "*") {
      i += 2
      while (i < sql.length && !(sql[i] === "*" && sql[i + 1] === "/")) i++
      if (i >= sql.length) return false
      i++
    } else if (c === "-" && sql[i + 1] === "-") {
      while (i < sql.length && sql[i] !== "\n") i++
      if (i >= sql.length) return endsWithSemicolon
    } else if (c === "'" || c === '"') {
      i++
      while (i < sql.length && sql[i] !== c) i++
      if (i >= sql.length) return false
    } else if (c === "$") {
      let tagEnd = 0
      for (let k = 1; i + k < sql.length; k++) {
        if (sql[i + k] === "$") tagEnd = k
        if (sql[i + k] === "$" || !isTagCharacter(sql[i + k], k, rules)) break
      }
      if (tagEnd === 0) endsWithSemicolon = false
      else {
        i = dollarQuoteEnd(sql, i + tagEnd + 1, sql.slice(i + 1, i + tagEnd))
        if (i === -1) return false
      }
    } else endsWithSemicolon = false
  }
  return endsWithSemicolon
}

/**
 * What DuckDB's command line does with a script, in order: each command it runs and each text it
 * hands DuckDB's parser. A line that starts with Ctrl-C (0x03) drops what it holds; blank and
 * comment lines, and lines that start with "#", are skipped while it holds nothing.
 * @param {string} script
 * @param {CliRules} [rules]
 * @returns {CliUnit[]}
 */
function cliReading(script, rules = CLI_RULES[0]) {
  // fgets reads a NUL byte into the line, and the line ends there for the command line.
  if (script.includes("\0")) throw new Error("a script with a NUL character is not read as written")
  /** @type {CliUnit[]} */
  const units = []
  /** @type {{ line: number, text: string } | null} */
  let held = null
  const lines = scriptLines(script)
  for (const [index, line] of lines.entries()) {
    const number = index + 1
    if (line[0] === "\x03") held = null
    else if (held === null && allWhitespace(line)) continue
    else if (held === null && (line[0] === "." || line[0] === "#")) {
      if (line[0] === ".") units.push({ kind: "command", line: number, text: line })
    } else {
      /** @type {string} */
      const added = held === null ? line.replace(/^[ \t\n\v\f\r]+/, "") : `\n${line}`
      held =
        held === null ? { line: number, text: added } : { line: held.line, text: held.text + added }
      if (added.includes(";") && isComplete(held.text, rules)) {
        units.push({ kind: "sql", ...held, endLine: number, complete: true })
        held = null
      } else if (allWhitespace(held.text)) held = null
    }
  }
  if (held !== null && !allWhitespace(held.text))
    units.push({ kind: "sql", ...held, endLine: lines.length, complete: false })
  return units
}

module.exports = { CLI_RULES, allWhitespace, cliReading, isComplete }
