// @ts-check
// A SQL case study's download: unzipped, its .sql file run statement by statement as DuckDB's
// command line runs `duckdb < <name>.sql`, in the folder it was unzipped to, prints every result
// the page shows, in the page's order. node --test plugins/.
import assert from "node:assert/strict"
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import path from "node:path"
import { describe, it } from "node:test"

const requireHere = createRequire(import.meta.url)
const remark = requireHere("remark")
const { unzipSync } = requireHere("fflate")
const { DuckDBInstance, StatementType } = requireHere("@duckdb/node-api")
/** @type {typeof import("../blocks")} */
const { sqlBlocks } = requireHere("../blocks")
/** @type {typeof import("../queries")} */
const { runQueries } = requireHere("../queries")
/** @type {typeof import("../download")} */
const { queriesZip } = requireHere("../download")
/** @type {typeof import("../cells")} */
const { chunkRows } = requireHere("../cells")

const sql = (/** @type {string} */ query, meta = "") => `\`\`\`sql ${meta}\n${query}\n\`\`\``

// A content folder with a case study of `blocks`, its own data and a folder of shared data beside it.
async function study(/** @type {string[]} */ blocks) {
  const root = mkdtempSync(path.join(tmpdir(), "sql-download-"))
  const contentDir = path.join(root, "content")
  const dir = path.join(contentDir, "studies")
  mkdirSync(path.join(dir, "data"), { recursive: true })
  mkdirSync(path.join(contentDir, "shared"))
  writeFileSync(
    path.join(dir, "data", "sales.csv"),
    "day,store,amount\n2024-01-01,A,10.5\n2024-01-02,A,7\n2024-01-01,B,3.25\n",
  )
  writeFileSync(path.join(dir, "data", "returns.csv"), "day,store,amount\n2024-01-02,A,1.5\n")
  writeFileSync(path.join(contentDir, "shared", "stores.csv"), "store,city\nA,Lagos\nB,Ibadan\n")
  const markdownFile = path.join(dir, "rain.md")
  writeFileSync(markdownFile, blocks.join("\n\n"))
  const ran = await runQueries(sqlBlocks(remark().parse(readFileSync(markdownFile, "utf8"))), {
    markdownFile,
    contentDir,
    cacheDir: path.join(root, "cache"),
  })
  return { root, contentDir, dir, ran }
}

// What `duckdb < file.sql` prints, in the folder `cwd`: each statement's rows, for those that
// return rows (a CREATE VIEW prints nothing).
async function runLikeTheCli(/** @type {string} */ script, /** @type {string} */ cwd) {
  const connection = await (await DuckDBInstance.create(":memory:")).connect()
  const before = process.cwd()
  process.chdir(cwd)
  try {
    const statements = await connection.extractStatements(script)
    /** @type {Array<Array<Array<string | null>>>} */
    const printed = []
    for (let i = 0; i < statements.count; i++) {
      const prepared = await statements.prepare(i)
      const result = await prepared.run()
      if (prepared.statementType !== StatementType.SELECT) continue // only these print rows
      const types = result.columnTypes().map(String)
      const rows = []
      for (
        let chunk = await result.fetchChunk();
        chunk && chunk.rowCount > 0;
        chunk = await result.fetchChunk()
      )
        rows.push(...chunkRows(chunk, types).texts)
      printed.push(rows)
    }
    return printed
  } finally {
    process.chdir(before)
  }
}

const blocks = [
  sql(
    "SELECT store, sum(amount) AS total FROM 'data/*.csv' GROUP BY store ORDER BY store",
    "id=totals",
  ),
  sql("SELECT count(*) AS n FROM 'data/sales.csv'", "id=staged output=false"),
  sql(
    "SELECT t.store, s.city, t.total, (SELECT n FROM staged) AS n\nFROM totals AS t JOIN '../shared/stores.csv' AS s USING (store)\nORDER BY store -- by store",
  ),
  sql("SELECT 170141183460469231731687303715884105727::HUGEINT AS big;"),
]

describe("a SQL case study's download", () => {
  it("runs in DuckDB, unzipped, to every result the page shows, in the page's order", async () => {
    const { dir, contentDir, ran, root } = await study(blocks)
    assert.deepEqual(
      ran.map(({ problem }) => problem),
      [null, null, null, null],
    )
    const zip = queriesZip(ran, { name: "rain", dir, contentDir })
    assert.ok(zip)
    const files = unzipSync(zip.bytes)
    // The .sql file where the case study is, each file at the path its query reads it by.
    assert.deepEqual(Object.keys(files), [
      "shared/stores.csv",
      "studies/data/returns.csv",
      "studies/data/sales.csv",
      "studies/rain.sql",
    ])
    assert.equal(zip.sqlFile, "studies/rain.sql")
    const out = path.join(root, "unzipped")
    for (const [name, bytes] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(out, name)), { recursive: true })
      writeFileSync(path.join(out, name), bytes)
    }
    const script = Buffer.from(files["studies/rain.sql"]).toString("utf8")
    assert.match(script, /CREATE OR REPLACE VIEW "totals" AS\n/)
    assert.match(script, /CREATE OR REPLACE VIEW "staged" AS\n/)
    const printed = await runLikeTheCli(script, path.join(out, "studies"))
    const shown = ran.filter(({ block }) => block.output).map(({ result }) => result?.texts)
    assert.deepEqual(printed, shown)
  })

  it("is the same bytes for the same content, and none for a case study without queries", async () => {
    const first = await study(blocks)
    const second = await study(blocks)
    const zip = (/** @type {typeof first} */ s) =>
      queriesZip(s.ran, { name: "rain", dir: s.dir, contentDir: s.contentDir })?.bytes
    assert.ok(zip(first)?.equals(/** @type {Buffer} */ (zip(second))))
    assert.equal(
      queriesZip([], { name: "rain", dir: first.dir, contentDir: first.contentDir }),
      null,
    )
  })
})
