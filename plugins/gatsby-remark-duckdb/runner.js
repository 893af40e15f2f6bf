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
const { onTask, sendToBuild } = require("./messages")
const { RUN_SETTINGS, scriptProblem } = require("./query-script")
const { resultProblem } = require("./reader-terminal")
const { calledFunctions, unsteadyFunctions } = require("./stability")
const { OWN_TABLE, isDescribing, notReading, readsOf } = require("./statement")

/**
 * @typedef {import("@duckdb/node-api").DuckDBConnection} Connection
 * @typedef {import("./messages").Result} Result
 * @typedef {import("./messages").Job} Job
 * @typedef {import("./messages").Read} Read
 * @typedef {import("./messages").Outcome} Outcome
 * @typedef {import("./messages").Task} Task
 * @typedef {import("./messages").RunnerMessage} RunnerMessage
 * @typedef {Omit<Read, "reads"> & { reads: number[], key: string }} Prepared
 * @typedef {Prepared | { problem: string, reads: number[] }} Judged a query made ready to run, or
 *   why it cannot run (`reads` the queries whose results it reads, as far as it was judged)
 * @typedef {{ connection: Connection, keeper: Connection, catalog: Set<string>, unsteady: Map<string, string> }} Session
 *   `catalog` the names of DuckDB's own tables a query could read without a schema, in lower case;
 *   `unsteady` the functions whose result depends on when or where they run, with why
 * @typedef {{ task: Task, session: Session, dir: string, contentRoot: string, prepared: Map<number, Judged>, inSession: Set<number>, broken: Set<number> }} TaskState
 *   a task as it runs, in the case study's folder `dir`: `contentRoot` the content folder's real
 *   path, `prepared` the queries judged so far, `inSession` those whose result is a table of the
 *   session, `broken` those that could not run (stopped before, `failed`, or failing here)
 */

// A new version of how results are made or kept makes every cached one stale.
const CACHE_VERSION = "4"
// What DuckDB may take of memory; queries.js kills the process a little above it.
const DUCKDB_MEMORY = "1500MB"
// The rows a result may hand on to the page (its table's CSV file and a chart's data), and their
// text, in bytes.
const MAX_ROWS = 100_000
const MAX_TEXT_BYTES = 16 * 1024 * 1024
// Each limit as a sentence names it, and what a result past it is told. A result only the prose
// quotes is told nothing: its rows are counted and none handed on, and a value read from it is
// refused with its row count (reference-values.js).
const PAGE_LIMITS = {
  rows: {
    name: `${MAX_ROWS.toLocaleString("en")} rows`,
    problem: `it returns more than ${MAX_ROWS.toLocaleString("en")} rows, more than a page can carry: aggregate them (GROUP BY) or sample them with a seed (USING SAMPLE reservoir(1000 ROWS) REPEATABLE (42)) in the query`,
  },
  text: {
    name: `${MAX_TEXT_BYTES / 1024 / 1024} MB of text`,
    problem: `its rows hold more than ${MAX_TEXT_BYTES / 1024 / 1024} MB of text, more than a page can carry: select the columns and rows the page needs`,
  },
}

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
 * Runs a case study's queries from `task.start` on, telling the build when each starts and what
 * each gave. Queries before `start` run only to make a result a later query reads.
 * @param {Task} task
 * @param {(message: RunnerMessage) => Promise<void>} send
 */
async function runTask(task, send) {
  const dir = process.cwd()
  const contentRoot = realpathSync(task.contentPath)
  /** @type {TaskState} */
  const state = {
    task,
    session: await openSession(contentRoot),
    dir,
    contentRoot,
    prepared: new Map(),
    inSession: new Set(),
    broken: new Set(task.failed),
  }
  for (let index = task.start; index < task.jobs.length; index++) {
    if (task.failed.includes(index)) continue
    await send({ type: "start", index })
    const outcome = await outcomeOf(state, index)
    if (outcome.problem) state.broken.add(index)
    await send({ type: "done", index, outcome })
  }
}

