// @ts-check
// DuckDB as a case study's queries meet it: an in-memory database per case study, in DuckDB's own
// sandbox (no file outside the content folder, no network, no extension installed or loaded, its
// settings locked), that runs only statements that read, judged by DuckDB's parser. A query's
// paths are the owner's, relative to the case study; DuckDB's sandbox judges the path a query names
// as written, so each path literal, located by DuckDB's parser, is checked here first and then
// given to DuckDB as the absolute path of the same file.
const { createHash } = require("node:crypto")
const { readFileSync, realpathSync, statSync } = require("node:fs")
const path = require("node:path")
const { DuckDBInstance } = require("@duckdb/node-api")
const { hasScheme, isInside, typeNames } = require("content-files")

/**
 * @typedef {import("@duckdb/node-api").DuckDBConnection} Connection
 * @typedef {{ connection: Connection, close: () => void }} Session
 * @typedef {{ columns: string[], types: string[], rows: unknown[][] }} Result a result as JSON: DuckDB's
 *   own conversion of each value (exact numbers beyond a double's precision as text)
 * @typedef {{ value: string, location: number }} PathLiteral a path as the query writes it, and
 *   the byte where its token starts
 */

// What DuckDB may take of the machine that builds the site.
const MEMORY_LIMIT = "2GB"
const MEMORY_LIMIT_TEXT = "2 GB"
// A data file heavier than this does not belong in a repository.
const MAX_DATA_BYTES = 50 * 1024 * 1024
const DATA_EXTENSIONS = ["csv", "tsv", "parquet", "json", "jsonl", "ndjson"]

// An SQL string literal of `text`.
const sqlString = (/** @type {string} */ text) => `'${text.replace(/'/g, "''")}'`
const sqlName = (/** @type {string} */ name) => `"${name.replace(/"/g, '""')}"`

/**
 * A new sandboxed database whose queries may read only inside `contentDir`.
 * @param {string} contentDir
 * @returns {Promise<Session>}
 */
async function openSession(contentDir) {
  const instance = await DuckDBInstance.create(":memory:", {
    autoinstall_known_extensions: "false",
    autoload_known_extensions: "false",
    allow_community_extensions: "false",
    memory_limit: MEMORY_LIMIT,
    threads: "2",
  })
  const connection = await instance.connect()
  await connection.run(`SET allowed_directories = [${sqlString(realpathSync(contentDir))}]`)
  await connection.run("SET enable_external_access = false")
  await connection.run("SET lock_configuration = true")
  return {
    connection,
    close: () => {
      connection.closeSync()
      instance.closeSync()
    },
  }
}

// What DuckDB says, without its echo of the query (it would show the paths as DuckDB was given
// them), the build machine's folders written as the owner wrote them.
function duckdbMessage(/** @type {unknown} */ error, /** @type {string} */ dir) {
  const text = error instanceof Error ? error.message : String(error)
  const lines = text.split("\n")
  const end = lines.findIndex((line) => /^LINE \d+:/.test(line))
  return (end === -1 ? lines : lines.slice(0, end))
    .map((line) => line.trim())
    .filter(Boolean)
    .join(" ")
    .split(`${dir}${path.sep}`)
    .join("")
}

// The first word of a statement, as written: comments and spaces before it aside.
const firstKeyword = (/** @type {string} */ sql) =>
  /^(?:\s+|--[^\n]*\n?|\/\*[\s\S]*?\*\/)*([A-Za-z]+)/.exec(sql)?.[1] ?? sql.trim().split(/\s/)[0]

