// @ts-check
// The checks the site runs before Gatsby starts, the remark plugin as gatsby-transformer-remark runs
// it: node --test plugins/.
import assert from "node:assert/strict"
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import path from "node:path"
import { describe, it } from "node:test"

const requireHere = createRequire(import.meta.url)
const remark = requireHere("remark")
const plugin = requireHere("../index.js")
/** @type {typeof import("../named-results")} */
const { namedResults } = requireHere("../named-results")
/** @type {typeof import("../checks")} */
const { queryProblems } = requireHere("../checks")

// A content folder with the case study `markdown`, its data and a chart of named data.
function site(/** @type {string} */ markdown) {
  const root = mkdtempSync(path.join(tmpdir(), "sql-site-"))
  const contentDir = path.join(root, "content")
  mkdirSync(path.join(contentDir, "studies", "data"), { recursive: true })
  const rows = Array.from(
    { length: 60 },
    (_, i) => `2024-01-${String((i % 28) + 1).padStart(2, "0")},${i}`,
  )
  writeFileSync(path.join(contentDir, "studies", "data", "days.csv"), `day,n\n${rows.join("\n")}\n`)
  writeFileSync(
    path.join(contentDir, "studies", "chart.vl.json"),
    JSON.stringify({
      data: { name: "totals" },
      mark: "bar",
      encoding: { x: { field: "n", type: "quantitative" } },
    }),
  )
  const markdownFile = path.join(contentDir, "studies", "study.md")
  writeFileSync(markdownFile, markdown)
  return { root, contentDir, markdownFile, cacheDir: path.join(root, "cache") }
}

const OWNER = 'the case study of project 1 "Days"'

describe("the checks of a case study's queries", () => {
  it("name the line of each problem, and a chart whose named data no query gives", async () => {
    const { markdownFile, contentDir, cacheDir } = site(
      [
        "## Days",
        "",
        "```sql id=days",
        "SELECT * FROM 'data/days.csv' ORDER BY n",
        "```",
        "",
        "```sql",
        "COPY days TO 'data/out.csv'",
        "```",
        "",
        "![Totals](chart.vl.json)",
      ].join("\n"),
    )
    const { problems } = await queryProblems(markdownFile, { contentDir, cacheDir, owner: OWNER })
    assert.deepEqual(
      problems.map(({ line }) => line),
      [7, 11],
    )
    assert.deepEqual(
      problems.map(({ message }) => message),
      [
        `${markdownFile}, line 7 (${OWNER}): COPY writes a file; a case study's queries only read`,
        `${markdownFile}, line 11 (${OWNER}): the chart "chart.vl.json" reads the named data "totals", which no query gives: give the query whose result it draws id=totals`,
      ],
    )
  })

  it("warn of rows in no stable order, and of a query nothing shows", async () => {
    const { markdownFile, contentDir, cacheDir } = site(
      [
        "```sql",
        "SELECT * FROM 'data/days.csv'",
        "```",
        "",
        "```sql id=unused output=false",
        "SELECT count(*) FROM 'data/days.csv'",
        "```",
        "",
        "```sql id=totals output=false",
        "SELECT sum(n) AS n FROM 'data/days.csv'",
        "```",
        "",
        "![Totals](chart.vl.json)",
        "",
        "```sql",
        "SUMMARIZE SELECT * FROM 'data/days.csv'",
        "```",
      ].join("\n"),
    )
    const { problems, warnings } = await queryProblems(markdownFile, {
      contentDir,
      cacheDir,
      owner: OWNER,
    })
    assert.deepEqual(problems, [])
    assert.deepEqual(
      warnings.map(({ message }) => message),
      [
        `${markdownFile}, line 1 (${OWNER}): the query's 60 rows have no ORDER BY: their order can change from one build to the next`,
        `${markdownFile}, line 5 (${OWNER}): the query shows nothing: it has output=false, and no later query or chart reads its result`,
      ],
    )
  })
})

