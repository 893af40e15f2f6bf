// @ts-check
// The table of data every table the site makes is drawn by (a query's result, a chart's data): its
// first rows in their box, each title and cell as the caller gives it, and the CSV file of all its
// rows: node --test packages/.
import assert from "node:assert/strict"
import { createRequire } from "node:module"
import { describe, it } from "node:test"

const requireHere = createRequire(import.meta.url)
/** @type {typeof import("../index")} */
const { TABLE_ROWS, csvFile, csvLinkHtml, firstRowsHtml, rowCount } = requireHere("../index")

describe("data-table", () => {
  it("shows the first TABLE_ROWS rows in a box a keyboard reaches, titles escaped, cells as given", () => {
    const rows = Array.from({ length: TABLE_ROWS + 7 }, (_, i) => [String(i), `<b>${i}</b>`])
    const html = firstRowsHtml({
      boxClass: "box",
      caption: "<caption>Rows</caption>",
      columns: [{ title: "n", className: "number" }, { title: "<script>" }],
      rows,
      cells: (row) => [row[0], row[1]],
    })
    assert.equal((html.match(/<tr>/g) ?? []).length, TABLE_ROWS + 1)
    assert.ok(
      html.startsWith(
        '<div class="box" tabindex="0"><table><caption>Rows</caption><thead><tr><th scope="col" class="number">n</th><th scope="col">&lt;script&gt;</th></tr></thead><tbody><tr><td class="number">0</td><td><b>0</b></td></tr>',
      ),
      html,
    )
    assert.ok(html.endsWith(`<td><b>${TABLE_ROWS - 1}</b></td></tr></tbody></table></div>`), html)
  })

  it("makes a CSV file of all the rows, named by its stem and its content, its header in quotes", () => {
    const first = csvFile("x".repeat(200), ["<html>", "b"], [["1", "2"]])
    assert.match(first.name, /^x{80}-[0-9a-f]{10}\.csv$/)
    assert.equal(first.bytes.toString("utf8"), '"<html>","b"\n1,2\n')
    const other = csvFile("x".repeat(200), ["<html>", "b"], [["1", "3"]])
    assert.notEqual(other.name, first.name)
    assert.equal(
      csvLinkHtml('/static/a&"b.csv', 1234),
      '<a href="/static/a&amp;&quot;b.csv" download>Download all 1,234 rows (CSV)</a>',
    )
    assert.deepEqual(
      [rowCount(1), rowCount(0), rowCount(12345)],
      ["1 row", "0 rows", "12,345 rows"],
    )
  })
})