// Why a statement that does not read is refused, by its first keyword.
/** @type {Record<string, string>} */
const WHAT_IT_DOES = {
  COPY: "writes a file",
  EXPORT: "writes files",
  IMPORT: "loads a database",
  ATTACH: "opens another database",
  DETACH: "closes a database",
  INSTALL: "installs an extension",
  LOAD: "loads an extension",
  FORCE: "installs an extension",
  UPDATE: "changes the database",
  SET: "changes DuckDB's settings",
  RESET: "changes DuckDB's settings",
  PRAGMA: "changes or reads DuckDB's settings",
  USE: "changes DuckDB's settings",
  CALL: "runs a procedure",
  EXPLAIN: "shows a plan, not data",
  CREATE: "changes the database",
  INSERT: "changes the database",
  DELETE: "changes the database",
  DROP: "changes the database",
  ALTER: "changes the database",
  TRUNCATE: "changes the database",
  CHECKPOINT: "writes the database",
  VACUUM: "writes the database",
}

/**
 * The statement `sql` as DuckDB's parser reads it (its syntax tree, as json_serialize_sql gives
 * it), or why a case study may not run it: a syntax error, more than one statement, or a statement
 * that does not read (DuckDB's parser reports its type: only SELECT statements are serialized,
 * which are SELECT, WITH, FROM, VALUES, DESCRIBE, SUMMARIZE and SHOW).
 * @param {Connection} connection
 * @param {string} sql
 * @returns {Promise<{ tree: any, problem: null } | { tree: null, problem: string }>}
 */
async function readingStatement(connection, sql) {
  let count
  try {
    count = (await connection.extractStatements(sql)).count
  } catch (error) {
    const message = duckdbMessage(error, "").replace(/^Failed to extract statements: /, "")
    return { tree: null, problem: message }
  }
  if (count === 0) return { tree: null, problem: "it holds no query" }
  if (count > 1)
    return {
      tree: null,
      problem: `it holds ${count} statements: give each query a block of its own`,
    }
  const serialized = await connection.runAndReadAll("SELECT json_serialize_sql($1::VARCHAR)", [sql])
  const tree = JSON.parse(String(serialized.getRows()[0][0]))
  if (!tree.error) return { tree: tree.statements[0], problem: null }
  const keyword = firstKeyword(sql)
  const does = WHAT_IT_DOES[keyword.toUpperCase()] ?? "does not only read"
  return { tree: null, problem: `${keyword} ${does}; a case study's queries only read` }
}

/**
 * Every value of a syntax tree whose key is `key`, with the object that holds it.
 * @param {unknown} node
 * @param {(object: Record<string, any>) => void} visit
 */
function walk(node, visit) {
  if (!node || typeof node !== "object") return
  if (Array.isArray(node)) return node.forEach((item) => walk(item, visit))
  visit(/** @type {Record<string, any>} */ (node))
  for (const value of Object.values(node)) walk(value, visit)
}

// A constant VARCHAR of the tree, or a list of them (read_csv(['a.csv', 'b.csv'])).
function constantTexts(/** @type {Record<string, any>} */ node) {
  if (node.class === "CONSTANT" && node.value?.type?.id === "VARCHAR" && !node.value.is_null)
    return [{ value: String(node.value.value), location: node.query_location }]
  if (node.class === "FUNCTION" && /^(list_value|array_value)$/.test(node.function_name))
    return (node.children ?? []).flatMap(constantTexts)
  return []
}

/**
 * What a statement's syntax tree reads: the paths it names (a table named like a file, `FROM
 * 'data/sales.csv'`, and the texts a table function is given before its named options,
 * `read_csv('data/*.csv', header = true)`), and the tables it reads by name (a named result, a
 * CTE), with the names of its CTEs.
 * @param {unknown} tree
 */
function readsOf(tree) {
  /** @type {PathLiteral[]} */
  const paths = []
  /** @type {Set<string>} */
  const tables = new Set()
  /** @type {Set<string>} */
  const ctes = new Set()
  walk(tree, (node) => {
    for (const { key } of node.cte_map?.map ?? []) ctes.add(String(key).toLowerCase())
    if (node.type === "BASE_TABLE" && !node.schema_name && !node.catalog_name) {
      const name = String(node.table_name)
      if (/[./\\]/.test(name)) paths.push({ value: name, location: node.query_location })
      else tables.add(name.toLowerCase())
    }
    if (node.type === "TABLE_FUNCTION")
      for (const child of node.function?.children ?? []) paths.push(...constantTexts(child))
  })
  return { paths, tables: [...tables].filter((table) => !ctes.has(table)) }
}

