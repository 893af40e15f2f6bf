// @ts-check
// A SQL case study's download: unzipped, its .sql file, read as DuckDB's command line reads
// `duckdb < <name>.sql` (cli-reading.js) and run in the folder it was unzipped to, runs exactly the
// statements the page shows and prints every result the page shows, in the page's order; a block the
// command line would read otherwise is refused. node --test plugins/.
import assert from "node:assert/strict"
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import path from "node:path"
import { describe, it } from "node:test"
import { snapshot } from "./folder-snapshot.mjs"

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
/** @type {typeof import("../cli-reading")} */
const { CLI_RULES, cliReading } = requireHere("../cli-reading")
/** @type {typeof import("../query-script")} */
const { RUN_SETTINGS } = requireHere("../query-script")
/** @type {typeof import("../cells")} */
const { chunkRows } = requireHere("../cells")

const sql = (/** @type {string} */ query, meta = "") => `\`\`\`sql ${meta}\n${query}\n\`\`\``

// A content folder with a case study of `blocks` (named `name`.md), its own data and a folder of
// shared data beside it.
async function study(/** @type {string[]} */ blocks, name = "rain") {
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
  const markdownFile = path.join(dir, `${name}.md`)
  writeFileSync(markdownFile, blocks.join("\n\n"))
  const before = snapshot(contentDir)
  const ran = await runQueries(sqlBlocks(remark().parse(readFileSync(markdownFile, "utf8"))), {
    markdownFile,
    contentDir,
    cacheDir: path.join(root, "cache"),
  })
  assert.deepEqual(snapshot(contentDir), before)
  return { root, contentDir, dir, ran }
}

// The zip of a case study's queries, unzipped into a folder of its own: the folder, its .sql file's
// text and the folder the .sql file is in.
function unzipped(
  /** @type {Awaited<ReturnType<typeof study>>} */ { dir, contentDir, ran, root },
  name = "rain",
) {
  const zip = queriesZip(ran, { name, dir, contentDir })
  assert.ok(zip)
  const out = mkdtempSync(path.join(root, "unzipped-"))
  for (const [entry, bytes] of Object.entries(unzipSync(zip.bytes))) {
    mkdirSync(path.dirname(path.join(out, entry)), { recursive: true })
    writeFileSync(path.join(out, entry), bytes)
  }
  const script = readFileSync(path.join(out, zip.sqlFile), "utf8")
  return { zip, script, cwd: path.dirname(path.join(out, zip.sqlFile)) }
}

// DuckDB's tree of a text's statements, without their places in the text.
async function treeOf(
  /** @type {import("@duckdb/node-api").DuckDBConnection} */ connection,
  /** @type {string} */ text,
) {
  const reader = await connection.runAndReadAll("SELECT json_serialize_sql($1::VARCHAR)", [text])
  const tree = JSON.parse(String(reader.getRows()[0][0]))
  return JSON.stringify(tree, (key, value) => (key === "query_location" ? undefined : value))
}