/**
 * What query `index` gives, or why it cannot run: its cached result, or its result as it runs
 * now, after the results it reads are tables of the session.
 * @param {TaskState} state
 * @param {number} index
 * @returns {Promise<Outcome>}
 */
async function outcomeOf(state, index) {
  const { task, session, dir, contentRoot } = state
  const job = task.jobs[index]
  const made = await prepare(state, index)
  const readNames = made.reads.map((k) => String(task.jobs[k].id).toLowerCase())
  if ("problem" in made)
    return {
      result: null,
      problem: made.problem,
      ordered: true,
      describes: false,
      fileColumns: false,
      reads: readNames,
      files: [],
      paths: [],
      readers: [],
    }
  const base = {
    ordered: made.ordered,
    describes: made.describes,
    fileColumns: made.fileColumns,
    reads: readNames,
    files: made.files,
    paths: made.paths,
    readers: made.readers,
  }
  try {
    // A cached result is handed on as it is; a later query that must run makes its table
    // from the query again (keepInSession), with DuckDB's own types.
    let result = cached(task.cacheDir, made.key)
    if (!result) {
      for (const k of made.reads) await keepInSession(state, k)
      result = await run(session, job, { keep: job.id !== null, handOn: job.handOn })
      if (job.id !== null) state.inSession.add(index)
      keep(task.cacheDir, made.key, result)
    }
    // What the reader's DuckDB prints of it may not give their terminal orders.
    const unprintable = job.handOn ? resultProblem(result) : null
    return unprintable
      ? { ...base, result: null, problem: unprintable }
      : { ...base, result, problem: null }
  } catch (error) {
    const message = duckdbMessage(error, [dir, contentRoot])
    return {
      ...base,
      result: null,
      problem: /^Out of Memory Error/.test(message) ? OUT_OF_MEMORY : message,
    }
  }
}

/**
 * The index of the last query before `before` whose id is `name` (in lower case), or -1.
 * @param {Job[]} jobs
 * @param {string} name
 * @param {number} before
 */
function idIndex(jobs, name, before) {
  for (let k = before - 1; k >= 0; k--) if (jobs[k].id?.toLowerCase() === name) return k
  return -1
}

/**
 * Why query `index` cannot read `table`, a name that is no result above it.
 * @param {TaskState} state
 * @param {string} table
 * @param {number} index
 */
function unknownTable({ task: { jobs }, session }, table, index) {
  const later = jobs.findIndex((job, j) => j > index && job.id?.toLowerCase() === table)
  if (later !== -1)
    return `it reads ${table}, the result of the query at line ${jobs[later].line}, below it: a query reads the results above it`
  if (session.catalog.has(table)) return `it reads "${table}", ${OWN_TABLE}`
  return `Catalog Error: Table with name ${table} does not exist! ${WAREHOUSE_HINT}`
}

/**
 * Query `index` judged and made ready to run, once a task: what it reads and its cache key, or
 * why it cannot run.
 * @param {TaskState} state
 * @param {number} index
 * @returns {Promise<Judged>}
 */
async function prepare(state, index) {
  const known = state.prepared.get(index)
  if (known) return known
  const made = await prepareJob(state, index)
  state.prepared.set(index, made)
  return made
}

/**
 * Judges query `index` before it runs: its id, its statement (DuckDB's parse, the download's
 * script), the results it reads (each made ready first) and the data files it reads.
 * @param {TaskState} state
 * @param {number} index
 * @returns {Promise<Judged>}
 */