const hasGlob = (/** @type {string} */ text) => /[*?[]/.test(text)

// The files a glob matches, as DuckDB itself expands it (*, ?, [...], **) when it reads them.
async function globbed(/** @type {Connection} */ connection, /** @type {string} */ pattern) {
  const reader = await connection.runAndReadAll("SELECT file FROM glob($1)", [pattern])
  return reader.getRows().map(([file]) => String(file))
}

/**
 * The files a path of a query names, from the case study's folder `dir`, or why it may not read
 * them: on the network, outside the content folder, missing, of another kind, or too big.
 * @param {Connection} connection
 * @param {string} value the path as written
 * @param {{ dir: string, contentDir: string }} place
 * @returns {Promise<{ files: string[], problem: null } | { files: null, problem: string }>}
 */
async function dataFiles(connection, value, { dir, contentDir }) {
  if (hasScheme(value))
    return {
      files: null,
      problem: `'${value}' is on the network: save the data beside the case study and read it by its path`,
    }
  const resolved = path.resolve(dir, value)
  const root = realpathSync(contentDir)
  const outside = `'${value}' is outside ${contentDir}/: a query reads only the content folder's files`
  if (!isInside(path.resolve(contentDir), resolved)) return { files: null, problem: outside }
  const files = hasGlob(value) ? await globbed(connection, resolved) : [resolved]
  if (files.length === 0 || (!hasGlob(value) && !isRegularFile(resolved)))
    return {
      files: null,
      problem: hasGlob(value)
        ? `'${value}' matches no file (its path is relative to the case study)`
        : `'${value}' does not exist (its path is relative to the case study)`,
    }
  for (const file of files) {
    if (!isInside(root, realpathSync(file))) return { files: null, problem: outside }
    const extension = path.extname(file).slice(1).toLowerCase()
    if (!DATA_EXTENSIONS.includes(extension))
      return {
        files: null,
        problem: `'${path.relative(dir, file)}' is not a ${typeNames(["CSV", "TSV", "Parquet", "JSON"])} file`,
      }
    const size = statSync(file).size
    if (size > MAX_DATA_BYTES)
      return {
        files: null,
        problem: `'${path.relative(dir, file)}' is ${Math.round(size / 1024 / 1024)} MB, too big for a repository (50 MB at most): save it as Parquet, or a sample of it`,
      }
  }
  return { files: files.map((file) => realpathSync(file)).sort(), problem: null }
}

function isRegularFile(/** @type {string} */ file) {
  try {
    return statSync(file).isFile()
  } catch {
    return false
  }
}

// The end of the token that starts at byte `start`: a quoted string or name, with its doubled
// quotes, else a word.
function tokenEnd(/** @type {Buffer} */ bytes, /** @type {number} */ start) {
  const quote = bytes[start]
  if (quote !== 0x27 && quote !== 0x22) {
    let end = start
    while (end < bytes.length && !/[\s,)(;]/.test(String.fromCharCode(bytes[end]))) end++
    return end
  }
  let end = start + 1
  while (end < bytes.length) {
    if (bytes[end] === quote && bytes[end + 1] === quote) end += 2
    else if (bytes[end] === quote) return end + 1
    else end++
  }
  return end
}

/**
 * `sql` with each path literal written as the absolute path of the same file, in the case study's
 * folder `dir`; the rest of the query as the owner wrote it. DuckDB locates tokens by byte.
 * @param {string} sql
 * @param {PathLiteral[]} paths
 * @param {string} dir
 */
function withAbsolutePaths(sql, paths, dir) {
  let bytes = Buffer.from(sql, "utf8")
  for (const { value, location } of [...paths].sort((a, b) => b.location - a.location)) {
    const end = tokenEnd(bytes, location)
    const absolute = Buffer.from(sqlString(path.resolve(dir, value)), "utf8")
    bytes = Buffer.concat([bytes.subarray(0, location), absolute, bytes.subarray(end)])
  }
  return bytes.toString("utf8")
}

/**
 * Runs a statement that reads, for at most `timeout` seconds.
 * @param {Connection} connection
 * @param {string} sql
 * @param {number} timeout
 * @returns {Promise<Result>}
 */
async function runReading(connection, sql, timeout) {
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    connection.interrupt()
  }, timeout * 1000)
  try {
    const reader = await connection.runAndReadAll(sql)
    return {
      columns: reader.columnNames(),
      types: reader.columnTypes().map(String),
      rows: /** @type {unknown[][]} */ (reader.getRowsJson()),
    }
  } catch (error) {
    if (timedOut)
      throw new Error(
        `it ran longer than its ${timeout} s: give it timeout=<seconds>, or make it faster`,
      )
    if (/Out of Memory/i.test(String(error)))
      throw new Error(
        `it needs more than ${MEMORY_LIMIT_TEXT} of memory: aggregate or sample the data first`,
      )
    throw error
  } finally {
    clearTimeout(timer)
  }
}

