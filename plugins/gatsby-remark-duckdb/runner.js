// @ts-check
// A case study's queries, run in a process of their own (queries.js starts it, in the case study's
// folder, and kills it at a query's time or memory limit): one in-memory DuckDB in its sandbox, each
// statement judged from DuckDB's syntax tree (statement.js), every path it names through
// content-files' guard, each result streamed up to the rows a page can carry and converted to exact
// texts (cells.js). A named result is a table of the session with DuckDB's own types, for the
// queries after it. Results are cached by the query, the bytes of what it reads and the results it
// reads, so that a rebuild without changes runs nothing.
const {
  existsSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  writeFileSync,
} = require("node:fs")
const path = require("node:path")
const { DuckDBInstance } = require("@duckdb/node-api")
const {
  dataFile,
  dataRefusalText,
  digest,
  hasScheme,
  locate,
  readContentFile,
} = require("content-files")
const { chunkRows } = require("./cells")
const { entryProblem } = require("./download-names")
const { RUN_SETTINGS, scriptProblem } = require("./query-script")
const { resultProblem } = require("./reader-terminal")
const { calledFunctions, unsteadyFunctions } = require("./stability")
const { OWN_TABLE, notReading, readsOf } = require("./statement")

/**
 * @typedef {import("@duckdb/node-api").DuckDBConnection} Connection
 * @typedef {import("@duckdb/node-api").Json} Json
 * @typedef {{ columns: string[], types: string[], rowCount: number, texts: Array<Array<string | null>>, data: Json[][] }} Result
 *   a result: its exact texts and data, for the rows it hands on (none when only later queries read it)
 * @typedef {{ sql: string, id: string | null, number: number, line: number, handOn: boolean }} Job a
 *   query: its number on the page, the line of its block, `handOn` whether its rows leave the
 *   session (its table is shown, or a chart draws it)
 * @typedef {{ ordered: boolean, reads: string[], files: string[], paths: Array<{ name: string, file: string }> }} Read
 *   what a query reads: `reads` the named results, `files` the data files (real paths), `paths`
 *   each as the query reads it (relative to the case study) with its real path
 * @typedef {Read & ({ result: Result, problem: null } | { result: null, problem: string })} Outcome
 * @typedef {{ contentDir: string, contentPath: string, cacheDir: string, jobs: Job[], start: number, failed: number[] }} Task
 *   `contentDir` as messages name it, `contentPath` absolute; the process runs in the case
 *   study's folder
 * @typedef {Omit<Read, "reads"> & { reads: number[], key: string }} Prepared
 * @typedef {{ connection: Connection, keeper: Connection, catalog: Set<string>, unsteady: Map<string, string> }} Session
 *   `catalog` the names of DuckDB's own tables a query could read without a schema, in lower case;
 *   `unsteady` the functions whose result depends on when or where they run, with why
 */

// A new version of how results are made or kept makes every cached one stale.
const CACHE_VERSION = "3"
// What DuckDB may take of memory; queries.js kills the process a little above it.
const DUCKDB_MEMORY = "1500MB"
// The rows a result may hand on to the page (its table's CSV file and a chart's data), and their
// text, in bytes.
const MAX_ROWS = 100_000
const MAX_TEXT_BYTES = 16 * 1024 * 1024

// A table that is not there is often a query of the owner's warehouse.
const WAREHOUSE_HINT =
  "(a query reads the case study's data files, FROM 'data/sales.csv', and the results of the queries above it; to show a query of another database without running it, write its dialect instead of sql: ```postgresql, ```bigquery, ```snowflake …)"

// What a query that needs more memory than it may take is told (queries.js says it too, when it
// stops the process).
const OUT_OF_MEMORY = "it needs more than 2 GB of memory: aggregate or sample the data first"

const sqlName = (/** @type {string} */ name) => `"${name.replace(/"/g, '""')}"`
const sqlString = (/** @type {string} */ text) => `'${text.replace(/'/g, "''")}'`

/**
 * A new in-memory DuckDB whose queries may read only inside the content folder: no network, no
 * extension installed or loaded, no temporary files (nothing spills, so nothing is written), the
 * settings the download sets too (RUN_SETTINGS: one thread, the time zone, the calendar), its
 * settings locked. Paths are read relative to the case study's folder, this process's own. One
 * connection runs the owner's queries; the other keeps named results as tables while a query's
 * rows stream (a statement on the first would end its stream). A named result's table is in the
 * database's main schema, which DuckDB searches before its own views: it hides a view of its name.
 * @param {string} contentRoot the content folder's real path
 * @returns {Promise<Session>}
 */
