// @ts-check
// The queries of a case study, run in DuckDB's sandbox over a content folder of the test's own:
// what runs, what is refused and in which words, and what the cache spares: node --test plugins/.
import assert from "node:assert/strict"
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import path from "node:path"
import { describe, it } from "node:test"
import { snapshot } from "./folder-snapshot.mjs"

const requireHere = createRequire(import.meta.url)
const remark = requireHere("remark")
/** @type {typeof import("../blocks")} */
const { sqlBlocks } = requireHere("../blocks")
/** @type {typeof import("../queries")} */
const { runQueries } = requireHere("../queries")
const { DuckDBInstance } = requireHere("@duckdb/node-api")

// A content folder with a case study of `blocks` (```sql … ``` each) and its data.
function caseStudy(/** @type {string[]} */ blocks) {
  const root = mkdtempSync(path.join(tmpdir(), "sql-content-"))
  const contentDir = path.join(root, "content")
  const data = path.join(contentDir, "studies", "data")
  mkdirSync(data, { recursive: true })
  writeFileSync(
    path.join(data, "sales.csv"),
    "day,store,amount\n2024-01-01,A,10.5\n2024-01-02,A,7\n2024-01-01,B,3.25\n",
  )
  writeFileSync(path.join(data, "stores.csv"), "store,city\nA,Lagos\nB,Ibadan\n")
  writeFileSync(path.join(data, "notes.txt"), "not data")
  writeFileSync(path.join(root, "secret.csv"), "a\n1\n")
  const markdownFile = path.join(contentDir, "studies", "study.md")
  writeFileSync(markdownFile, blocks.join("\n\n"))
  const cacheDir = path.join(root, "cache")
  const run = async () =>
    runQueries(sqlBlocks(remark().parse(readFileSync(markdownFile, "utf8"))), {
      markdownFile,
      contentDir,
      cacheDir,
    })
  return { root, contentDir, data, markdownFile, cacheDir, run }
}

const sql = (/** @type {string} */ query, meta = "") => `\`\`\`sql ${meta}\n${query}\n\`\`\``

// The problem of the one query of a case study.
async function problemOf(/** @type {string} */ query) {
  const [ran] = await caseStudy([sql(query)]).run()
  return ran.problem
}

