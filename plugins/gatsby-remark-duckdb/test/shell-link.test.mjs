// @ts-check
// "Run in DuckDB's shell": each query's link to shell.duckdb.org holds a script that runs alone over
// the data files the site publishes, and gives the page's result. Nothing here loads the shell: the
// script is read back from the link's address and run in the build's own DuckDB, the published
// files read from the public folder where their https address would serve them.
import assert from "node:assert/strict"
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import path from "node:path"
import { describe, it } from "node:test"

const requireHere = createRequire(import.meta.url)
const remark = requireHere("remark")
/** @type {typeof import("@duckdb/node-api")} */
const { DuckDBInstance } = requireHere("@duckdb/node-api")
const { escapeHtml } = requireHere("content-files")
const plugin = requireHere("../index.js")
/** @type {typeof import("../shell-link")} */
const { MAX_ADDRESS, shellParts } = requireHere("../shell-link")
/** @type {typeof import("../cells")} */
const { exactText } = requireHere("../cells")
/** @type {typeof import("../result-table")} */
const { cellText } = requireHere("../result-table")

const SITE = "https://site.example"
const PREFIX = "/portfolio"
// A data file's name with a space, an accent and a quote: its address and its view name escape them.
const DATA = "data/ventes été '24.csv"
const CSV =
  "region,share,note\nNorth,0.25,<b>x</b>\nEast,0.5,javascript:alert(1)\nWest,0.125,plain\n"

const QUERIES = [
  "```sql id=regions",
  `SELECT region, share, note FROM '${DATA.replace(/'/g, "''")}' ORDER BY region`,
  "```",
  "",
  "```sql id=total echo=false",
  "SELECT count(*) AS n, sum(share) AS share -- the total; a -dash and ~tilde",
  "FROM regions",
  "```",
  "",
  "```sql",
  "SELECT n, share * 2 AS doubled FROM total",
  "```",
  "",
  "```sql",
  `SELECT * FROM read_csv('${DATA.replace(/'/g, "''")}', header = true) ORDER BY region`,
  "```",
  "",
  "```sql output=false id=hidden",
  "SELECT 1 AS one",
  "```",
]

/** Builds `markdown` as gatsby-transformer-remark runs the plugin; the HTML of each node. */
async function build(
  /** @type {string} */ markdown,
  siteUrl = /** @type {string | null} */ (SITE),
) {
  const root = mkdtempSync(path.join(tmpdir(), "sql-shell-"))
  const contentDir = path.join(root, "content")
  mkdirSync(path.join(contentDir, "studies", "data"), { recursive: true })
  writeFileSync(path.join(contentDir, "studies", DATA), CSV)
  const markdownFile = path.join(contentDir, "studies", "study.md")
  writeFileSync(markdownFile, markdown)
  const markdownAST = remark().parse(markdown)
  /** @type {string[]} */
  const panics = []
  /** @type {string[]} */
  const warnings = []
  const publicDir = path.join(root, "public")
  const cwd = process.cwd()
  process.chdir(root)
  try {
    await plugin(
      {
        markdownAST,
        markdownNode: { parent: "file", internal: { content: markdown } },
        getNode: () => ({ absolutePath: markdownFile }),
        pathPrefix: PREFIX,
        reporter: {
          panicOnBuild: (/** @type {string} */ message) => panics.push(message),
          warn: (/** @type {string} */ message) => warnings.push(message),
        },
      },
      { contentDir, cacheDir: path.join(root, "cache"), publicDir, siteUrl },
    )
  } finally {
    process.chdir(cwd)
  }
  assert.deepEqual(panics, [])
  const html = markdownAST.children
    .map((/** @type {any} */ node) => String(node.value ?? ""))
    .join("\n")
  return { html, publicDir, warnings }
}

// Each query's shell address and the cells of its table, in the page's order.
function queriesOf(/** @type {string} */ html) {
  return html
    .split('<div class="sql-query"')
    .slice(1)
    .map((block) => ({
      address: /<a href="(https:\/\/shell\.duckdb\.org\/[^"]*)"/.exec(block)?.[1] ?? null,
      cells: [...block.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map(([, cell]) => cell),
    }))
}

