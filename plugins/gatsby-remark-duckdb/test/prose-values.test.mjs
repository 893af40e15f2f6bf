// @ts-check
// Values in a case study's prose, from its named results: written as the result tables write them
// or in their format, linked to their query, wherever prose is; every wrong reference one line with
// its line and column, listed at once with the queries' own problems, by the checks and the build.
import assert from "node:assert/strict"
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import path from "node:path"
import { describe, it } from "node:test"
import { snapshot } from "./folder-snapshot.mjs"

const requireHere = createRequire(import.meta.url)
const remark = requireHere("remark")
const gfm = requireHere("remark-gfm")
const toHast = requireHere("mdast-util-to-hast")
const toHtml = requireHere("hast-util-to-html")
const toString = requireHere("mdast-util-to-string")
const matter = requireHere("gray-matter")
const plugin = requireHere("../index.js")
/** @type {typeof import("../checks")} */
const { queryProblems } = requireHere("../checks")
/** @type {typeof import("../value-formats")} */
const { formattedValue, valueFormat } = requireHere("../value-formats")

const OWNER = 'the case study of project 1 "Returns"'
const CSV = [
  "region,share,revenue,note,day",
  "North,0.1231,1234567.891,plain,2024-06-30",
  "East,0.05,-12.5,<b>bold</b>,2024-01-02",
  'West,0.5,999999,"javascript:alert(1)",2024-12-31',
].join("\n")

// A content folder with the case study `markdown` and its data, as the checks and the build read it.
function site(/** @type {string} */ markdown, csv = CSV) {
  const root = mkdtempSync(path.join(tmpdir(), "sql-values-"))
  const contentDir = path.join(root, "content")
  mkdirSync(path.join(contentDir, "studies", "data"), { recursive: true })
  writeFileSync(path.join(contentDir, "studies", "data", "regions.csv"), `${csv}\n`)
  const markdownFile = path.join(contentDir, "studies", "study.md")
  writeFileSync(markdownFile, markdown)
  return { root, contentDir, markdownFile, cacheDir: path.join(root, "cache") }
}

const QUERIES = [
  "```sql id=regions",
  "SELECT region, share, revenue, note, CAST(day AS DATE) AS day FROM 'data/regions.csv' ORDER BY region",
  "```",
  "",
  "```sql id=total output=false",
  "SELECT sum(revenue) AS revenue, count(*) AS n FROM 'data/regions.csv'",
  "```",
]