async function prepareJob(state, index) {
  const { task, session } = state
  const { jobs } = task
  const { sql, id } = jobs[index]
  const same = id ? idIndex(jobs, id.toLowerCase(), index) : -1
  if (same !== -1)
    return {
      problem: `id=${id} is also the id of the query at line ${jobs[same].line}: give each its own`,
      reads: [],
    }
  const { connection } = session
  const statement = await parsed(connection, sql)
  if ("problem" in statement) return { problem: statement.problem, reads: [] }
  const describes = isDescribing(statement.tree)
  const inScript = await scriptProblem({ ...jobs[index], describes }, (text) =>
    statementsOf(connection, text),
  )
  if (inScript) return { problem: inScript, reads: [] }
  const { paths, tables, ordered, fileColumns, problem } = readsOf(statement.tree, session.unsteady)
  if (problem) return { problem, reads: [] }
  /** @type {number[]} */
  const reads = []
  for (const table of tables) {
    const k = idIndex(jobs, table, index)
    if (k === -1) return { problem: unknownTable(state, table, index), reads }
    reads.push(k)
    const input = state.broken.has(k) ? null : await prepare(state, k)
    if (!input || "problem" in input)
      return {
        problem: `it reads ${table}, whose query at line ${jobs[k].line} cannot run`,
        reads,
      }
  }
  const place = { dir: state.dir, contentDir: state.contentRoot }
  /** @type {Map<string, string>} */
  const found = new Map()
  /** @type {Read["readers"]} */
  const readers = []
  for (const { value, reader } of paths) {
    const named = await pathFiles(connection, value, { place, contentDir: task.contentDir })
    if ("problem" in named) return { problem: named.problem, reads }
    for (const { name, file } of named.files) found.set(path.normalize(name), file)
    readers.push({ path: value, reader, names: named.files.map(({ name }) => name) })
  }
  const files = [...new Set(found.values())].sort()
  const key = cacheKey(state, index, { files, reads })
  const named = [...found.entries()].sort(([a], [b]) => (a < b ? -1 : 1))
  return {
    ordered,
    describes,
    fileColumns,
    reads,
    files,
    paths: named.map(([name, file]) => ({ name, file })),
    readers,
    key,
  }
}

/**
 * The key query `index`'s result is cached by: its text, whether it hands its rows on, the bytes
 * of the files it reads and the keys of the results it reads (each prepared before it).
 * @param {TaskState} state
 * @param {number} index
 * @param {{ files: string[], reads: number[] }} reading
 */
function cacheKey({ task, dir, contentRoot, prepared }, index, { files, reads }) {
  /** @type {Array<[string, string]>} */
  const digests = []
  for (const file of files)
    digests.push([path.relative(dir, file), digest(readContentFile(file, contentRoot), 64)])
  const inputs = /** @type {Prepared[]} */ (reads.map((k) => prepared.get(k)))
  return digest(
    JSON.stringify([
      CACHE_VERSION,
      task.jobs[index].sql,
      task.jobs[index].handOn,
      task.jobs[index].capped,
      digests,
      inputs.map((input) => input.key),
    ]),
    64,
  )
}

/**
 * Makes the result of query `index` a table of the session, and first those it reads.
 * @param {TaskState} state
 * @param {number} index
 */
async function keepInSession(state, index) {
  if (state.inSession.has(index)) return
  const job = /** @type {Prepared} */ (state.prepared.get(index))
  for (const k of job.reads) await keepInSession(state, k)
  await run(state.session, state.task.jobs[index], { keep: true, handOn: false })
  state.inSession.add(index)
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
    if (handOn && !result.overLimit) {
      const { texts, data } = chunkRows(chunk, types)
      for (const row of texts) for (const text of row) textBytes += text?.length ?? 0
      const passed =
        result.rowCount > MAX_ROWS
          ? PAGE_LIMITS.rows
          : textBytes > MAX_TEXT_BYTES
            ? PAGE_LIMITS.text
            : null
      if (passed && !job.capped) throw new Error(passed.problem)
      if (passed) Object.assign(result, { overLimit: passed.name, texts: [], data: [] })
      else {
        result.texts.push(...texts)
        result.data.push(...data)
      }
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
  onTask(async (task) => {
    try {
      await runTask(task, sendToBuild)
      await sendToBuild({ type: "end" })
    } catch (error) {
      await sendToBuild({ type: "failed", message: duckdbMessage(error, [process.cwd()]) })
    }
    process.exit(0)
  })