// An address of the site in a text of SQL, and the file of the public folder it serves.
const SITE_ADDRESS = new RegExp(`'${SITE}${PREFIX}/((?:[^']|'')*)'`, "g")
const publishedFile = (/** @type {string} */ publicDir, /** @type {string} */ address) =>
  path.join(publicDir, decodeURIComponent(address.replace(/''/g, "'")))
const sqlText = (/** @type {string} */ text) => `'${text.replace(/'/g, "''")}'`

const decodeAttribute = (/** @type {string} */ text) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")

/**
 * Runs a shell script's parts in a new DuckDB, each whole as the shell hands it, the site's
 * addresses read from the public folder; the last part's cells as the page writes them.
 * @param {string[]} parts
 * @param {string} publicDir
 */
async function runInDuckDB(parts, publicDir) {
  const connection = await (await DuckDBInstance.create(":memory:")).connect()
  /** @type {import("@duckdb/node-api").DuckDBResultReader | undefined} */
  let reader
  for (const part of parts)
    reader = await connection.runAndReadAll(
      part.replace(SITE_ADDRESS, (_, address) => sqlText(publishedFile(publicDir, address))),
    )
  assert.ok(reader)
  const types = reader.columnTypes().map(String)
  return reader
    .getRows()
    .flatMap((row) =>
      row.map((value, i) => escapeHtml(cellText(exactText(value, types[i]) ?? "", types[i]))),
    )
}