async function openSession(contentRoot) {
  const instance = await DuckDBInstance.create(":memory:", {
    autoinstall_known_extensions: "false",
    autoload_known_extensions: "false",
    allow_community_extensions: "false",
    memory_limit: DUCKDB_MEMORY,
    temp_directory: "",
  })
  const connection = await instance.connect()
  await connection.run(RUN_SETTINGS)
  await connection.run(`SET allowed_directories = [${sqlString(contentRoot)}]`)
  await connection.run("SET enable_external_access = false")
  await connection.run("SET lock_configuration = true")
  // DuckDB's own views on its search path (duckdb_tables, sqlite_master, pg_settings, …), as it
  // lists them.
  const own = await connection.runAndReadAll(
    "SELECT DISTINCT lower(view_name) FROM duckdb_views() WHERE internal AND list_contains(current_schemas(true), schema_name)",
  )
  const catalog = new Set(own.getRows().map(([name]) => String(name)))
  const unsteady = await unsteadyOfCatalog(connection)
  return { connection, keeper: await instance.connect(), catalog, unsteady }
}

/**
 * The functions of the session's catalog whose result depends on when or where they run, with why
 * (stability.js): by their stability, and a macro by the functions its definition calls.
 * @param {Connection} connection
 */
async function unsteadyOfCatalog(connection) {
  const functions = await connection.runAndReadAll(
    "SELECT DISTINCT lower(function_name), stability, macro_definition FROM duckdb_functions() WHERE function_type IN ('scalar', 'aggregate', 'macro')",
  )
  /** @type {import("./stability").CatalogFunction[]} */
  const catalog = []
  for (const [name, stability, definition] of functions.getRows()) {
    const tree = definition === null ? null : await serialized(connection, `SELECT ${definition}`)
    catalog.push({
      name: String(name),
      stability: stability === null ? null : String(stability),
      calls: calledFunctions(tree?.statements ?? []),
    })
  }
  return unsteadyFunctions(catalog)
}

// What DuckDB says, without its echo of the query and with no folder of the build machine.
function duckdbMessage(/** @type {unknown} */ error, /** @type {string[]} */ folders) {
  const text = error instanceof Error ? error.message : String(error)
  const lines = text.split("\n")
  const end = lines.findIndex((line) => /^LINE \d+:/.test(line))
  let message = (end === -1 ? lines : lines.slice(0, end))
    .map((line) => line.trim())
    .filter(Boolean)
    .join(" ")
  for (const folder of folders) message = message.split(`${folder}${path.sep}`).join("")
  return message
}

/**
 * Runs a case study's queries from `task.start` on, telling the parent when each starts and what
 * each gave. Queries before `start` run only to make a result a later query reads.
 * @param {Task} task
 * @param {(message: unknown) => Promise<void>} send
 */
