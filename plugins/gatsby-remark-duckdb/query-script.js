// @ts-check
// A query as the download's .sql file holds it, and whether DuckDB's command line, which its reader
// runs it with (`duckdb < <name>.sql`), reads it as the build did. The command line cuts a script
// into statements by rules of its own (cli-reading.js), and runs a line that starts with "." between
// them as a command (.shell, .system): so each query is accepted only when the command line hands
// DuckDB the whole of it as one text, ending where it ends, and DuckDB reads that text as the same
// statement as the build ran, judged from DuckDB's own tree; and its text holds no control character
// a reader's terminal would take for an order (reader-terminal.js). The owner's text is never
// rewritten.
const { CLI_RULES, cliReading } = require("./cli-reading")
const { queryTextProblem } = require("./reader-terminal")

/**
 * @typedef {{ sql: string, id: string | null, number: number, line: number, describes: boolean }} ScriptQuery
 *   a query of the case study: its text, its id, its number on the page, the line of its block,
 *   and whether it is a DESCRIBE, SUMMARIZE or SHOW (statement.js: isDescribing)
 * @typedef {(sql: string) => Promise<string | null>} StatementsOf DuckDB's reading of a text: its
 *   statements' tree, without their places in the text, as one comparable text; null when DuckDB
 *   reads no statement that reads
 */

const sqlName = (/** @type {string} */ name) => `"${name.replace(/"/g, '""')}"`

// The settings the build runs the queries with, which the .sql file sets before them, so that a
// reader's DuckDB gives each query the page's result: one thread (with more, the order in which an
// aggregate without ORDER BY, list() or first(), meets its rows changes from run to run), and the
// time zone and calendar of the build (DuckDB takes them from the machine: TZ, and the locale).
const RUN_SETTINGS = "SET threads = 1; SET TimeZone = 'UTC'; SET Calendar = 'gregorian';"

// The view a named result is in the .sql file, on a line of its own before the owner's query.
// DuckDB takes a DESCRIBE, SUMMARIZE or SHOW as a view's query only as a subquery: that line
// opens it, `FROM (`, and a line `)` after the owner's query closes it.
const viewLine = (
  /** @type {ScriptQuery} */ { id, describes },
  /** @type {"VIEW" | "TABLE"} */ kind = "VIEW",
) => `CREATE OR REPLACE ${kind} ${sqlName(String(id))} AS${describes ? " FROM (" : ""}`
const viewEnd = (/** @type {ScriptQuery} */ { describes }) => (describes ? "\n)" : "")

/**
 * The statement a query is in the .sql file (and the shell's script): a named one as a view (a
 * table, `kind`) of its id, the others as written.
 * @param {ScriptQuery} query
 * @param {"VIEW" | "TABLE"} [kind]
 */
const namedStatement = (query, kind = "VIEW") =>
  query.id
    ? `${viewLine(query, kind)}\n${query.sql.trimEnd()}${viewEnd(query)}`
    : query.sql.trimEnd()

// Whether every command line runs `script` as one text when it reaches its last line.
function endsByItself(/** @type {string} */ script) {
  const lineCount = script.split("\n").length
  return CLI_RULES.every((rules) => {
    const units = cliReading(script, rules)
    const last = units.at(-1)
    return units.length === 1 && last?.kind === "sql" && last.complete && last.endLine === lineCount
  })
}

/**
 * The lines the .sql file holds for a query: a comment naming it, its text (a named one as the
 * view of its id), and a line ";" after it unless the command line ends it there by itself.
 * @param {ScriptQuery} query
 */
function queryScript(query) {
  const { id, number, line } = query
  const heading = `-- Query ${number} (line ${line} of the case study)${id ? `: the view ${id}` : ""}`
  const script = `${heading}\n${namedStatement(query)}`
  return endsByItself(script) ? script : `${script}\n;`
}

// What to write instead, for a query the command line would cut elsewhere than DuckDB.
const WRITE_INSTEAD =
  "write a quote in a text as two ('it''s', not E'it\\'s') and comments that do not nest"

/**
 * Why DuckDB's command line would not run a query of the .sql file as the build ran it, or null:
 * a line of it run as a command of its own, the query cut elsewhere than where it ends, or a text
 * that DuckDB reads as another statement; or why the file may not hold its text (a control
 * character).
 * @param {ScriptQuery} query
 * @param {StatementsOf} statementsOf
 * @returns {Promise<string | null>}
 */
async function scriptProblem(query, statementsOf) {
  const script = queryScript(query)
  const lineCount = script.split("\n").length
  // The case study's line of a line of the script: the query's text starts after its heading
  // (and its view's line).
  const first = query.id ? 3 : 2
  const place = (/** @type {number} */ scriptLine) => query.line + 1 + scriptLine - first
  // A DESCRIBE in its view's FROM ( … ) is read as that subquery: compared as one.
  const opened = query.id && query.describes ? "FROM (\n" : ""
  const built = await statementsOf(opened ? `${opened}${query.sql}${viewEnd(query)}` : query.sql)
  for (const rules of CLI_RULES) {
    const units = cliReading(script, rules)
    const command = units.find((unit) => unit.kind === "command")
    if (command)
      return `${rules.name} would run line ${place(command.line)} as a command of its own (it starts with "."), not as part of the query: ${WRITE_INSTEAD}`
    const [unit, ...more] = units
    if (unit?.kind !== "sql" || more.length > 0 || !unit.complete || unit.endLine !== lineCount) {
      const cut = unit?.kind === "sql" && unit.complete && unit.endLine < lineCount
      if (
        cut &&
        opened &&
        place(unit.endLine) === query.line + query.sql.trimEnd().split("\n").length
      )
        return `${rules.name} would end the query at its ";", before the ")" that closes it in the download (a named DESCRIBE, SUMMARIZE or SHOW is a view of FROM ( … ) there): leave the ";" out`
      return `${rules.name} would ${cut ? `end the query at line ${place(unit.endLine)}` : "not end the query where it ends"}, where DuckDB does not: ${WRITE_INSTEAD}`
    }
    const view = query.id ? `${viewLine(query)}\n` : ""
    const read = unit.text.startsWith(view)
      ? await statementsOf(`${opened}${unit.text.slice(view.length)}`)
      : null
    if (read === null || read !== built)
      return `${rules.name} would run another statement than the build did (it drops a carriage return before a line's end, and a first line it takes for a comment): keep each text on one line, and end lines with a line feed alone`
  }
  return queryTextProblem(query)
}

module.exports = { RUN_SETTINGS, namedStatement, queryScript, scriptProblem }