describe("a case study's queries", () => {
  it("run in order: a join of two files, a named result a later query reads with a CTE and a window", async () => {
    const study = caseStudy([
      sql(
        "SELECT s.day, st.city, s.amount FROM 'data/sales.csv' AS s JOIN 'data/stores.csv' AS st USING (store) ORDER BY day, city",
        "id=daily",
      ),
      sql(
        "WITH totals AS (SELECT city, sum(amount) AS total FROM daily GROUP BY city) SELECT city, total, rank() OVER (ORDER BY total DESC) AS place FROM totals ORDER BY place",
      ),
      sql("FROM read_csv('data/*.csv', union_by_name = true) SELECT count(*) AS rows_read"),
    ])
    const [daily, ranked, globbed] = await study.run()
    assert.deepEqual(daily.result?.columns, ["day", "city", "amount"])
    assert.deepEqual(daily.result?.types, ["DATE", "VARCHAR", "DOUBLE"])
    assert.deepEqual(daily.result?.texts, [
      ["2024-01-01", "Ibadan", "3.25"],
      ["2024-01-01", "Lagos", "10.5"],
      ["2024-01-02", "Lagos", "7"],
    ])
    assert.deepEqual(daily.result?.data, [
      ["2024-01-01", "Ibadan", 3.25],
      ["2024-01-01", "Lagos", 10.5],
      ["2024-01-02", "Lagos", 7],
    ])
    assert.deepEqual(ranked.reads, ["daily"])
    assert.deepEqual(ranked.result?.texts, [
      ["Lagos", "17.5", "1"],
      ["Ibadan", "3.25", "2"],
    ])
    assert.deepEqual(globbed.result?.texts, [["5"]])
    assert.deepEqual(
      globbed.files.map((file) => path.basename(file)),
      ["sales.csv", "stores.csv"],
    )
  })

  it("refuse every statement that does not read, naming it by its first keyword as written", async () => {
    const refused = {
      "COPY (SELECT 1) TO 'data/out.csv'": "COPY writes a file; a case study's queries only read",
      "copy (FROM 'data/sales.csv') TO 'data/x.parquet' (FORMAT parquet)":
        "copy writes a file; a case study's queries only read",
      "EXPORT DATABASE 'data/export'": "EXPORT writes files; a case study's queries only read",
      "ATTACH 'data/other.duckdb' AS other":
        "ATTACH opens another database; a case study's queries only read",
      "INSTALL httpfs": "INSTALL installs an extension; a case study's queries only read",
      "LOAD httpfs": "LOAD loads an extension; a case study's queries only read",
      "SET enable_external_access = true":
        "SET changes DuckDB's settings; a case study's queries only read",
      "PRAGMA enable_profiling":
        "PRAGMA changes or reads DuckDB's settings; a case study's queries only read",
      "CREATE TABLE t AS SELECT 1": "CREATE changes the database; a case study's queries only read",
      "-- the load\nINSERT INTO t VALUES (1)":
        "INSERT changes the database; a case study's queries only read",
      "CALL pragma_version()": "CALL runs a procedure; a case study's queries only read",
    }
    for (const [query, message] of Object.entries(refused))
      assert.equal(await problemOf(query), message, query)
  })

  it("refuse a path outside the content folder, on the network, or not data, before DuckDB reads it", async () => {
    const study = caseStudy([])
    symlinkSync(path.join(study.root, "secret.csv"), path.join(study.data, "linked.csv"))
    const refused = {
      "SELECT * FROM '../../secret.csv'":
        /^'\.\.\/\.\.\/secret\.csv' is outside .*content\/: a query reads only the content folder's files$/,
      [`SELECT * FROM read_csv('${path.join(study.root, "secret.csv")}')`]:
        /is outside .*content\//,
      "SELECT * FROM glob('/etc/*')": /^'\/etc\/\*' is outside /,
      "SELECT * FROM 'data/linked.csv'":
        /^'data\/linked\.csv' is a link that leads outside .*content\/ or to nothing: put the file itself there$/,
      "SELECT * FROM 'https://example.org/sales.csv'":
        /^'https:\/\/example\.org\/sales\.csv' is a web address: save the data beside the case study and read it by its path$/,
      "SELECT * FROM read_parquet('s3://bucket/sales.parquet')":
        /^'s3:\/\/bucket\/sales\.parquet' is a web address/,
      "SELECT * FROM 'data/missing.csv'":
        /^'data\/missing\.csv' does not exist \(its path is relative to the case study\)$/,
      "SELECT * FROM read_csv('data/notes.txt')":
        /^'data\/notes\.txt' is not a CSV, TSV, Parquet or JSON file$/,
    }
    for (const [query, message] of Object.entries(refused)) {
      writeFileSync(study.markdownFile, sql(query))
      const [ran] = await study.run()
      assert.match(String(ran.problem), message, query)
    }
  })

  it("refuse a content file named by its absolute path, which the page and the download would show and the reader's machine would read", async () => {
    const study = caseStudy([])
    const before = snapshot(study.contentDir)
    const absolute = path.join(study.data, "sales.csv")
    const sentence = (/** @type {string} */ value) =>
      `'${value}' is an absolute path, the build machine's: write it relative to the case study ('data/sales.csv'), as the download holds the file`
    for (const [query, value] of [
      [`SELECT * FROM '${absolute}'`, absolute],
      [`SELECT * FROM read_csv(['data/stores.csv', '${absolute}'])`, absolute],
      [
        `SELECT * FROM read_csv('${path.join(study.data, "s*.csv")}')`,
        path.join(study.data, "s*.csv"),
      ],
    ]) {
      writeFileSync(study.markdownFile, sql(query))
      const [ran] = await study.run()
      assert.equal(ran.problem, sentence(value), query)
    }
    writeFileSync(study.markdownFile, "")
    assert.deepEqual(snapshot(study.contentDir), before)
    // The same file, relative to the case study, is read.
    writeFileSync(study.markdownFile, sql("SELECT count(*) AS n FROM 'data/sales.csv'"))
    const [relative] = await study.run()
    assert.deepEqual([relative.problem, relative.result?.texts], [null, [["3"]]])
  })

  it("refuse a data file over 50 MB, saying what to do", async () => {
    const study = caseStudy([sql("SELECT count(*) FROM 'data/big.csv'")])
    writeFileSync(path.join(study.data, "big.csv"), "a\n")
    truncateSync(path.join(study.data, "big.csv"), 51 * 1024 * 1024)
    const [ran] = await study.run()
    assert.equal(
      ran.problem,
      "'data/big.csv' is 51 MB, too big for a repository (50 MB at most): save it as Parquet, or a sample of it",
    )
  })

  it("say what DuckDB says of a syntax error, an unknown column or table, a type error", async () => {
    assert.match(
      String(await problemOf("SELEC * FROM 'data/sales.csv'")),
      /^Parser Error: syntax error at or near "SELEC"$/,
    )
    assert.match(
      String(await problemOf("SELECT amout FROM 'data/sales.csv'")),
      /^Binder Error: Referenced column "amout" not found in FROM clause! Candidate bindings: "amount"/,
    )
    assert.match(
      String(await problemOf("SELECT * FROM sales_lines")),
      /^Catalog Error: Table with name sales_lines does not exist!.*write its dialect instead of sql: ```postgresql/,
    )
    assert.match(
      String(await problemOf("SELECT 'Lagos' + 1")),
      /^(Binder|Conversion) Error: .*(Lagos|\+)/,
    )
    assert.equal(
      await problemOf("SELECT 1; SELECT 2"),
      "it holds 2 statements: give each query a block of its own",
    )
  })

  it("refuse an id used twice, and a query that reads a result that could not be made", async () => {
    const [, twice, broken, reader] = await caseStudy([
      sql("SELECT 1 AS a", "id=totals"),
      sql("SELECT 2 AS a", "id=Totals"),
      sql("SELECT nothing FROM 'data/sales.csv'", "id=wrong"),
      sql("SELECT * FROM wrong"),
    ]).run()
    assert.equal(
      twice.problem,
      "id=Totals is also the id of the query at line 1: give each its own",
    )
    assert.match(String(broken.problem), /^Binder Error: Referenced column "nothing" not found/)
    assert.equal(reader.problem, "it reads wrong, whose query at line 9 cannot run")
  })

  it("stop a query past its time limit, naming the option", async () => {
    const [ran] = await caseStudy([
      sql("SELECT count(*) FROM range(100000000000) AS a(i) WHERE i % 7 = 3", "timeout=1"),
    ]).run()
    assert.equal(
      ran.problem,
      "it ran longer than its 1 s: give it timeout=<seconds>, or make it faster",
    )
  })

  it("leave the content folder byte for byte as it was, whatever a query asks", async () => {
    const study = caseStudy([
      sql("COPY (SELECT 1) TO 'data/out.csv'"),
      sql("EXPORT DATABASE 'data/export'"),
      sql("SELECT * FROM 'data/sales.csv' ORDER BY day"),
    ])
    const before = snapshot(study.contentDir)
    await study.run()
    assert.deepEqual(snapshot(study.contentDir), before)
  })

  it("run none when nothing changed, and again only those that read an edited file", async () => {
    const study = caseStudy([
      sql(
        "SELECT store, sum(amount) AS total FROM 'data/sales.csv' GROUP BY store ORDER BY store",
        "id=totals",
      ),
      sql("SELECT * FROM 'data/stores.csv' ORDER BY store"),
      sql(
        "SELECT t.store, t.total, s.city FROM totals AS t JOIN 'data/stores.csv' AS s USING (store) ORDER BY store",
      ),
    ])
    const first = await study.run()
    const kept = () => readdirSync(study.cacheDir).sort()
    assert.equal(kept().length, 3)
    // A cached result is what a second build shows: changed by hand here, it comes back changed.
    const [totalsFile] = kept().filter(
      (file) =>
        JSON.stringify(
          JSON.parse(readFileSync(path.join(study.cacheDir, file), "utf8")).columns,
        ) === '["store","total"]',
    )
    const cachedTotals = JSON.parse(readFileSync(path.join(study.cacheDir, totalsFile), "utf8"))
    cachedTotals.texts[0][1] = "999"
    writeFileSync(path.join(study.cacheDir, totalsFile), JSON.stringify(cachedTotals))
    const second = await study.run()
    assert.equal(second[0].result?.texts[0][1], "999")
    assert.deepEqual(second[1].result, first[1].result)
    // An edit of stores.csv: the two queries that read it run again; the first, cached, does not,
    // though its table is made again, by its query, for the third to read with DuckDB's types.
    writeFileSync(path.join(study.data, "stores.csv"), "store,city\nA,Abuja\nB,Ibadan\n")
    const before = new Set(kept())
    const third = await study.run()
    assert.equal(third[0].result?.texts[0][1], "999")
    assert.deepEqual(third[2].result?.texts[0], ["A", "17.5", "Abuja"])
    assert.equal(kept().filter((file) => !before.has(file)).length, 2)
  })

  it("judge a path by DuckDB's own parse: quoted any way, it reads what the check read; computed, it is refused", async () => {
    const study = caseStudy([
      sql("SELECT count(*) AS n FROM E'data/sales.csv'"),
      sql("SELECT count(*) AS n FROM $x$data/sales.csv$x$"),
      sql("SELECT count(*) AS n FROM read_csv('data/'\n'sales.csv')"),
      sql("SELECT * FROM read_csv(E'data/sales.csv'); COPY (SELECT 1) TO 'data/out.csv'"),
      sql("SELECT * FROM read_csv($$data/sales.csv' ) TO 'x$$)"),
      sql("SELECT * FROM read_text('../' || 'study.md')"),
      sql("SELECT * FROM read_csv(concat('data/', 'sales.csv'))"),
      sql("SELECT * FROM read_csv(['data/sales.csv', (SELECT 'data/stores.csv')])"),
      // Adjacent texts are one text to DuckDB's parser: the guard judges what DuckDB would read.
      sql("SELECT * FROM read_csv('data/'\n'../../../secret.csv')"),
    ])
    const before = snapshot(study.contentDir)
    const ran = await study.run()
    assert.deepEqual(
      ran
        .slice(0, 3)
        .map(({ result, files }) => [result?.texts, files.map((f) => path.basename(f))]),
      Array(3).fill([[["3"]], ["sales.csv"]]),
    )
    assert.deepEqual(
      ran.slice(3).map(({ problem }) => problem),
      [
        "it holds 2 statements: give each query a block of its own",
        "'data/sales.csv' ) TO 'x' does not exist (its path is relative to the case study)",
        "read_text is given a path the query computes: write each path as one text in quotes (read_text('data/sales.csv'))",
        "read_csv is given a path the query computes: write each path as one text in quotes (read_csv('data/sales.csv'))",
        "read_csv is given a path the query computes: write each path as one text in quotes (read_csv('data/sales.csv'))",
        `'data/../../../secret.csv' is outside ${study.contentDir}/: a query reads only the content folder's files`,
      ],
    )
    assert.deepEqual(snapshot(study.contentDir), before)
  })

  it("refuse a link out of the content folder, a file or a folder, however a query reaches it", async () => {
    const study = caseStudy([])
    mkdirSync(path.join(study.root, "outside"))
    writeFileSync(path.join(study.root, "outside", "x.csv"), "secret\nhunter2\n")
    symlinkSync(path.join(study.root, "secret.csv"), path.join(study.data, "linked.csv"))
    symlinkSync(path.join(study.root, "outside"), path.join(study.data, "folder"))
    const link = (/** @type {string} */ name) =>
      `'${name}' is a link that leads outside ${study.contentDir}/ or to nothing: put the file itself there`
    const refused = {
      "SELECT * FROM 'data/linked.csv'": link("data/linked.csv"),
      "SUMMARIZE 'data/linked.csv'": link("data/linked.csv"),
      "SELECT * FROM 'data/folder/x.csv'": link("data/folder/x.csv"),
      "SELECT * FROM read_csv('data/folder/*.csv')": link("data/folder/*.csv"),
      "SELECT * FROM glob('data/folder/*')": link("data/folder/*"),
      "SELECT * FROM read_csv('data/*.csv') ORDER BY 1": link("data/linked.csv"),
    }
    for (const [query, message] of Object.entries(refused)) {
      writeFileSync(study.markdownFile, sql(query))
      const [ran] = await study.run()
      assert.equal(ran.problem, message, query)
    }
  })

  it("keep the build machine off the page: no settings, no table of DuckDB's own, file names as written", async () => {
    const refused = {
      "SELECT current_setting('temp_directory')":
        "current_setting() shows DuckDB's settings, which are the build machine's",
      "SELECT list_transform([1], x -> current_setting('home_directory'))":
        "current_setting() shows DuckDB's settings, which are the build machine's",
      "SELECT * FROM duckdb_settings()":
        "duckdb_settings() is not a function a case study's query may read from: read files with read_csv, read_parquet, read_json, read_text or read_blob, and make rows with range or unnest",
      "SELECT * FROM query('SELECT 1')":
        "query() is not a function a case study's query may read from: read files with read_csv, read_parquet, read_json, read_text or read_blob, and make rows with range or unnest",
      "SELECT * FROM information_schema.tables":
        "it reads \"information_schema.tables\", a table of DuckDB's own: read a data file by its path in quotes (FROM 'data/sales.csv') or a query's result by its id",
    }
    for (const [query, message] of Object.entries(refused))
      assert.equal(await problemOf(query), message, query)
    const [named] = await caseStudy([
      sql("SELECT DISTINCT filename FROM read_csv('data/sales.csv', filename = true)"),
    ]).run()
    assert.deepEqual(named.result?.texts, [["data/sales.csv"]])
    assert.match(
      String(await problemOf("SELECT * FROM '~/.ssh/id_rsa.csv'")),
      /^'~\/\.ssh\/id_rsa\.csv' is outside .*content\/: a query reads only the content folder's files$/,
    )
  })

  it("judge a name by the scope DuckDB reads it in: a common table expression hides a view of DuckDB's own only there", async () => {
    const own = (/** @type {string} */ name) =>
      `it reads "${name}", a table of DuckDB's own: read a data file by its path in quotes (FROM 'data/sales.csv') or a query's result by its id`
    const refused = {
      // In a subquery's WITH: the outer pg_settings is DuckDB's, and shows the build's settings.
      "SELECT * FROM (WITH pg_settings AS (SELECT 1 AS x) SELECT * FROM pg_settings) AS hidden, pg_settings AS seen":
        own("pg_settings"),
      "SELECT (WITH pg_class AS (SELECT 1) SELECT count(*) FROM pg_class), (SELECT count(*) FROM pg_class)":
        own("pg_class"),
      "(WITH duckdb_views AS (SELECT 1 AS x) SELECT x FROM duckdb_views) UNION ALL SELECT 1 FROM duckdb_views":
        own("duckdb_views"),
      // Not in its own body, nor in the expressions before it.
      "WITH pg_settings AS (SELECT * FROM pg_settings) SELECT * FROM pg_settings":
        own("pg_settings"),
      "WITH a AS (SELECT * FROM duckdb_tables), duckdb_tables AS (SELECT 1) SELECT * FROM a":
        own("duckdb_tables"),
      // A recursive one's anchor (all but its last UNION) reads the catalog.
      "WITH RECURSIVE sqlite_master(v) AS (SELECT 1 UNION SELECT 1 FROM sqlite_master UNION SELECT 2) SELECT * FROM sqlite_master":
        own("sqlite_master"),
      "SELECT * FROM recurring.pg_settings": own("recurring.pg_settings"),
      "SHOW TABLES":
        "it lists DuckDB's own catalog (SHOW TABLES, SHOW DATABASES, DESCRIBE alone): describe a data file by its path in quotes (DESCRIBE 'data/sales.csv') or a query's result by its id",
      "SELECT * FROM pragma_table_info('x')":
        "pragma_table_info() is not a function a case study's query may read from: read files with read_csv, read_parquet, read_json, read_text or read_blob, and make rows with range or unnest",
    }
    const study = caseStudy(Object.keys(refused).map((query) => sql(query)))
    const before = snapshot(study.contentDir)
    assert.deepEqual(
      (await study.run()).map(({ problem }) => problem),
      Object.values(refused),
    )
    assert.deepEqual(snapshot(study.contentDir), before)

    const [shadowed, chained, recursive, keyed, materialized, named, outer] = await caseStudy([
      sql("WITH pg_settings AS (SELECT 42 AS answer) SELECT * FROM pg_settings"),
      sql(
        "WITH a AS (SELECT 1 AS v), b AS (SELECT v + 1 AS v FROM a) SELECT * FROM (SELECT * FROM b)",
      ),
      sql(
        "WITH RECURSIVE t(v) AS (SELECT 1 UNION ALL SELECT v + 1 FROM (SELECT * FROM t) WHERE v < 3) SELECT * FROM t ORDER BY v",
      ),
      sql(
        "WITH RECURSIVE t(k, v) USING KEY (k) AS (SELECT 1, 0 UNION SELECT k, v + 1 FROM recurring.t WHERE v < 3) SELECT * FROM t",
      ),
      sql("WITH t AS MATERIALIZED (SELECT 5 AS v) SELECT * FROM t, (SELECT v AS w FROM t)"),
      // A named result of a view's name hides the view, for the queries after it.
      sql("SELECT 42 AS answer", "id=pg_settings"),
      sql(
        "SELECT * FROM (WITH pg_settings AS (SELECT 1 AS x) SELECT * FROM pg_settings) AS a, pg_settings AS b",
      ),
    ]).run()
    assert.deepEqual(
      [shadowed, chained, recursive, keyed, materialized, named, outer].map(
        ({ problem, result }) => problem ?? result?.texts,
      ),
      [
        [["42"]],
        [["2"]],
        [["1"], ["2"], ["3"]],
        [["1", "3"]],
        [["5", "5"]],
        [["42"]],
        [["1", "42"]],
      ],
    )
    assert.deepEqual(outer.reads, ["pg_settings"])
  })

  it("refuse every view DuckDB has without a schema, wherever it is read, however a WITH names it", async () => {
    const connection = await (await DuckDBInstance.create(":memory:")).connect()
    const reader = await connection.runAndReadAll(
      "SELECT view_name FROM duckdb_views() WHERE internal AND list_contains(current_schemas(true), schema_name) ORDER BY view_name",
    )
    /** @type {string[]} */
    const views = reader.getRows().map((/** @type {unknown[]} */ [name]) => String(name))
    assert.ok(views.includes("pg_settings") && views.includes("duckdb_tables"), views.join(" "))
    const ran = await caseStudy(
      views.map((view) =>
        sql(
          `SELECT * FROM (WITH ${view} AS (SELECT 1 AS x) SELECT * FROM ${view}) AS a, ${view} AS b`,
        ),
      ),
    ).run()
    assert.deepEqual(
      ran.map(({ problem }) => problem),
      views.map(
        (view) =>
          `it reads "${view}", a table of DuckDB's own: read a data file by its path in quotes (FROM 'data/sales.csv') or a query's result by its id`,
      ),
    )
  })

  it("stop a result too big for a page, but let a query no page shows feed the next", async () => {
    const [shown, kept, counted] = await caseStudy([
      sql("SELECT * FROM range(200000) AS t(i)"),
      sql("SELECT * FROM range(200000) AS t(i)", "id=staged output=false"),
      sql("SELECT count(*) AS n FROM staged"),
    ]).run()
    assert.equal(
      shown.problem,
      "it returns more than 100,000 rows, more than a page can carry: aggregate them (GROUP BY) or sample them with a seed (USING SAMPLE reservoir(1000 ROWS) REPEATABLE (42)) in the query",
    )
    assert.equal(kept.result?.rowCount, 200000)
    assert.deepEqual(kept.result?.texts, [])
    assert.deepEqual(counted.result?.texts, [["200000"]])
  })

  it("stop a function that ignores DuckDB's interrupt at its time, and one that outgrows its memory, from outside; the next query still runs", async () => {
    const study = caseStudy([
      sql("SELECT levenshtein(repeat('a', 200000), repeat('b', 200000)) AS d", "timeout=2"),
      sql(
        "SELECT sum(length(repeat('y', 500000000 + i::INT))) AS n FROM range(8) AS t(i)",
        "timeout=120",
      ),
      sql("SELECT 1 AS after"),
    ])
    const before = snapshot(study.contentDir)
    const [slow, greedy, after] = await study.run()
    assert.equal(
      slow.problem,
      "it ran longer than its 2 s: give it timeout=<seconds>, or make it faster",
    )
    assert.equal(
      greedy.problem,
      "it needs more than 2 GB of memory: aggregate or sample the data first",
    )
    // Stopped for its memory, so before its 120 s; and the query after it ran in a new process.
    assert.deepEqual(after.result?.texts, [["1"]])
    // Nothing spilled into the case study's folder, where the queries run.
    assert.deepEqual(snapshot(study.contentDir), before)
  })

  it("run from the site's folder, as Gatsby names the content folder: relative to it", async () => {
    const study = caseStudy([
      sql("SELECT count(*) AS n FROM 'data/sales.csv'"),
      sql("FROM '../../secret.csv'"),
    ])
    const cwd = process.cwd()
    process.chdir(study.root)
    try {
      const [counted, outside] = await runQueries(
        sqlBlocks(remark().parse(readFileSync(study.markdownFile, "utf8"))),
        { markdownFile: "content/studies/study.md", contentDir: "content", cacheDir: "cache" },
      )
      assert.deepEqual(counted.result?.texts, [["3"]])
      assert.equal(
        outside.problem,
        "'../../secret.csv' is outside content/: a query reads only the content folder's files",
      )
    } finally {
      process.chdir(cwd)
    }
  })
})
