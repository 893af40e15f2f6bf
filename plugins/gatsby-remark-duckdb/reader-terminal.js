// @ts-check
// What reaches a reader's terminal from the download: the .sql file's text (`cat rain.sql`) and
// the results DuckDB's command line prints (`duckdb < rain.sql`). A terminal takes a control
// character for an order (ESC opens a sequence that can set the clipboard or the window's title;
// so do C1 controls U+0080-U+009F, which many terminals read as ESC and a letter). DuckDB's command
// line prints a result's values and column names as they are in most of its modes; its default box
// escapes the bytes below 32 only, not DEL nor C1 controls. So neither a query's text nor a result
// the reader prints may hold a control character other than tab, line feed and carriage return.
const { escapeControls } = require("content-files")

// A control character other than tab, line feed and carriage return: C0, DEL and C1.
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const TERMINAL_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/

// A character as Unicode names it: U+001B.
const codePoint = (/** @type {string} */ c) =>
  `U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`

// How a query leaves them out of a column, written with no control character.
const leftOut = (/** @type {string} */ column) => {
  const name = /^[a-z_][a-z0-9_]*$/.test(column) ? column : `"${column.replace(/"/g, '""')}"`
  return `regexp_replace(${name}, '[\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F-\\x9F]', '', 'g')`
}

/**
 * Why the .sql file may not hold a query's text, or null: a line of it holds a control character.
 * @param {{ sql: string, line: number }} query its text, and the line of its block's fence
 */
function queryTextProblem({ sql, line }) {
  const lines = sql.split("\n")
  const index = lines.findIndex((text) => TERMINAL_CONTROL.test(text))
  if (index === -1) return null
  const [control] = /** @type {RegExpExecArray} */ (TERMINAL_CONTROL.exec(lines[index]))
  return `line ${line + 1 + index} holds a control character (${codePoint(control)}), which a reader who opens the download (cat, a pager) gets as it is, and a terminal can take for an order: write it as chr(${control.charCodeAt(0)})`
}

/**
 * Why a reader's DuckDB may not print a result, or null: a column's name or a value holds a
 * control character, named with its column and row.
 * @param {{ columns: string[], texts: Array<Array<string | null>> }} result its column names, and
 *   its values' exact texts (runner.js's Result)
 */
function resultProblem({ columns, texts }) {
  const orders =
    "which DuckDB's command line prints as it is, and a reader's terminal can take for an order"
  const named = columns.find((column) => TERMINAL_CONTROL.test(column))
  if (named !== undefined) {
    const [control] = /** @type {RegExpExecArray} */ (TERMINAL_CONTROL.exec(named))
    return `its column "${escapeControls(named)}" has a control character (${codePoint(control)}) in its name, ${orders}: name the column with AS`
  }
  for (const [row, values] of texts.entries())
    for (const [i, text] of values.entries()) {
      const control = text === null ? null : TERMINAL_CONTROL.exec(text)?.[0]
      if (control)
        return `its result holds a control character (${codePoint(control)}) in the column "${escapeControls(columns[i])}", row ${row + 1}, ${orders}: leave it out in the query (${escapeControls(leftOut(columns[i]))})`
    }
  return null
}

module.exports = { queryTextProblem, resultProblem }