describe("a query's link to DuckDB's shell", () => {
  it("holds the settings, a view of each data file, the named results it reads and the query as written", async () => {
    const { html } = await build(QUERIES.join("\n"))
    const [, total, doubled] = queriesOf(html)
    const address = decodeAttribute(String(doubled.address))
    assert.match(address, /^https:\/\/shell\.duckdb\.org\/#queries=v0,/)
    const parts = shellParts(address)
    const [settings, views, ...rest] = parts
    assert.equal(settings, "SET threads = 1; SET TimeZone = 'UTC'; SET Calendar = 'gregorian';")
    assert.match(
      views,
      new RegExp(
        `^CREATE OR REPLACE VIEW "data/ventes été '24\\.csv" AS FROM '${SITE}${PREFIX}/static/sql-data/study-[0-9a-f]{10}/data/ventes%20%C3%A9t%C3%A9%20''24\\.csv';$`,
      ),
    )
    assert.deepEqual(rest, [
      `CREATE OR REPLACE TABLE "regions" AS\n${QUERIES[1]}`,
      `CREATE OR REPLACE TABLE "total" AS\n${QUERIES[5]}\n${QUERIES[6]}`,
      QUERIES[10],
    ])
    assert.ok(total.address, "a folded query has its link too")
  })

  it("gives the page's result when its script runs in DuckDB, over the files the site publishes", async () => {
    const { html, publicDir } = await build(QUERIES.join("\n"))
    const linked = queriesOf(html).filter(({ address }) => address)
    assert.equal(linked.length, 3)
    for (const { address, cells } of linked) {
      assert.ok(cells.length > 0)
      assert.deepEqual(
        await runInDuckDB(shellParts(decodeAttribute(String(address))), publicDir),
        cells,
      )
    }
    // The data file, published as it is under the address the views read.
    const [, views] = shellParts(decodeAttribute(String(linked[0].address)))
    const [[, address]] = [...views.matchAll(SITE_ADDRESS)]
    assert.equal(readFileSync(publishedFile(publicDir, address), "utf8"), CSV)
  })

  it("has none for a file read by a reader's call, a query with no table, or a site without its https address", async () => {
    const { html } = await build(QUERIES.join("\n"))
    const queries = queriesOf(html)
    assert.equal(queries.length, 5)
    assert.equal(queries[3].address, null)
    assert.equal(queries[4].address, null)
    const without = await build(QUERIES.join("\n"), null)
    assert.ok(queriesOf(without.html).every(({ address }) => address === null))
    assert.equal(existsSync(path.join(without.publicDir, "static", "sql-data")), false)
  })

  it("has none whose address would be longer than a browser opens", async () => {
    const long = ["```sql", `SELECT 1 AS one -- ${"x".repeat(MAX_ADDRESS)}`, "```"].join("\n")
    const { html } = await build(long)
    const [query] = queriesOf(html)
    assert.equal(query.address, null)
    assert.deepEqual(query.cells, ["1"])
  })
})

describe("a query's link to DuckDB's shell, at its edges", () => {
  const table = `FROM '${DATA.replace(/'/g, "''")}'`

  it("holds a named DESCRIBE, SUMMARIZE or SHOW as a table of FROM ( … ), and gives the page's result", async () => {
    const markdown = [
      "```sql id=regions",
      `SELECT region, share ${table} ORDER BY region`,
      "```",
      "",
      "```sql id=described output=false",
      "DESCRIBE regions",
      "```",
      "",
      "```sql id=summary output=false",
      "SUMMARIZE regions",
      "```",
      "",
      "```sql id=shown output=false",
      "SHOW regions",
      "```",
      "",
      "```sql",
      'SELECT d.column_name, d.column_type, s.count, w."null"',
      "FROM described AS d JOIN summary AS s USING (column_name) JOIN shown AS w USING (column_name)",
      "ORDER BY d.column_name",
      "```",
    ].join("\n")
    const { html, publicDir } = await build(markdown)
    const last = queriesOf(html).at(-1)
    assert.ok(last?.address)
    const parts = shellParts(decodeAttribute(last.address))
    assert.ok(parts.includes('CREATE OR REPLACE TABLE "described" AS FROM (\nDESCRIBE regions\n)'))
    assert.ok(parts.includes('CREATE OR REPLACE TABLE "summary" AS FROM (\nSUMMARIZE regions\n)'))
    assert.equal(last.cells.length, 8)
    assert.deepEqual(await runInDuckDB(parts, publicDir), last.cells)
  })

  it("has none for a query that reads a file's own columns, nor for one that reads its result", async () => {
    const markdown = [
      "```sql id=files",
      `SELECT filename, count(*) AS n ${table} GROUP BY ALL ORDER BY ALL`,
      "```",
      "",
      "```sql",
      "SELECT n FROM files",
      "```",
      "",
      "```sql",
      `SELECT file_index AS f, count(*) AS n ${table} GROUP BY ALL ORDER BY ALL`,
      "```",
      "",
      "```sql",
      `SELECT count(*) AS n ${table}`,
      "```",
    ].join("\n")
    const { html } = await build(markdown)
    assert.deepEqual(
      queriesOf(html).map(({ address }) => address !== null),
      [false, false, false, true],
    )
  })

  it("leaves out the later links of a chain past the page's budget, with one note", async () => {
    const comment = `-- ${"x".repeat(30_000)}`
    const chain = Array.from({ length: 10 }, (_, k) => [
      `\`\`\`sql id=step${k}`,
      k === 0 ? `SELECT 1 AS n ${comment}` : `SELECT n + 1 AS n FROM step${k - 1} ${comment}`,
      "```",
      "",
    ]).flat()
    const { html, warnings } = await build(chain.join("\n"))
    const linked = queriesOf(html).map(({ address }) => address !== null)
    const kept = linked.filter(Boolean).length
    assert.ok(kept > 0 && kept < 10, `${kept} links kept`)
    assert.deepEqual(linked, [...Array(kept).fill(true), ...Array(10 - kept).fill(false)])
    const total = queriesOf(html).reduce(
      (sum, { address }) => sum + (address ? decodeAttribute(address).length : 0),
      0,
    )
    assert.ok(total <= 256 * 1024, `${total} characters of links`)
    const lines = Array.from({ length: 10 - kept }, (_, k) => 1 + 4 * (kept + k))
    assert.equal(warnings.length, 1)
    assert.ok(
      warnings[0].includes(
        `: the queries at lines ${lines.join(", ")} have no link to DuckDB's shell`,
      ),
      warnings[0],
    )
  })
})
