// @ts-check
// A case study's queries, run top to bottom in one sandboxed DuckDB (sandbox.js): a named result is
// a table of the session for the queries after it. Each result is cached by the query's text, the
// content of the files it reads and the results it reads, so that a rebuild without changes runs no
// query, and an edit of a data file runs again the queries that read it, and only those.
const {
  existsSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  writeFileSync,
} = require("node:fs")
const path = require("node:path")
const {
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
} = require("./sandbox")

/**
 * @typedef {import("./blocks").Block} Block
 * @typedef {import("./sandbox").Result} Result
 * @typedef {{ block: Block, result: Result | null, problem: string | null, ordered: boolean, reads: string[], files: string[] }} Ran
 *   a query and its result, or the one problem that stops it; `reads` the named results it reads,
 *   `files` the data files
 * @typedef {{ markdownFile: string, contentDir: string, cacheDir: string }} RunOptions
 */

// A new version of how results are made or kept makes every cached one stale.
const CACHE_VERSION = "1"
// Where results are kept between builds, from the site's folder: Gatsby's cache, which
// `gatsby clean` empties.
const DEFAULT_CACHE_DIR = path.join(".cache", "sql-results")

// A table that is not there is often a query of the owner's warehouse.
const WAREHOUSE_HINT =
  "(a query reads the case study's data files, FROM 'data/sales.csv', and the results of the queries above it; to show a query of another database without running it, write its dialect instead of sql: ```postgresql, ```bigquery, ```snowflake …)"

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
  writeFileSync(`${file}.tmp`, JSON.stringify(result))
  renameSync(`${file}.tmp`, file)
}

/**
 * Runs a case study's queries in order; what each gives or why it cannot run. Runs none whose
 * result is cached; opens DuckDB only to read the queries and to run those that are not.
 * @param {Block[]} blocks
 * @param {RunOptions} options
 * @returns {Promise<Ran[]>}
 */
async function runQueries(blocks, { markdownFile, contentDir, cacheDir }) {
  if (blocks.length === 0) return []
  const dir = realpathSync(path.dirname(markdownFile))
  const session = await openSession(contentDir)
  try {
    /** @type {Map<string, { block: Block, key: string | null, result: Result | null }>} */
    const named = new Map()
    /** @type {Set<string>} */
    const inSession = new Set()
    /** @type {Ran[]} */
    const ran = []
    for (const block of blocks) {
      const stop = (/** @type {string} */ problem, reads = /** @type {string[]} */ ([])) => {
        ran.push({ block, result: null, problem, ordered: true, reads, files: [] })
        if (block.id && !named.has(block.id.toLowerCase()))
          named.set(block.id.toLowerCase(), { block, key: null, result: null })
      }
      if (block.problems.length) {
        stop(block.problems.join("; "))
        continue
      }
      const same = block.id ? named.get(block.id.toLowerCase()) : undefined
      if (same) {
        stop(
          `id=${block.id} is also the id of the query at line ${same.block.line}: give each its own`,
        )
        continue
      }
      const statement = await readingStatement(session.connection, block.sql)
      if (statement.problem !== null) {
        stop(statement.problem)
        continue
      }
      const { tree } = statement
      const { paths, tables } = readsOf(tree)
      const reads = tables.filter((table) => named.has(table))
      const broken = reads.find((table) => !named.get(table)?.result)
      if (broken) {
        const input = named.get(broken)?.block
        stop(`it reads ${broken}, whose query at line ${input?.line} cannot run`, reads)
        continue
      }
      /** @type {string[]} */
      const files = []
      let pathProblem = null
      for (const { value } of paths) {
        const found = await dataFiles(session.connection, value, { dir, contentDir })
        if (!found.files) {
          pathProblem = found.problem
          break
        }
        files.push(...found.files)
      }
      if (pathProblem) {
        stop(pathProblem, reads)
        continue
      }
      const key = digestOf(
        JSON.stringify([
          CACHE_VERSION,
          block.sql,
          [...new Set(files)].map((file) => [path.relative(dir, file), fileDigest(file)]),
          reads.map((table) => named.get(table)?.key),
        ]),
      )
      let result = cached(cacheDir, key)
      if (!result) {
        try {
          for (const table of reads.filter((table) => !inSession.has(table))) {
            const input = /** @type {{ block: Block, result: Result }} */ (named.get(table))
            await keepResult(session.connection, table, input.result)
            inSession.add(table)
          }
          const sql = withAbsolutePaths(block.sql, paths, dir)
          result = await runReading(session.connection, sql, block.timeout)
          keep(cacheDir, key, result)
        } catch (error) {
          const message = duckdbMessage(error, dir)
          stop(
            /^Catalog Error: Table with name/.test(message)
              ? `${message} ${WAREHOUSE_HINT}`
              : message,
            reads,
          )
          continue
        }
      }
      if (block.id) named.set(block.id.toLowerCase(), { block, key, result })
      ran.push({ block, result, problem: null, ordered: isOrdered(tree), reads, files })
    }
    return ran
  } finally {
    session.close()
  }
}

module.exports = { DEFAULT_CACHE_DIR, runQueries }