// What `duckdb < file.sql` runs and prints, in the folder `cwd`, read as DuckDB's command line
// reads it (cli-reading.js, by `rules`): each text it hands DuckDB, and the rows of each statement
// of it that returns rows (a CREATE VIEW prints nothing). A line it would run as a command of its
// own fails the test. `machine` sets the reader's DuckDB as their machine would (SQL).
async function runLikeTheCli(
  /** @type {string} */ script,
  /** @type {string} */ cwd,
  /** @type {import("../cli-reading").CliRules} */ rules,
  machine = "",
) {
  const units = cliReading(script, rules)
  assert.deepEqual(
    units.filter(({ kind }) => kind === "command"),
    [],
    `${rules.name} runs no command`,
  )
  const connection = await (await DuckDBInstance.create(":memory:")).connect()
  if (machine) await connection.run(machine)
  const before = process.cwd()
  process.chdir(cwd)
  try {
    /** @type {Array<Array<Array<string | null>>>} */
    const printed = []
    for (const { text } of units) {
      const statements = await connection.extractStatements(text)
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
    }
    return { printed, texts: units.map(({ text }) => text), connection }
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
  it("runs in DuckDB's command line, unzipped, to every result the page shows, in the page's order", async () => {
    const made = await study(blocks)
    assert.deepEqual(
      made.ran.map(({ problem }) => problem),
      [null, null, null, null],
    )
    const { zip, script, cwd } = unzipped(made)
    // The .sql file where the case study is, each file at the path its query reads it by.
    assert.deepEqual(Object.keys(unzipSync(zip.bytes)), [
      "shared/stores.csv",
      "studies/data/returns.csv",
      "studies/data/sales.csv",
      "studies/rain.sql",
    ])
    assert.equal(zip.sqlFile, "studies/rain.sql")
    assert.match(script, /CREATE OR REPLACE VIEW "totals" AS\n/)
    assert.match(script, /CREATE OR REPLACE VIEW "staged" AS\n/)
    const shown = made.ran.filter(({ block }) => block.output).map(({ result }) => result?.texts)
    for (const rules of CLI_RULES)
      assert.deepEqual((await runLikeTheCli(script, cwd, rules)).printed, shown, rules.name)
  })

  it("gives the page's results on a reader's machine of another time zone, calendar and number of threads", async () => {
    const made = await study([
      sql(
        "SELECT TIMESTAMPTZ '2024-06-01 00:00:00+00'::VARCHAR AS at, strftime(TIMESTAMPTZ '2024-06-01 00:00:00+00', '%A %Y') AS day",
      ),
      // Without ORDER BY, first() takes the row its threads meet first.
      sql(
        "SELECT first(k) AS k FROM (SELECT i % 100000 AS k FROM range(3000000) AS t(i) GROUP BY k)",
      ),
    ])
    const { script, cwd } = unzipped(made)
    const shown = made.ran.map(({ result }) => result?.texts)
    assert.deepEqual(shown, [[["2024-06-01 00:00:00+00", "Saturday 2024"]], [["0"]]])
    const machine = "SET threads = 8; SET TimeZone = 'Asia/Tokyo'; SET Calendar = 'buddhist';"
    for (const rules of CLI_RULES)
      assert.deepEqual((await runLikeTheCli(script, cwd, rules, machine)).printed, shown)
  })

  it("is read by DuckDB's command line statement for statement as the build ran it, however its blocks are written", async () => {
    const tricky = [
      // A nested comment, a ; in a text and in a dollar quote at a line's end, before a "." line.
      sql("SELECT 1 /* a /* nested */ comment */ AS nested"),
      sql("SELECT 'ends with;\n.shell touch PWNED\n' AS quoted", "id=quoted"),
      sql("SELECT $$ends with;\n.system touch PWNED\n$$ AS dollar", "echo=false"),
      sql("-- a comment that ends with ;\nSELECT 2 AS after_comment -- and another;"),
      sql("SELECT 3 AS crlf,\r\n  4 AS lines\r\n", "id=crlf output=false"),
      sql("SELECT * FROM crlf, quoted\nORDER BY\n#1"),
      sql("SELECT E'tab\\there' AS escaped, 'it''s' AS doubled;"),
      sql("SELECT count(*) AS n FROM 'data/sales.csv'; -- its own ;", "id=counted"),
    ]
    const made = await study(tricky)
    assert.deepEqual(
      made.ran.map(({ problem }) => problem),
      tricky.map(() => null),
    )
    const { script, cwd } = unzipped(made)
    const shown = made.ran.filter(({ block }) => block.output).map(({ result }) => result?.texts)
    for (const rules of CLI_RULES) {
      const { printed, texts, connection } = await runLikeTheCli(script, cwd, rules)
      assert.deepEqual(printed, shown, rules.name)
      // Each text the command line hands DuckDB is one query of the page, as the build read it
      // (a named one as its view, then its table when the page shows it), in order.
      /** @type {string[]} */
      const expected = []
      /** @type {string[]} */
      const read = []
      // First DuckDB's settings as the build ran the queries.
      assert.equal(texts[0], RUN_SETTINGS)
      let next = 1
      for (const { block } of made.ran) {
        const text = texts[next++]
        expected.push(await treeOf(connection, block.sql))
        const view = `CREATE OR REPLACE VIEW "${block.id}" AS\n`
        read.push(await treeOf(connection, block.id ? text.replace(view, "") : text))
        if (block.id) assert.ok(text.startsWith(view), text)
        if (block.id && block.output) assert.equal(texts[next++], `SELECT * FROM "${block.id}";`)
      }
      assert.equal(next, texts.length)
      assert.deepEqual(read, expected, rules.name)
    }
  })

  it("refuses a block DuckDB's command line would read otherwise than DuckDB, at its line, before anything runs", async () => {
    const pwned = path.join(tmpdir(), "sql-download-pwned")
    const hostile = [
      sql(`SELECT 1 /* /* */ ;\n.shell touch ${pwned}\n*/ AS nested`),
      sql(`SELECT E'it\\'s;\n.system touch ${pwned}\n' AS escaped`, "id=escaped"),
      sql(`SELECT $a_b$;\n.shell touch ${pwned}\n$a_b$ AS tagged`),
      sql(`SELECT 'a\n\x03\n.shell touch ${pwned}\n' AS interrupted`),
      sql("SELECT E'a\\';\n' AS cut"),
      sql("SELECT E'a\\';' AS pending"),
      sql("SELECT 'a\r\nb' AS carriage_return"),
      sql("-- c\rSELECT 2 AS after_carriage_return"),
    ]
    const { ran } = await study(hostile)
    const instead =
      "write a quote in a text as two ('it''s', not E'it\\'s') and comments that do not nest"
    const other =
      "would run another statement than the build did (it drops a carriage return before a line's end, and a first line it takes for a comment): keep each text on one line, and end lines with a line feed alone"
    assert.deepEqual(
      ran.map(({ problem }) => problem),
      [
        `DuckDB's command line would run line 3 as a command of its own (it starts with "."), not as part of the query: ${instead}`,
        `DuckDB's command line would run line 9 as a command of its own (it starts with "."), not as part of the query: ${instead}`,
        `DuckDB's command line before 1.5 would run line 15 as a command of its own (it starts with "."), not as part of the query: ${instead}`,
        `DuckDB's command line would run line 22 as a command of its own (it starts with "."), not as part of the query: ${instead}`,
        `DuckDB's command line would end the query at line 27, where DuckDB does not: ${instead}`,
        `DuckDB's command line would not end the query where it ends, where DuckDB does not: ${instead}`,
        `DuckDB's command line ${other}`,
        `DuckDB's command line ${other}`,
      ],
    )
    assert.equal(existsSync(pwned), false)
  })

  it("names its .sql file and zip so that neither a shell nor a line of the script reads the case study's name", async () => {
    for (const [name, plain] of [
      ["rain\n.shell touch PWNED", "rain-.shell-touch-PWNED"],
      ["$(touch PWNED) `id`", "touch-PWNED-id"],
      ["..", "queries"],
    ]) {
      const made = await study([sql("SELECT 1 AS one")], name)
      const { zip, script } = unzipped(made, name)
      assert.equal(zip.fileName, `${plain}.zip`)
      assert.equal(zip.sqlFile, `${plain}.sql`)
      assert.match(
        script,
        new RegExp(
          `^-- The queries of the case study ${plain.replace(/\./g, "\\.")}, in the order of its page\\.\n-- From this folder: duckdb < `,
        ),
      )
      for (const rules of CLI_RULES)
        assert.deepEqual(
          cliReading(script, rules).map(({ kind, text }) => [kind, text]),
          [
            ["sql", RUN_SETTINGS],
            ["sql", "SELECT 1 AS one\n;"],
          ],
        )
    }
  })

  it("refuses a data file whose name a reader's unzip tool could take for a folder or a terminal command", async () => {
    const made = await study([])
    writeFileSync(path.join(made.dir, "data", "a\\..\\b.csv"), "a\n1\n")
    writeFileSync(path.join(made.dir, "data", "bell\x07.csv"), "a\n1\n")
    const markdownFile = path.join(made.dir, "rain.md")
    writeFileSync(
      markdownFile,
      // (A control character in the query's own text is refused as such: a glob names this one.)
      [sql("SELECT * FROM 'data/a\\..\\b.csv'"), sql("SELECT * FROM 'data/bell*.csv'")].join(
        "\n\n",
      ),
    )
    const ran = await runQueries(sqlBlocks(remark().parse(readFileSync(markdownFile, "utf8"))), {
      markdownFile,
      contentDir: made.contentDir,
      cacheDir: path.join(made.root, "cache"),
    })
    const why =
      'would be unzipped from the download under a name with a backslash or a control character, which a reader\'s unzip tool can take for a folder or a command to the terminal: rename it, and its folders, with letters, digits, "-", "_" and "."'
    assert.deepEqual(
      ran.map(({ problem }) => problem),
      [`"data/a\\\\..\\\\b.csv" ${why}`, `"data/bell\\u0007.csv" ${why}`],
    )
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

  it("holds a named DESCRIBE, SUMMARIZE or SHOW as a view of FROM ( … ), which the command line runs to the page's results", async () => {
    const made = await study([
      sql("SELECT store, amount FROM 'data/sales.csv' ORDER BY ALL", "id=sales"),
      sql("DESCRIBE sales", "id=described"),
      sql("SUMMARIZE sales -- its statistics", "id=summary output=false"),
      sql("SHOW sales", "id=shown output=false"),
      sql(
        'SELECT column_name, s.count, w."null" FROM summary AS s JOIN shown AS w USING (column_name) ORDER BY ALL',
      ),
    ])
    assert.deepEqual(
      made.ran.map(({ problem }) => problem),
      [null, null, null, null, null],
    )
    const { script, cwd } = unzipped(made)
    assert.match(script, /\nCREATE OR REPLACE VIEW "described" AS FROM \(\nDESCRIBE sales\n\)\n;\n/)
    assert.match(
      script,
      /\nCREATE OR REPLACE VIEW "summary" AS FROM \(\nSUMMARIZE sales -- its statistics\n\)\n;\n/,
    )
    const shown = made.ran.filter(({ block }) => block.output).map(({ result }) => result?.texts)
    assert.equal(shown.length, 3)
    for (const rules of CLI_RULES)
      assert.deepEqual((await runLikeTheCli(script, cwd, rules)).printed, shown, rules.name)
  })

  it("refuses a named DESCRIBE that ends with a ';', which would end it before its view's ')'", async () => {
    const made = await study([
      sql("SELECT store FROM 'data/sales.csv' ORDER BY ALL", "id=sales"),
      sql("DESCRIBE sales;", "id=described"),
    ])
    assert.deepEqual(
      made.ran.map(({ problem }) => problem),
      [
        null,
        `DuckDB's command line would end the query at its ";", before the ")" that closes it in the download (a named DESCRIBE, SUMMARIZE or SHOW is a view of FROM ( … ) there): leave the ";" out`,
      ],
    )
  })
})