// The types a result keeps when a later query reads it (JSON holds their values); the others are
// read as text.
const KEPT_TYPES =
  /^(BOOLEAN|TINYINT|SMALLINT|INTEGER|BIGINT|HUGEINT|UTINYINT|USMALLINT|UINTEGER|UBIGINT|UHUGEINT|FLOAT|DOUBLE|DECIMAL\(\d+,\d+\)|VARCHAR|DATE|TIME|TIMESTAMP|TIMESTAMP WITH TIME ZONE|UUID)(\[\])?$/

/**
 * Makes a result a table `name` of the session, for the queries after it: from its JSON, so that a
 * result read from the cache and one just run are the same table.
 * @param {Connection} connection
 * @param {string} name
 * @param {Result} result
 */
async function keepResult(connection, name, { columns, types, rows }) {
  const kept = types.map((type) => (KEPT_TYPES.test(type) ? type : "VARCHAR"))
  const structure = JSON.stringify([Object.fromEntries(kept.map((type, i) => [`c${i}`, type]))])
  const json = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(
        row.map((value, i) => [
          `c${i}`,
          kept[i] === "VARCHAR" && value !== null && typeof value !== "string"
            ? JSON.stringify(value)
            : value,
        ]),
      ),
    ),
  )
  const select = columns.map((column, i) => `s.c${i} AS ${sqlName(column)}`).join(", ")
  await connection.run(
    `CREATE TEMP TABLE ${sqlName(name)} AS SELECT ${select} FROM (SELECT unnest(from_json($1::JSON, $2)) AS s)`,
    [json, structure],
  )
}

// Whether a statement's own result has a stable order: an ORDER BY at its top, or a kind of
// statement whose order is its own (DESCRIBE, SUMMARIZE, VALUES).
function isOrdered(/** @type {Record<string, any>} */ statement) {
  const node = statement.node ?? {}
  if ((node.modifiers ?? []).some((/** @type {any} */ m) => m.type === "ORDER_MODIFIER"))
    return true
  return ["SHOW_REF", "EXPRESSION_LIST"].includes(node.from_table?.type)
}

const digestOf = (/** @type {string | Buffer} */ data) =>
  createHash("sha256").update(data).digest("hex")

const fileDigest = (/** @type {string} */ file) => digestOf(readFileSync(file))

module.exports = {
  dataFiles,
  digestOf,
  duckdbMessage,
  fileDigest,
  isOrdered,
  keepResult,
  openSession,
  readingStatement,
  readsOf,
  runReading,
  withAbsolutePaths,
}
