// @ts-check
// What a reader who runs a case study's download gets: the page's result, whenever and wherever
// they run it (so an error their run would print, escape sequences and all, is one the build met
// first), and nothing their terminal takes for an order, from the results DuckDB's command line
// prints or from the .sql file's own text. Run in DuckDB's sandbox over a content folder of the
// test's own, each sentence pinned: node --test plugins/.
import assert from "node:assert/strict"
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import path from "node:path"
import { describe, it } from "node:test"
import { snapshot } from "./folder-snapshot.mjs"

const requireHere = createRequire(import.meta.url)
const remark = requireHere("remark")
const { DuckDBInstance } = requireHere("@duckdb/node-api")
/** @type {typeof import("../blocks")} */
const { sqlBlocks } = requireHere("../blocks")
/** @type {typeof import("../queries")} */
const { runQueries } = requireHere("../queries")

const sql = (/** @type {string} */ query, meta = "") => `\`\`\`sql ${meta}\n${query}\n\`\`\``

// A content folder with a case study of `blocks` and its data; `run` runs its queries (with a cache
// of its own each time, unless told to keep it), `content` is the folder's snapshot.
function caseStudy(/** @type {string[]} */ blocks) {
  const root = mkdtempSync(path.join(tmpdir(), "sql-reader-"))
  const contentDir = path.join(root, "content")
  const data = path.join(contentDir, "studies", "data")
  mkdirSync(data, { recursive: true })
  writeFileSync(path.join(data, "sales.csv"), "day,amount\n2024-01-01,10.5\n2024-01-02,7\n")
  writeFileSync(path.join(data, "titled.csv"), "note\x1b]0;owned\x07,n\nx,1\n")
  const markdownFile = path.join(contentDir, "studies", "study.md")
  writeFileSync(markdownFile, blocks.join("\n\n"))
  let runs = 0
  const run = async () =>
    runQueries(sqlBlocks(remark().parse(readFileSync(markdownFile, "utf8"))), {
      markdownFile,
      contentDir,
      cacheDir: path.join(root, `cache-${runs++}`),
    })
  return { contentDir, run, content: () => snapshot(contentDir) }
}

// Each query's problem, or its result's texts, for a case study of one block each.
async function outcomes(/** @type {string[]} */ queries) {
  const study = caseStudy(queries.map((query) => sql(query)))
  const before = study.content()
  const ran = await study.run()
  assert.deepEqual(study.content(), before)
  return ran.map(({ problem, result }) => problem ?? result?.texts)
}

const INSTEAD =
  "the page shows the build's result, and a reader who runs the download later must get the same: write its value as a constant (DATE '2024-06-30', not current_date), or keep it in a data file"
const PER_QUERY =
  "gives another result each time the query runs (DuckDB calls it consistent within a query only)"
const PER_CALL = "may give another result each time it is called (DuckDB calls it volatile)"
const asColumn = (/** @type {string} */ name) =>
  `; a column of that name is written with its table's name (t.${name})`