async function runTask({ contentDir, contentPath, cacheDir, jobs, start, failed }, send) {
  const dir = process.cwd()
  const contentRoot = realpathSync(contentPath)
  const session = await openSession(contentRoot)
  const { connection } = session
  const folders = [dir, contentRoot]
  const place = { dir, contentDir: contentRoot }
  /** @type {Map<number, Prepared | { problem: string, reads: number[] }>} */
  const prepared = new Map()
  /** @type {Set<number>} */
  const inSession = new Set()
  // The queries that could not run: those stopped before (`failed`), and those that fail here.
  const broken = new Set(failed)
  const idIndex = (/** @type {string} */ name, /** @type {number} */ before) => {
    for (let k = before - 1; k >= 0; k--) if (jobs[k].id?.toLowerCase() === name) return k
    return -1
  }
  // Why query `index` cannot read `table`, a name that is no result above it.
  const unknownTable = (/** @type {string} */ table, /** @type {number} */ index) => {
    const later = jobs.findIndex((job, j) => j > index && job.id?.toLowerCase() === table)
    if (later !== -1)
      return `it reads ${table}, the result of the query at line ${jobs[later].line}, below it: a query reads the results above it`
    if (session.catalog.has(table)) return `it reads "${table}", ${OWN_TABLE}`
    return `Catalog Error: Table with name ${table} does not exist! ${WAREHOUSE_HINT}`
  }

  /** @param {number} index @returns {Promise<Prepared | { problem: string, reads: number[] }>} */
  const prepare = async (index) => {
    const known = prepared.get(index)
    if (known) return known
    const made = await prepareJob(index)
    prepared.set(index, made)
    return made
  }

  /** @param {number} index @returns {Promise<Prepared | { problem: string, reads: number[] }>} */
  const prepareJob = async (index) => {
    const { sql, id } = jobs[index]
    const same = id ? idIndex(id.toLowerCase(), index) : -1
    if (same !== -1)
      return {
        problem: `id=${id} is also the id of the query at line ${jobs[same].line}: give each its own`,
        reads: [],
      }
    const statement = await parsed(connection, sql)
    if ("problem" in statement) return { problem: statement.problem, reads: [] }
    const inScript = await scriptProblem(jobs[index], (text) => statementsOf(connection, text))
    if (inScript) return { problem: inScript, reads: [] }
    const { paths, tables, ordered, problem } = readsOf(statement.tree, session.unsteady)
    if (problem) return { problem, reads: [] }
    /** @type {number[]} */
    const reads = []
    for (const table of tables) {
      const k = idIndex(table, index)
      if (k === -1) return { problem: unknownTable(table, index), reads }
      reads.push(k)
      const input = broken.has(k) ? null : await prepare(k)
      if (!input || "problem" in input)
        return {
          problem: `it reads ${table}, whose query at line ${jobs[k].line} cannot run`,
          reads,
        }
    }
    /** @type {Map<string, string>} */
    const found = new Map()
    for (const { value } of paths) {
      const named = await pathFiles(connection, value, { place, contentDir })
      if ("problem" in named) return { problem: named.problem, reads }
      for (const { name, file } of named.files) found.set(path.normalize(name), file)
    }
    const files = [...new Set(found.values())].sort()
    /** @type {Array<[string, string]>} */
    const digests = []
    for (const file of files)
      digests.push([path.relative(dir, file), digest(readContentFile(file, contentRoot), 64)])
    const inputs = /** @type {Prepared[]} */ (reads.map((k) => prepared.get(k)))
    const key = digest(
      JSON.stringify([
        CACHE_VERSION,
        sql,
        jobs[index].handOn,
        digests,
        inputs.map((input) => input.key),
      ]),
      64,
    )
    const named = [...found.entries()].sort(([a], [b]) => (a < b ? -1 : 1))
    return { ordered, reads, files, paths: named.map(([name, file]) => ({ name, file })), key }
  }

  // Makes the result of query `index` a table of the session, and first those it reads.
  const keepInSession = async (/** @type {number} */ index) => {
    if (inSession.has(index)) return
    const job = /** @type {Prepared} */ (prepared.get(index))
    for (const k of job.reads) await keepInSession(k)
    await run(session, jobs[index], { keep: true, handOn: false })
    inSession.add(index)
  }

  for (let index = start; index < jobs.length; index++) {
    if (failed.includes(index)) continue
    await send({ type: "start", index })
    const job = jobs[index]
    const made = await prepare(index)
    const readNames = made.reads.map((k) => String(jobs[k].id).toLowerCase())
    /** @type {Outcome} */
    let outcome
    if ("problem" in made)
      outcome = {
        result: null,
        problem: made.problem,
        ordered: true,
        reads: readNames,
        files: [],
        paths: [],
      }
    else {
      const base = {
        ordered: made.ordered,
        reads: readNames,
        files: made.files,
        paths: made.paths,
      }
      try {
        // A cached result is handed on as it is; a later query that must run makes its table
        // from the query again (keepInSession), with DuckDB's own types.
        let result = cached(cacheDir, made.key)
        if (!result) {
          for (const k of made.reads) await keepInSession(k)
          result = await run(session, job, { keep: job.id !== null, handOn: job.handOn })
          if (job.id !== null) inSession.add(index)
          keep(cacheDir, made.key, result)
        }
        // What the reader's DuckDB prints of it may not give their terminal orders.
        const unprintable = job.handOn ? resultProblem(result) : null
        outcome = unprintable
          ? { ...base, result: null, problem: unprintable }
          : { ...base, result, problem: null }
      } catch (error) {
        const message = duckdbMessage(error, folders)
        outcome = {
          ...base,
          result: null,
          problem: /^Out of Memory Error/.test(message) ? OUT_OF_MEMORY : message,
        }
      }
    }
    if (outcome.problem) broken.add(index)
    await send({ type: "done", index, outcome })
  }
}

