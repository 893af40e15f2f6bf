// @ts-check
// A result as the page shows it and as its CSV and a chart hold it: node --test plugins/.
import assert from "node:assert/strict"
import { mkdtempSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import path from "node:path"
import { describe, it } from "node:test"

const requireHere = createRequire(import.meta.url)
/** @type {typeof import("../result-table")} */
const { cellText, readableNumber, resultCsv, resultData, resultTableHtml } =
  requireHere("../result-table")
/** @type {typeof import("data-table")} */
const { TABLE_ROWS } = requireHere("data-table")
/** @type {typeof import("../cells")} */
const { dataValue } = requireHere("../cells")
/** @type {typeof import("../blocks")} */
const { sqlBlocks } = requireHere("../blocks")
const remark = requireHere("remark")
const { markupStart } = requireHere("content-files")
const { DuckDBInstance } = requireHere("@duckdb/node-api")

describe("a value in a table cell", () => {
  it("numbers for reading, from their exact text: grouped from 10,000 up, at most 6 decimals", () => {
    const cases = {
      0: "0",
      42: "42",
      9999: "9999",
      10000: "10,000",
      "-1234567": "-1,234,567",
      "12345678901234567890": "12,345,678,901,234,567,890",
      "170141183460469231731687303715884105727":
        "170,141,183,460,469,231,731,687,303,715,884,105,727",
      "12345678901234567890.1234567890": "12,345,678,901,234,567,890.123457",
      "12.50": "12.5",
      "3.10": "3.1",
      0.000001: "0.000001",
      173.29999999999998: "173.3",
      3.14159265358979: "3.141593",
      "-0.0000001": "0",
      "-0.9999995": "-1",
      "1e-7": "0",
      "1.5e-6": "0.000002",
      12345.678: "12,345.678",
      "1.5e+21": "1,500,000,000,000,000,000,000",
      "1e+300": "1e+300",
      Infinity: "Infinity",
      "-Infinity": "-Infinity",
      NaN: "NaN",
    }
    for (const [text, shown] of Object.entries(cases))
      assert.equal(readableNumber(text), shown, text)
  })

  it("other values as DuckDB writes them, control characters escaped, NULL empty", () => {
    assert.equal(cellText("2024-03-01", "DATE"), "2024-03-01")
    assert.equal(cellText("7", "BIGINT"), "7")
    assert.equal(cellText("1234567.891", "DECIMAL(18,3)"), "1,234,567.891")
    assert.equal(cellText("[1, 2]", "INTEGER[]"), "[1, 2]")
    assert.equal(cellText("a\u0000b\nc\u001b\u007f", "VARCHAR"), "a\\x00b\\nc\\x1B\\x7F")
    assert.equal(cellText(null, "VARCHAR"), "")
  })

  it("as data: a JSON number where the number is exact as one, text where not, null for no number", () => {
    assert.equal(dataValue("42", "BIGINT"), 42)
    assert.equal(dataValue("12.50", "DECIMAL(10,2)"), 12.5)
    assert.equal(dataValue("12345678901234567890", "HUGEINT"), "12345678901234567890")
    assert.equal(dataValue("Infinity", "DOUBLE"), null)
    assert.equal(dataValue("NaN", "DOUBLE"), null)
    assert.equal(dataValue("2024-03-01", "DATE"), "2024-03-01")
    assert.deepEqual(
      resultData({
        columns: ["day", "n"],
        types: ["DATE", "BIGINT"],
        rowCount: 1,
        texts: [["2024-03-01", "3"]],
        data: [["2024-03-01", 3]],
      }),
      [{ day: "2024-03-01", n: 3 }],
    )
  })
})

describe("a result's table", () => {
  const result = {
    columns: ["store", "opened", "note", "orders"],
    types: ["VARCHAR", "DATE", "VARCHAR", "BIGINT"],
    rowCount: 2,
    texts: [
      ["上海 静安店", null, "<script>alert(1)</script>", "12000"],
      ["Ọjà Ọba", "2021-01-11", null, "7"],
    ],
    data: [],
  }

  it("names its columns, counts its rows, right-aligns numbers, escapes text, says 'no value'", () => {
    const html = resultTableHtml(result, null)
    assert.match(html, /^<div class="sql-result" tabindex="0"><table><caption>2 rows<\/caption>/)
    assert.match(
      html,
      /<thead><tr><th scope="col">store<\/th><th scope="col">opened<\/th><th scope="col">note<\/th><th scope="col" class="number">orders<\/th><\/tr><\/thead>/,
    )
    assert.match(html, /<td>上海 静安店<\/td><td><span class="sql-null">no value<\/span><\/td>/)
    assert.match(
      html,
      /<td>&lt;script&gt;alert\(1\)&lt;\/script&gt;<\/td><td class="number">12,000<\/td>/,
    )
    assert.doesNotMatch(html, /<script/)
  })

  it("of an empty result: its header, and a sentence that says so", () => {
    const html = resultTableHtml({ ...result, rowCount: 0, texts: [] }, null)
    assert.match(html, /<caption>0 rows<\/caption><thead>/)
    assert.match(html, /<\/table><\/div><p class="sql-note">The query returned no rows\.<\/p>$/)
  })

  it("of a long result: its first rows, how many there are, and the whole as CSV of exact values", () => {
    const texts = Array.from({ length: 1461 }, (_, i) => [String(i + 1), "12345.6789012", null])
    const long = {
      columns: ["n", "value", "gap"],
      types: ["BIGINT", "DECIMAL(18,7)", "VARCHAR"],
      rowCount: texts.length,
      texts,
      data: [],
    }
    const html = resultTableHtml(long, "/static/sql/query-1-abc.csv")
    assert.match(html, /<caption>50 of 1,461 rows<\/caption>/)
    assert.equal(html.match(/<tr>/g)?.length, TABLE_ROWS + 1)
    assert.match(
      html,
      /<a href="\/static\/sql\/query-1-abc\.csv" download>Download all 1,461 rows \(CSV\)<\/a>/,
    )
    const csv = resultCsv(long, "query-1")
    assert.match(csv.name, /^query-1-[0-9a-f]{10}\.csv$/)
    const lines = csv.bytes.toString("utf8").split("\n")
    assert.deepEqual(lines.slice(0, 2), ['"n","value","gap"', "1,12345.6789012,"])
    assert.equal(lines.length, 1461 + 2)
    assert.equal(resultCsv(long, "query-1").name, csv.name)
    // A query's id may be of any length; its CSV's file name is cut to a file system's limit.
    const longId = `query-${"monthly_sales_".repeat(40)}`
    assert.match(
      resultCsv(long, longId).name,
      new RegExp(`^${longId.slice(0, 80)}-[0-9a-f]{10}\\.csv$`),
    )
  })

  it("of a column named like a page: a CSV file that starts with its header in quotes, which DuckDB reads back", async () => {
    // SELECT i AS "<html><script>…</script>" FROM range(60): unquoted, the file would start as a
    // page, which a browser given no type runs on the site's origin.
    const columns = ["<html><script>alert(document.domain)</script>", 'say "hi", twice']
    const texts = Array.from({ length: 60 }, (_, i) => [String(i), `<b>${i}</b>, "bold"`])
    const csv = resultCsv(
      { columns, types: ["BIGINT", "VARCHAR"], rowCount: 60, texts, data: [] },
      "query-1",
    )
    assert.equal(
      csv.bytes.toString("utf8").split("\n")[0],
      '"<html><script>alert(document.domain)</script>","say ""hi"", twice"',
    )
    assert.equal(markupStart(csv.bytes), null)
    const file = path.join(mkdtempSync(path.join(tmpdir(), "sql-csv-")), csv.name)
    writeFileSync(file, csv.bytes)
    const connection = await (await DuckDBInstance.create(":memory:")).connect()
    const read = await connection.runAndReadAll(
      "SELECT i::VARCHAR, b FROM read_csv($1) AS t(i, b)",
      [file],
    )
    assert.deepEqual(
      (await connection.runAndReadAll("SELECT * FROM read_csv($1)", [file])).columnNames(),
      columns,
    )
    assert.deepEqual(read.getRows(), texts)
  })
})

describe("a case study's queries, read from its Markdown", () => {
  it("are its sql blocks with their options, spelt as Observable Framework and Quarto spell them", () => {
    const tree = remark().parse(
      [
        "```sql id=monthly_sales echo=false output=false timeout=90",
        "SELECT 1",
        "```",
        "",
        "```python",
        "print(1)",
        "```",
        "",
        "```SQL",
        "SELECT 2",
        "```",
        "",
        "```sql id=2bad shown=yes timeout=0",
        "SELECT 3",
        "```",
      ].join("\n"),
    )
    const blocks = sqlBlocks(tree).map((block) =>
      Object.fromEntries(Object.entries(block).filter(([key]) => key !== "node")),
    )
    assert.deepEqual(blocks, [
      {
        number: 1,
        line: 1,
        sql: "SELECT 1",
        id: "monthly_sales",
        echo: false,
        output: false,
        timeout: 90,
        problems: [],
      },
      {
        number: 2,
        line: 9,
        sql: "SELECT 2",
        id: null,
        echo: true,
        output: true,
        timeout: 30,
        problems: [],
      },
      {
        number: 3,
        line: 13,
        sql: "SELECT 3",
        id: null,
        echo: true,
        output: true,
        timeout: 30,
        problems: [
          "id=2bad is not a name a later query can read: use letters, digits and _, starting with a letter (id=monthly_sales)",
          '"shown=yes" is not an option of a query: write id=<name>, echo=false, output=false or timeout=<seconds>',
          '"timeout=0" is not an option of a query: write id=<name>, echo=false, output=false or timeout=<seconds>',
        ],
      },
    ])
  })
})