describe("a query's result, the same wherever and whenever it runs", () => {
  it("refuses a function whose result depends on when or where it runs, as DuckDB's catalog says", async () => {
    const refused = {
      // The red team's: harmless when built, an OSC 52 escape on the reader's terminal after.
      "SELECT CASE WHEN current_date >= DATE '2026-12-01' THEN error(chr(27) || ']52;c;Y3VybCBldmlsLmV4YW1wbGUgfCBzaAo=' || chr(7)) END AS checked": `current_date ${PER_QUERY}: ${INSTEAD}${asColumn("current_date")}`,
      "SELECT CAST(CASE WHEN current_date < DATE '2026-12-01' THEN '1' ELSE chr(27) || ']52;c;x' || chr(7) END AS INTEGER) AS checked": `current_date ${PER_QUERY}: ${INSTEAD}${asColumn("current_date")}`,
      "SELECT now() AS t": `now() ${PER_QUERY}: ${INSTEAD}`,
      "SELECT today() AS t": `today() ${PER_QUERY}: ${INSTEAD}`,
      "SELECT current_timestamp AS t": `current_timestamp ${PER_QUERY}: ${INSTEAD}${asColumn("current_timestamp")}`,
      "SELECT random() AS r": `random() ${PER_CALL}: ${INSTEAD}`,
      "SELECT uuid() AS u": `uuid() ${PER_CALL}: ${INSTEAD}`,
      "SELECT gen_random_uuid() AS u": `gen_random_uuid() ${PER_CALL}: ${INSTEAD}`,
      "SELECT list_transform([1, 2], x -> x + random()) AS l": `random() ${PER_CALL}: ${INSTEAD}`,
      "SELECT error('stop') AS e": `error() ${PER_CALL}: ${INSTEAD}`,
      // DuckDB's catalog calls these consistent; they read the clock or the session all the same.
      "SELECT current_localtimestamp() AS t": `current_localtimestamp() reads the clock: ${INSTEAD}`,
      "SELECT localtimestamp AS t": `localtimestamp reads the clock: ${INSTEAD}${asColumn("localtimestamp")}`,
      "SELECT version() AS v": `version() gives the version of the DuckDB that runs it: ${INSTEAD}`,
      "SELECT age(DATE '2020-01-01') AS a":
        "age() of one date counts from the day the query runs: the page shows the build's result, and a reader who runs the download later must get the same: give it the day to count to (age(DATE '2024-06-30', day))",
      // A macro of DuckDB's is what it calls.
      "SELECT ago(INTERVAL 1 DAY) AS t": `ago() calls get_current_timestamp(), which ${PER_QUERY}: ${INSTEAD}`,
      "SELECT * FROM range(10) AS t(i) USING SAMPLE 3":
        "a sample without a seed picks other rows each time the query runs: the page shows the build's result, and a reader who runs the download later must get the same: give it a seed (USING SAMPLE reservoir(1000 ROWS) REPEATABLE (42))",
      "SELECT * FROM range(10) AS t(i) TABLESAMPLE 30%":
        "a sample without a seed picks other rows each time the query runs: the page shows the build's result, and a reader who runs the download later must get the same: give it a seed (USING SAMPLE reservoir(1000 ROWS) REPEATABLE (42))",
      "SELECT last_modified FROM read_blob('data/sales.csv')":
        "read_blob() gives each file's time of change (last_modified), the build machine's, and a reader who unzips the download gets another: read the file with read_csv or read_json",
    }
    assert.deepEqual(await outcomes(Object.keys(refused)), Object.values(refused))
  })

  it("refuses every function DuckDB does not call consistent, by its catalog", async () => {
    const connection = await (await DuckDBInstance.create(":memory:")).connect()
    const reader = await connection.runAndReadAll(
      "SELECT DISTINCT function_name FROM duckdb_functions() WHERE stability IN ('VOLATILE', 'CONSISTENT_WITHIN_QUERY') ORDER BY 1",
    )
    /** @type {string[]} */
    const names = reader.getRows().map((/** @type {unknown[]} */ [name]) => String(name))
    assert.ok(names.includes("now") && names.includes("random"), names.join(" "))
    const problems = await outcomes(names.map((name) => `SELECT ${name}() AS x`))
    names.forEach((name, i) => assert.match(String(problems[i]), new RegExp(`^${name}\\(\\) `)))
  })

  it("runs what gives the same result anywhere: a date given, a seeded sample, a column named like a function", async () => {
    const queries = [
      "SELECT age(DATE '2024-06-30', DATE '2020-01-01')::VARCHAR AS a",
      "SELECT t.current_date FROM (SELECT DATE '2024-01-01' AS current_date) AS t",
      "SELECT i FROM range(100) AS t(i) USING SAMPLE reservoir(3 ROWS) REPEATABLE (42) ORDER BY i",
      // The build's time zone and calendar, whatever the machine's.
      "SELECT strftime(TIMESTAMPTZ '2024-06-01 00:00:00+00', '%A %Y %H') AS s",
    ]
    const study = caseStudy(queries.map((query) => sql(query)))
    const [first, second] = [await study.run(), await study.run()]
    assert.deepEqual(
      first.map(({ problem }) => problem),
      queries.map(() => null),
    )
    assert.deepEqual(first[0].result?.texts, [["4 years 5 months 29 days"]])
    assert.deepEqual(first[1].result?.texts, [["2024-01-01"]])
    assert.equal(first[2].result?.texts.length, 3)
    assert.deepEqual(second[2].result?.texts, first[2].result?.texts)
    assert.deepEqual(first[3].result?.texts, [["Saturday 2024 00"]])
  })
})