/**
 * The statement `sql` as DuckDB's parser reads it, or why a case study may not run it: a syntax
 * error, more than one statement, or a statement that does not read (only statements that read
 * serialize: SELECT, WITH, FROM, VALUES, DESCRIBE, SUMMARIZE, SHOW, PIVOT).
 * @param {Connection} connection
 * @param {string} sql
 * @returns {Promise<{ tree: unknown } | { problem: string }>}
 */
async function parsed(connection, sql) {
  let count
  try {
    count = (await connection.extractStatements(sql)).count
  } catch (error) {
    return { problem: duckdbMessage(error, []).replace(/^Failed to extract statements: /, "") }
  }
  if (count === 0) return { problem: "it holds no query" }
  if (count > 1)
    return { problem: `it holds ${count} statements: give each query a block of its own` }
  const tree = await serialized(connection, sql)
  if (tree.error || tree.statements?.length !== 1) return { problem: notReading(sql) }
  return { tree: tree.statements[0] }
}

/**
 * DuckDB's syntax tree of a text (json_serialize_sql's): its statements, or `error` when one does
 * not parse or only reads (only those serialize).
 * @param {Connection} connection
 * @param {string} sql
 * @returns {Promise<{ error?: boolean, statements?: unknown[] }>}
 */
async function serialized(connection, sql) {
  const reader = await connection.runAndReadAll("SELECT json_serialize_sql($1::VARCHAR)", [sql])
  return JSON.parse(String(reader.getRows()[0][0]))
}

/**
 * The statements DuckDB reads in a text, as one text that is the same for the same statements
 * wherever they are written (their places in the text left out); null when it reads none that
 * reads, or cannot parse it.
 * @param {Connection} connection
 * @param {string} sql
 */
async function statementsOf(connection, sql) {
  const tree = await serialized(connection, sql)
  if (tree.error || !tree.statements?.length) return null
  return JSON.stringify(tree.statements, (key, value) =>
    key === "query_location" ? undefined : value,
  )
}