describe("gatsby-remark-duckdb", () => {
  const markdown = [
    "```sql id=totals",
    "SELECT sum(n) AS n FROM 'data/days.csv'",
    "```",
    "",
    "```sql echo=false",
    "SELECT * FROM 'data/days.csv' ORDER BY n",
    "```",
    "",
    "```sql output=false id=hidden",
    "SELECT 1 AS one",
    "```",
    "",
    "![Totals](chart.vl.json)",
  ].join("\n")

  async function transform() {
    const fixture = site(markdown)
    const markdownAST = remark().parse(markdown)
    /** @type {string[]} */
    const panics = []
    /** @type {string[]} */
    const dependencies = []
    const cwd = process.cwd()
    process.chdir(fixture.root)
    try {
      await plugin(
        {
          markdownAST,
          markdownNode: { parent: "file" },
          getNode: () => ({ absolutePath: fixture.markdownFile }),
          pathPrefix: "/portfolio",
          reporter: { panicOnBuild: (/** @type {string} */ message) => panics.push(message) },
          getRemarkFileDependency: async (/** @type {{ absolutePath: { eq: string } }} */ filter) =>
            dependencies.push(filter.absolutePath.eq),
        },
        {
          contentDir: fixture.contentDir,
          cacheDir: fixture.cacheDir,
          publicDir: path.join(fixture.root, "public"),
        },
      )
    } finally {
      process.chdir(cwd)
    }
    return { ...fixture, markdownAST, panics, dependencies }
  }

  it("keeps each query a code block for the highlighter, its result after it, folded where echo=false", async () => {
    const { markdownAST, panics } = await transform()
    assert.deepEqual(panics, [])
    /** @type {Array<{ type: string, value?: string, lang?: string, meta?: string | null }>} */
    const nodes = markdownAST.children
    // The offer of the queries and their data, then each query.
    assert.match(
      String(nodes[0].value),
      /^<p class="sql-run">Run these queries yourself: <a href="\/portfolio\/static\/sql\/study-[0-9a-f]{10}\.zip" download="study\.zip">download them with their data<\/a> \(ZIP, \d+ KB\), unzip it and, with <a href="https:\/\/duckdb\.org\/docs\/installation\/">DuckDB<\/a>, run <code>duckdb &lt; study\.sql<\/code>\.<\/p>$/,
    )
    nodes.shift()
    assert.deepEqual(
      nodes.map(({ type, lang, meta }) => (type === "code" ? `code ${lang} ${meta}` : type)),
      [
        "html",
        "code sql null",
        "html",
        "html",
        "html",
        "html",
        "code sql null",
        "html",
        "html",
        "html",
        "html",
        "code sql null",
        "html",
        "paragraph",
      ],
    )
    assert.equal(nodes[0].value, '<div class="sql-query" id="query-totals">')
    assert.match(String(nodes[2].value), /<caption>1 row<\/caption>.*<td class="number">1770<\/td>/)
    assert.equal(nodes[5].value, '<details class="sql-fold"><summary>Show the query</summary>')
    assert.equal(nodes[4].value, '<div class="sql-query" id="query-2">')
    // output=false: the query, and no table.
    assert.deepEqual(
      nodes.slice(10, 13).map(({ type }) => type),
      ["html", "code", "html"],
    )
  })

  it("publishes a long result's CSV under the site's path prefix, and hands the charts the named results they draw", async () => {
    const { markdownAST, root, dependencies } = await transform()
    const files = readdirSync(path.join(root, "public", "static", "sql")).filter((file) =>
      file.endsWith(".csv"),
    )
    assert.deepEqual(files.length, 1)
    assert.match(files[0], /^query-2-[0-9a-f]{10}\.csv$/)
    const table = /** @type {{ value: string }} */ (markdownAST.children[9]).value
    assert.match(
      table,
      new RegExp(
        `<a href="/portfolio/static/sql/${files[0]}" download>Download all 60 rows \\(CSV\\)</a>`,
      ),
    )
    assert.equal(
      readFileSync(path.join(root, "public", "static", "sql", files[0]), "utf8").split("\n").length,
      62,
    )
    assert.deepEqual(namedResults(markdownAST), { totals: [{ n: 1770 }] })
    assert.ok(dependencies.every((file) => file.endsWith("days.csv")) && dependencies.length === 1)
  })

  it("stops the build, naming the case study and the line, for a query that cannot run", async () => {
    const fixture = site("```sql\nDROP TABLE x\n```\n")
    /** @type {string[]} */
    const panics = []
    const cwd = process.cwd()
    process.chdir(fixture.root)
    try {
      await plugin(
        {
          markdownAST: remark().parse("```sql\nDROP TABLE x\n```\n"),
          markdownNode: { parent: "file" },
          getNode: () => ({ absolutePath: fixture.markdownFile }),
          reporter: { panicOnBuild: (/** @type {string} */ message) => panics.push(message) },
        },
        {
          contentDir: fixture.contentDir,
          cacheDir: fixture.cacheDir,
          publicDir: path.join(fixture.root, "public"),
        },
      )
    } finally {
      process.chdir(cwd)
    }
    assert.equal(panics.length, 1)
    assert.match(
      panics[0],
      /content\/studies\/study\.md, line 1: DROP changes the database; a case study's queries only read/,
    )
    assert.equal(existsSync(path.join(fixture.root, "public")), false)
  })

  it("leaves a notebook's SQL cells as code: they ran in the notebook", async () => {
    const fixture = site("```sql\nSELECT * FROM warehouse.orders\n```\n")
    const markdownAST = remark().parse("```sql\nSELECT * FROM warehouse.orders\n```\n")
    const before = JSON.stringify(markdownAST)
    /** @type {string[]} */
    const panics = []
    await plugin(
      {
        markdownAST,
        markdownNode: { parent: "notebook" },
        getNode: () => ({ absolutePath: fixture.markdownFile.replace(/\.md$/, ".ipynb") }),
        reporter: { panicOnBuild: (/** @type {string} */ message) => panics.push(message) },
      },
      { contentDir: fixture.contentDir, cacheDir: fixture.cacheDir },
    )
    assert.deepEqual(panics, [])
    assert.equal(JSON.stringify(markdownAST), before)
  })
})