describe("what reaches a reader's terminal", () => {
  const orders =
    "which DuckDB's command line prints as it is, and a reader's terminal can take for an order"
  const leftOut = (/** @type {string} */ column) =>
    `leave it out in the query (regexp_replace(${column}, '[\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F-\\x9F]', '', 'g'))`

  it("refuses a result that holds a control character, naming its column and its row", async () => {
    const refused = {
      // The red team's: a C1 control (U+009D, OSC) that DuckDB's box does not escape.
      "SELECT chr(157) || '52;c;Y3VybCBldmlsLmV4YW1wbGUgfCBzaAo=' || chr(156) AS note": `its result holds a control character (U+009D) in the column "note", row 1, ${orders}: ${leftOut("note")}`,
      "SELECT i, CASE WHEN i = 2 THEN 'a' || chr(27) || '[2J' ELSE 'b' END AS \"Shown note\" FROM range(4) AS t(i) ORDER BY i": `its result holds a control character (U+001B) in the column "Shown note", row 3, ${orders}: ${leftOut('"Shown note"')}`,
      "SELECT [chr(127)] AS deleted": `its result holds a control character (U+007F) in the column "deleted", row 1, ${orders}: ${leftOut("deleted")}`,
      // A data file's header names a column.
      "SELECT * FROM 'data/titled.csv'": `its column "note\\x1B]0;owned\\x07" has a control character (U+001B) in its name, ${orders}: name the column with AS`,
    }
    assert.deepEqual(await outcomes(Object.keys(refused)), Object.values(refused))
  })

  it("prints tabs, line ends and what the page does not show; the query it suggests runs", async () => {
    const study = caseStudy([
      sql("SELECT 'a' || chr(9) || 'b' || chr(10) || 'c' || chr(13) AS text"),
      sql(
        "SELECT regexp_replace(chr(157) || 'note' || chr(27), '[\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F-\\x9F]', '', 'g') AS note",
      ),
      sql("SELECT chr(27) AS escape", "id=raw output=false"),
      sql("SELECT length(escape) AS n FROM raw"),
    ])
    const ran = await study.run()
    assert.deepEqual(
      ran.map(({ problem, result }) => problem ?? result?.texts),
      [[["a\tb\nc\r"]], [["note"]], [], [["1"]]],
    )
  })

  it("refuses a query whose own text holds a control character, at its line", async () => {
    const write = (/** @type {string} */ c) =>
      `holds a control character (U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}), which a reader who opens the download (cat, a pager) gets as it is, and a terminal can take for an order: write it as chr(${c.charCodeAt(0)})`
    const study = caseStudy([
      sql("SELECT 'a\x1b]52;c;eA==\x07' AS s"),
      sql("SELECT 1 AS one,\n  'b\u009b31m' AS s"),
      sql("SELECT 'c\x7f' AS s"),
      sql("SELECT 'tab\there' AS s,\r\n  2 AS two"),
    ])
    const before = study.content()
    assert.deepEqual(
      (await study.run()).map(({ problem }) => problem),
      [`line 2 ${write("\x1b")}`, `line 7 ${write("\u009b")}`, `line 11 ${write("\x7f")}`, null],
    )
    assert.deepEqual(study.content(), before)
  })
})