const hasGlob = (/** @type {string} */ text) => /[*?[]/.test(text)

/**
 * The files a path of a query names, or why it may not read them (content-files' one check of a
 * data file: a web address, outside the content folder, a link out of it, missing, a folder, too
 * big, or not data by its name and its first bytes), or an absolute path. A glob is expanded by
 * DuckDB itself, and each file it matches goes through the same check.
 * @param {Connection} connection
 * @param {string} value the path as the tree holds it
 * @param {{ place: { dir: string, contentDir: string }, contentDir: string }} where `contentDir`
 *   the content folder as messages name it
 * @returns {Promise<{ files: Array<{ name: string, file: string }> } | { problem: string }>}
 */
async function pathFiles(connection, value, { place, contentDir }) {
  const where = { contentDir, reader: /** @type {const} */ ("query") }
  // DuckDB reads ~ as the build machine's home folder.
  if (value.startsWith("~")) return { problem: dataRefusalText(value, "outside", where) }
  // A web address is refused as it is, a glob in it never expanded.
  const named =
    hasGlob(value) && !hasScheme(value)
      ? await globFiles(connection, value, place, where)
      : dataFiles([value], place, contentDir)
  // A path of the build machine, inside the content folder: the page and the download would show
  // it, and the download would read it on the reader's machine instead of the file it holds.
  if (!("problem" in named) && path.isAbsolute(value))
    return {
      problem: `'${value}' is an absolute path, the build machine's: write it relative to the case study ('data/sales.csv'), as the download holds the file`,
    }
  return named
}

/**
 * The files a glob of a query matches, expanded by DuckDB itself, each through the guard.
 * @param {Connection} connection
 * @param {string} value the glob as the tree holds it
 * @param {{ dir: string, contentDir: string }} place
 * @param {{ contentDir: string, reader: "query" }} where `contentDir` as messages name it
 * @returns {Promise<{ files: Array<{ name: string, file: string }> } | { problem: string }>}
 */
async function globFiles(connection, value, place, where) {
  // The folder the glob starts from must be one the guard accepts: inside, and no link out of it.
  const folder = path.dirname(`${path.resolve(place.dir, value).split(/[*?[]/)[0]}x`)
  const { refusal } = locate(folder, place)
  if (refusal === "outside" || refusal === "link")
    return { problem: dataRefusalText(value, refusal, where) }
  if (refusal === "missing")
    return { problem: `'${value}' matches no file (its path is relative to the case study)` }
  const reader = await connection.runAndReadAll("SELECT file FROM glob($1) ORDER BY file", [value])
  const matches = reader.getRows().map(([file]) => String(file))
  if (matches.length === 0)
    return { problem: `'${value}' matches no file (its path is relative to the case study)` }
  return dataFiles(matches, place, where.contentDir)
}

/**
 * The files of `names` (relative to the case study), each a data file content-files' one check
 * lets a query read, whose path the download's zip can hold.
 * @param {string[]} names
 * @param {{ dir: string, contentDir: string }} place
 * @param {string} contentName the content folder as messages name it
 * @returns {{ files: Array<{ name: string, file: string }> } | { problem: string }}
 */
function dataFiles(names, place, contentName) {
  /** @type {Array<{ name: string, file: string }>} */
  const files = []
  for (const name of names) {
    const found = dataFile(name, { ...place, contentName, reader: "query" })
    if (found.problem !== null) return { problem: found.problem }
    const unzipped = entryProblem(place.dir, name)
    if (unzipped) return { problem: unzipped }
    files.push({ name, file: found.file })
  }
  return { files }
}

/**
 * Runs one statement that reads, streaming its rows: hands on at most MAX_ROWS of them (as exact
 * texts and data), and keeps the whole result as a table of the session named by its id, with
 * DuckDB's own types.
 * @param {Session} session
 * @param {Job} job
 * @param {{ keep: boolean, handOn: boolean }} options
 * @returns {Promise<Result>}
 */
async function run({ connection, keeper }, job, { keep, handOn }) {
  const statement = await connection.prepare(job.sql)
  const columns = Array.from({ length: statement.columnCount }, (_, i) => statement.columnName(i))
  const types = columns.map((_, i) => String(statement.columnType(i)))
  /** @type {import("@duckdb/node-api").DuckDBAppender | null} */
  let appender = null
  if (keep && job.id) {
    const definition = columns.map((name, i) => `${sqlName(name)} ${types[i]}`).join(", ")
    await keeper.run(`CREATE OR REPLACE TABLE ${sqlName(job.id)} (${definition})`)
    appender = await keeper.createAppender(job.id)
  }
  const stream = await statement.stream()
  /** @type {Result} */
  const result = { columns, types, rowCount: 0, texts: [], data: [] }
  let textBytes = 0
  for (
    let chunk = await stream.fetchChunk();
    chunk && chunk.rowCount > 0;
    chunk = await stream.fetchChunk()
  ) {
    result.rowCount += chunk.rowCount
    if (handOn) {
      if (result.rowCount > MAX_ROWS)
        throw new Error(
          `it returns more than ${MAX_ROWS.toLocaleString("en")} rows, more than a page can carry: aggregate them (GROUP BY) or sample them with a seed (USING SAMPLE reservoir(1000 ROWS) REPEATABLE (42)) in the query`,
        )
      const { texts, data } = chunkRows(chunk, types)
      for (const row of texts) for (const text of row) textBytes += text?.length ?? 0
      if (textBytes > MAX_TEXT_BYTES)
        throw new Error(
          `its rows hold more than ${MAX_TEXT_BYTES / 1024 / 1024} MB of text, more than a page can carry: select the columns and rows the page needs`,
        )
      result.texts.push(...texts)
      result.data.push(...data)
    }
    appender?.appendDataChunk(chunk)
  }
  appender?.closeSync()
  return result
}

/** @param {string} cacheDir @param {string} key @returns {Result | null} */
function cached(cacheDir, key) {
  const file = path.join(cacheDir, `${key}.json`)
  if (!existsSync(file)) return null
  try {
    return JSON.parse(readFileSync(file, "utf8"))
  } catch {
    return null
  }
}

/** @param {string} cacheDir @param {string} key @param {Result} result */
function keep(cacheDir, key, result) {
  mkdirSync(cacheDir, { recursive: true })
  const file = path.join(cacheDir, `${key}.json`)
  // Whole or not at all: another build reading it sees the old file or the new one.
  writeFileSync(`${file}.${process.pid}.tmp`, JSON.stringify(result))
  renameSync(`${file}.${process.pid}.tmp`, file)
}

module.exports = { MAX_ROWS, OUT_OF_MEMORY, runTask }

// Started by queries.js: one task, then the process ends, once its last message is sent.
if (require.main === module)
  process.once("message", async (task) => {
    const send = (/** @type {unknown} */ message) =>
      new Promise((resolve) => process.send?.(message, () => resolve(undefined)))
    try {
      await runTask(/** @type {Task} */ (task), send)
      await send({ type: "end" })
    } catch (error) {
      await send({ type: "failed", message: duckdbMessage(error, [process.cwd()]) })
    }
    process.exit(0)
  })