// The case study built by the plugin as gatsby-transformer-remark runs it, on the Markdown after
// its front matter (gray-matter's cut); its HTML, its panics.
async function build(/** @type {string} */ markdown, csv = CSV, fixture = site(markdown, csv)) {
  const { content } = matter(markdown)
  const markdownAST = remark().use(gfm).parse(content)
  /** @type {string[]} */
  const panics = []
  const cwd = process.cwd()
  process.chdir(fixture.root)
  try {
    await plugin(
      {
        markdownAST,
        markdownNode: { parent: "file", internal: { content } },
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
  const html = toHtml(toHast(markdownAST, { allowDangerousHtml: true }), {
    allowDangerousHtml: true,
  })
  return { ...fixture, html, panics, markdownAST }
}

describe("a value's format", () => {
  const format = (/** @type {string} */ name) => valueFormat(name).format
  it("writes numbers as the result tables do, and each format from the exact text", () => {
    assert.deepEqual(
      [
        formattedValue("1234567.891", "DOUBLE", null),
        formattedValue("0.1231", "DOUBLE", format("percent")),
        formattedValue("0.123456789", "DECIMAL(18,9)", format("percent")),
        formattedValue("1234567.891", "DOUBLE", format("currency:USD")),
        formattedValue("-12.5", "DOUBLE", format("currency:EUR")),
        formattedValue("0.005", "DOUBLE", format("currency:GBP")),
        formattedValue("1234567", "BIGINT", format("compact")),
        formattedValue("999950", "BIGINT", format("compact")),
        formattedValue("999949999999999", "HUGEINT", format("compact")),
        formattedValue("12", "INTEGER", format("compact")),
        formattedValue("2024-06-30", "DATE", format("date")),
        formattedValue("2024-01-02 13:00:00", "TIMESTAMP", format("date")),
        formattedValue("12345.5", "DOUBLE", format("number")),
        formattedValue("a\u001b[31m", "VARCHAR", null),
      ].map(({ value, problem }) => value ?? problem),
      [
        "1,234,567.891",
        "12.31%",
        "12.345679%",
        "$1,234,567.89",
        "-€12.50",
        "£0.01",
        "1.2M",
        "1M",
        "999.9T",
        "12",
        "June 30, 2024",
        "January 2, 2024",
        "12,345.5",
        "a\\x1B[31m",
      ],
    )
  })

  it("refuses a format the value cannot take, and a name that is no format", () => {
    assert.deepEqual(
      [
        formattedValue("North", "VARCHAR", format("percent")).problem,
        formattedValue("Infinity", "DOUBLE", format("percent")).problem,
        formattedValue("12", "INTEGER", format("date")).problem,
        valueFormat("pct").problem,
        valueFormat("currency:XYZ").problem,
      ],
      [
        "format=percent needs a number, and the value is a VARCHAR",
        "format=percent cannot write Infinity: leave the format out",
        "format=date needs a date, and the value is an INTEGER (12)",
        "format=pct is not a format: write number, percent, currency:<code>, compact, date",
        '"currency:XYZ" names no currency: write currency: and its ISO 4217 code (currency:USD, currency:EUR)',
      ],
    )
  })
})

describe("a value's format, at its edges", () => {
  const format = (/** @type {string} */ name) => valueFormat(name).format
  const written = (/** @type {{ value: string | null, problem: string | null }} */ found) =>
    found.value ?? found.problem

  it("writes a date before the common era with its era, never as a year of ours", () => {
    assert.deepEqual(
      [
        formattedValue("0044-03-15 (BC)", "DATE", format("date")),
        formattedValue("0001-01-01 (BC) 12:00:00", "TIMESTAMP", format("date")),
        formattedValue("2024-06-30", "DATE", format("date")),
      ].map(written),
      ["March 15, 44 BC", "January 1, 1 BC", "June 30, 2024"],
    )
  })

  it("takes every currency Intl names, a code of letters apart from its number, and refuses the rest with a guess", () => {
    assert.deepEqual(
      [
        formattedValue("1234.567", "DECIMAL(10,3)", format("currency:BHD")),
        formattedValue("12", "INTEGER", format("currency:xau")),
        formattedValue("12", "INTEGER", format("currency:CHE")),
        formattedValue("-12", "INTEGER", format("currency:CHF")),
        formattedValue("12", "INTEGER", format("currency:USD")),
        valueFormat("currency:XXX").problem,
        valueFormat("currency:USDD").problem,
        valueFormat("currency:QQQ").problem,
      ].map((found) => (typeof found === "object" && found !== null ? written(found) : found)),
      [
        "BHD\u00a01234.57",
        "XAU\u00a012.00",
        "CHE\u00a012.00",
        "-CHF\u00a012.00",
        "$12.00",
        null,
        '"currency:USDD" names no currency: write currency: and its ISO 4217 code (currency:USD, currency:EUR) (did you mean currency:USD?)',
        '"currency:QQQ" names no currency: write currency: and its ISO 4217 code (currency:USD, currency:EUR)',
      ],
    )
  })

  it("refuses a compact number past its units, names a type with its article and cuts a long value", () => {
    const long = formattedValue(`2024-${"x".repeat(100_000)}`, "VARCHAR", format("date")).problem
    assert.deepEqual(
      [
        formattedValue("1e+300", "DOUBLE", format("compact")).problem,
        formattedValue("999950000000000", "BIGINT", format("compact")).problem,
        formattedValue("1 day", "INTERVAL", format("percent")).problem,
        formattedValue("x", "UUID", format("number")).problem,
        long,
      ],
      [
        "format=compact writes numbers under a thousand trillions (1,000T), and the value is 1e+300: leave the format out",
        "format=compact writes numbers under a thousand trillions (1,000T), and the value is 999950000000000: leave the format out",
        "format=percent needs a number, and the value is an INTERVAL",
        "format=number needs a number, and the value is a UUID",
        `format=date needs a date, and the value is a VARCHAR (2024-${"x".repeat(74)}…)`,
      ],
    )
  })
})

describe("values in a case study's prose", () => {
  const prose = [
    "# North's share: {{= regions.share region=North format=percent }}",
    "",
    "Revenue came to {{= total.revenue format=currency:USD }} over {{= total.n }} regions.",
    "",
    "- East: {{= regions.revenue row=1 }}",
    "",
    "> West wrote {{= regions.note region=West }} on {{= regions.day region=West format=date }}.",
    "",
    "| region | note |",
    "| --- | --- |",
    "| East | {{= regions.note region=East }} |",
    "",
    "See [the total {{= total.n }}](https://example.org/).",
    "",
    "Code keeps it: `{{= regions.share }}`.",
    "",
    "```python",
    "print('{{= regions.share }}')",
    "```",
    "",
    ...QUERIES,
  ].join("\n")

  it("writes each value in its place, linked to its query, before the query too", async () => {
    const { html, panics, markdownAST } = await build(prose)
    assert.deepEqual(panics, [])
    // A heading's text, as gatsby-transformer-remark gives it (MarkdownRemark.headings).
    assert.equal(toString(markdownAST.children[0]), "North's share: 12.31%")
    // An attribute's quotes as the HTML writer escapes them.
    const link = (/** @type {string} */ anchor, /** @type {string} */ title, value = "") =>
      `<a href="#${anchor}" title="From the query ${title.replace(/"/g, "&#x22;")}" class="sql-value">${value}</a>`
    assert.ok(
      html.includes(
        `<h1>North's share: <span class="sql-value" title="From the query regions: the column &#x22;share&#x22;, row 2">12.31%</span></h1>`,
      ),
    )
    for (const expected of [
      `Revenue came to ${link("query-total", 'total: the column "revenue", row 1', "$2,234,554.39")} over ${link("query-total", 'total: the column "n", row 1', "3")} regions.`,
      `<li>East: ${link("query-regions", 'regions: the column "revenue", row 1', "-12.5")}</li>`,
      `West wrote ${link("query-regions", 'regions: the column "note", row 3', "javascript:alert(1)")} on ${link("query-regions", 'regions: the column "day", row 3', "December 31, 2024")}.`,
      `<td>${link("query-regions", 'regions: the column "note", row 1', "&#x3C;b>bold&#x3C;/b>")}</td>`,
      `<a href="https://example.org/">the total <span class="sql-value" title="From the query total: the column &#x22;n&#x22;, row 1">3</span></a>`,
      "<code>{{= regions.share }}</code>",
      "print('{{= regions.share }}')",
    ])
      assert.ok(html.includes(expected), expected)
  })

  it("changes with the data: a row of the CSV edited, the prose says the new value", async () => {
    const edited = CSV.replace("North,0.1231", "North,0.2")
    const { html } = await build(prose, edited)
    assert.match(html, /title="From the query regions: the column &#x22;share&#x22;, row 2">20%</)
  })

  const wrong = [
    "Missing result {{= region.share row=1 }}.",
    "",
    "Missing column {{= regions.shares row=1 }}.",
    "",
    "Past the end {{= regions.share row=4 }}.",
    "",
    "No row named {{= regions.share }}.",
    "",
    "> A key of none {{= regions.share region=Nort }}.",
    "",
    "- A percent of a text {{= regions.region row=1 format=percent }}",
    "",
    "Not closed {{= regions.share",
    "",
    ...QUERIES,
    "",
    "```sql",
    "DROP TABLE regions",
    "```",
  ].join("\n")
  const sentences = [
    'line 1, column 16: {{= region.share row=1 }}: no query gives the result "region": the named results are "regions", "total" (did you mean "regions"?)',
    'line 3, column 16: {{= regions.shares row=1 }}: the result "regions" (line 15) has no column "shares": its columns are "region", "share", "revenue", "note", "day" (did you mean "share"?)',
    'line 5, column 14: {{= regions.share row=4 }}: row=4, and the result "regions" (line 15) has 3 rows',
    'line 7, column 14: {{= regions.share }}: the result "regions" (line 15) has 3 rows: name one, by its position (row=1) or by a key column\'s value (region=<value>)',
    'line 9, column 17: {{= regions.share region=Nort }}: no row of the result "regions" (line 15) has region "Nort": its values are "East", "North", "West" (did you mean "North"?)',
    'line 11, column 23: {{= regions.region row=1 format=percent }}: format=percent needs a number, and the value is a VARCHAR (the column "region", row 1 of the result "regions" (line 15))',
    'line 13, column 12: {{= regions.share: it does not end with "}}" in the same text: write it on its own, without *, _, ` or a link inside it ({{= returns.change format=percent }})',
  ]

  it("names every wrong reference at its line and column, with the queries' problems, in the checks", async () => {
    const { markdownFile, contentDir, cacheDir } = site(wrong)
    const { problems } = await queryProblems(markdownFile, { contentDir, cacheDir, owner: OWNER })
    assert.deepEqual(
      problems.map(({ message }) => message),
      [
        `${markdownFile}, line 23 (${OWNER}): DROP changes the database; a case study's queries only read`,
        ...sentences.map((sentence) =>
          sentence.replace(/^(line \d+, column \d+): /, `${markdownFile}, $1 (${OWNER}): `),
        ),
      ],
    )
    assert.deepEqual(
      problems.slice(1).map(({ line, column }) => [line, column]),
      sentences.map((sentence) =>
        (/^line (\d+), column (\d+)/.exec(sentence) ?? []).slice(1).map(Number),
      ),
    )
  })

  it("stops the build with the same lines, all at once, and changes nothing of the content", async () => {
    const fixture = site(wrong)
    const before = snapshot(fixture.contentDir)
    const { panics } = await build(wrong, CSV, fixture)
    assert.equal(panics.length, 1)
    const lines = panics[0].split("\n- ").slice(1)
    assert.deepEqual(lines, [
      "content/studies/study.md, line 23: DROP changes the database; a case study's queries only read",
      ...sentences.map((sentence) => `content/studies/study.md, ${sentence}`),
    ])
    assert.deepEqual(snapshot(fixture.contentDir), before)
  })

  it("names a key that two rows have, a missing value, and a result with no query in a study without queries", async () => {
    const twice = [
      "Two {{= regions.share note=plain }} and none {{= empty.n }} and null {{= nulls.x }}.",
      "",
      ...QUERIES,
      "",
      "```sql id=nulls",
      "SELECT NULL::INTEGER AS x",
      "```",
    ].join("\n")
    const csv = `${CSV}\nSouth,0.2,1,plain,2024-02-02`
    const { markdownFile, contentDir, cacheDir } = site(twice, csv)
    const { problems } = await queryProblems(markdownFile, { contentDir, cacheDir, owner: OWNER })
    assert.deepEqual(
      problems.map(({ message }) => message.replace(`${markdownFile}, `, "")),
      [
        `line 1, column 5 (${OWNER}): {{= regions.share note=plain }}: 2 rows of the result "regions" (line 3) have note "plain" (rows 2, 3): find it by a column whose values differ, or by row=<n>`,
        `line 1, column 46 (${OWNER}): {{= empty.n }}: no query gives the result "empty": the named results are "regions", "total", "nulls"`,
        `line 1, column 70 (${OWNER}): {{= nulls.x }}: the column "x", row 1 of the result "nulls" (line 11) has no value (NULL): read another cell, or give it a value in the query (coalesce)`,
      ],
    )
    const alone = site("Alone {{= totals.n }}.")
    const found = await queryProblems(alone.markdownFile, { ...alone, owner: OWNER })
    assert.deepEqual(
      found.problems.map(({ message }) => message.replace(`${alone.markdownFile}, `, "")),
      [
        `line 1, column 7 (${OWNER}): {{= totals.n }}: no query gives the result "totals": give the query it reads id=totals`,
      ],
    )
  })

  it("keeps a hostile reference one line in the log, and never HTML", async () => {
    const hostile = [
      'A {{= regions."&lt;img src=x onerror=alert(1)&gt;" row=1 }} and {{= regions.note "region"="a\u001b]52;c;x\u0007" }}.',
      "",
      "A link {{= regions.[note](javascript:alert(1)) row=1 }}.",
      "",
      ...QUERIES,
    ].join("\n")
    const { panics } = await build(hostile)
    const lines = panics[0].split("\n")
    assert.deepEqual(lines.slice(1), [
      '- content/studies/study.md, line 1, column 3: {{= regions."<img src=x onerror=alert(1)>" row=1 }}: the result "regions" (line 5) has no column "<img src=x onerror=alert(1)>": its columns are "region", "share", "revenue", "note", "day"',
      '- content/studies/study.md, line 1, column 65: {{= regions.note "region"="a\\x1B]52;c;x\\x07" }}: no row of the result "regions" (line 5) has region "a\\x1B]52;c;x\\x07": its values are "East", "North", "West"',
      '- content/studies/study.md, line 3, column 8: {{= regions.: it does not end with "}}" in the same text: write it on its own, without *, _, ` or a link inside it ({{= returns.change format=percent }})',
    ])
  })
})

describe("references at the edges: where no value is written, long texts, big results", () => {
  const edges = [
    "![chart of {{= regions.share row=1 }}](chart.png)",
    "",
    "[the share](https://example.org/{{=regions.share}} 'a title')",
    "",
    '[the share](https://example.org/ "{{= regions.share row=1 }}")',
    "",
    "Many {{= big.n key=k }} and far {{= regions.share row=100000000000000000000000 }}.",
    "",
    'Past the page {{= huge.n row=1 }}, and a quote {{= regions.note "a"", ""b"=x }}.',
    "",
    `Left open {{= regions.share ${"word ".repeat(2_000)}`,
    "",
    ...QUERIES,
    "",
    "```sql id=big output=false",
    "SELECT 'k' AS key, range AS n FROM range(90000) ORDER BY n",
    "```",
    "",
    "```sql id=huge output=false",
    "SELECT range AS n FROM range(150000) ORDER BY n",
    "```",
  ].join("\n")
  const sentences = [
    "line 1, column 12: {{= regions.share row=1 }}: a reference in an image's description (alt) stays as written there: write the value in the text beside the image",
    "line 3, column 33: {{=regions.share}}: a reference in a link's address stays as written there: write the value in the link's text",
    "line 5, column 35: {{= regions.share row=1 }}: a reference in a link's title stays as written there: write the value in the link's text",
    'line 7, column 6: {{= big.n key=k }}: 90,000 rows of the result "big" (line 21) have key "k": find it by a column whose values differ, or by row=<n>',
    "line 7, column 33: {{= regions.share row=100000000000000000000000 }}: row=100000000000000000000000 is not a row's position: write row=1 for the first row",
    'line 9, column 15: {{= huge.n row=1 }}: the result "huge" (line 25) has 150,000 rows, past the 100,000 rows a page can carry, and a value is read from the rows the page carries: aggregate it in its query (GROUP BY, WHERE) to the rows the prose reads',
    'line 9, column 48: {{= regions.note "a"", ""b"=x }}: the result "regions" (line 13) has no column "a"", ""b" to find its row by: its columns are "region", "share", "revenue", "note", "day"',
    `line 11, column 11: {{= regions.share ${"word ".repeat(12)}w…: it does not end with "}}" in the same text: write it on its own, without *, _, \` or a link inside it ({{= returns.change format=percent }})`,
  ]

  it("refuses each on one line of sensible length, in the checks and the build alike, and runs the big results", async () => {
    const fixture = site(edges)
    const { problems } = await queryProblems(fixture.markdownFile, { ...fixture, owner: OWNER })
    assert.deepEqual(
      problems.map(({ message }) =>
        message.replace(`${fixture.markdownFile}, `, "").replace(` (${OWNER})`, ""),
      ),
      sentences,
    )
    const { panics } = await build(edges, CSV, fixture)
    assert.deepEqual(
      panics[0]
        .split("\n- ")
        .slice(1)
        .map((line) => line.replace("content/studies/study.md, ", "")),
      sentences,
    )
    for (const line of panics[0].split("\n")) assert.ok(line.length < 400, line.slice(0, 200))
  })

  it("names the file's lines and columns past a front matter, the same in the checks and the build, and refuses a reference in it", async () => {
    const study = [
      "---",
      "title: Returns",
      'description: "North took {{= regions.share region=North format=percent }}"',
      "---",
      "Wrong {{= regions.shares row=1 }}.",
      "",
      ...QUERIES,
      "",
      "```sql",
      "SELECT nothing FROM regions",
      "```",
    ].join("\n")
    const sentences = [
      "line 15: Binder Error:",
      "line 3, column 26: {{= regions.share region=North format=percent }}: a reference in the front matter is never written, as the site shows none of its fields: write it in the text below the front matter",
      'line 5, column 7: {{= regions.shares row=1 }}: the result "regions" (line 7) has no column "shares": its columns are "region", "share", "revenue", "note", "day" (did you mean "share"?)',
    ]
    const fixture = site(study)
    const { problems } = await queryProblems(fixture.markdownFile, { ...fixture, owner: OWNER })
    const checked = problems.map(({ message }) =>
      message.replace(`${fixture.markdownFile}, `, "").replace(` (${OWNER})`, ""),
    )
    const { panics } = await build(study, CSV, fixture)
    const built = panics[0]
      .split("\n- ")
      .slice(1)
      .map((line) => line.replace("content/studies/study.md, ", ""))
    assert.deepEqual(built, checked)
    assert.deepEqual(
      checked.map((line) => line.replace(/(Binder Error:).*/, "$1")),
      sentences,
    )
  })

  it("writes a date before the common era as DuckDB gives it, with its era", async () => {
    const { html, panics } = await build(
      [
        "Founded {{= founded.day format=date }}.",
        "",
        "```sql id=founded",
        "SELECT DATE '0044-03-15 (BC)' AS day",
        "```",
      ].join("\n"),
    )
    assert.deepEqual(panics, [])
    assert.match(html, />March 15, 44 BC</)
  })
})
