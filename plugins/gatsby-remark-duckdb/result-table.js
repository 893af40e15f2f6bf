// @ts-check
// A query's result as the page shows it: a table in the site's table style, numbers right-aligned
// and written for reading (whole numbers grouped from 10,000 up, no more decimals than the value has
// and at most 6), dates as dates, a missing value an empty cell that says so, text escaped; at most
// TABLE_ROWS rows, the whole result in a CSV file of exact values. And the result as data: JSON
// numbers where exact, text where not, for a chart and for GraphQL.
const { csvFormatRows } = require("d3-dsv")
const { digest, escapeHtml } = require("content-files")

/** @typedef {import("./sandbox").Result} Result */

// The rows a result's table shows; the rest is in its CSV file.
const TABLE_ROWS = 50
// Decimals a number is written with, at most.
const MAX_DECIMALS = 6

const NUMERIC =
  /^(TINYINT|SMALLINT|INTEGER|BIGINT|HUGEINT|UTINYINT|USMALLINT|UINTEGER|UBIGINT|UHUGEINT|FLOAT|DOUBLE|DECIMAL\(\d+,\d+\))$/

const isNumeric = (/** @type {string} */ type) => NUMERIC.test(type)

// "1234567" as "1,234,567", from 10,000 up; "9999" stays.
function grouped(/** @type {string} */ digits) {
  const sign = digits.startsWith("-") ? "-" : ""
  const whole = digits.replace(/^-/, "")
  return whole.length < 5 ? digits : sign + whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")
}

/**
 * A number, exact as DuckDB gives it (a number, or text beyond a double's precision), written for
 * reading: rounded to MAX_DECIMALS, its trailing zeros dropped, its whole part grouped.
 * @param {unknown} value
 */
function readableNumber(value) {
  const exact = String(value)
  const number = Number(exact)
  const tooFine = (exact.split(".")[1] ?? "").length > MAX_DECIMALS
  const written =
    Math.abs(number) >= 1e21
      ? BigInt(Math.trunc(number)).toString()
      : /e/i.test(exact) || tooFine
        ? number.toFixed(MAX_DECIMALS)
        : exact
  const [whole, fraction = ""] = written.split(".")
  const decimals = fraction.replace(/0+$/, "")
  return `${grouped(whole === "-0" && !decimals ? "0" : whole)}${decimals ? `.${decimals}` : ""}`
}

/**
 * A value as its table cell reads, by its column's DuckDB type.
 * @param {unknown} value
 * @param {string} type
 */
function cellText(value, type) {
  if (value === null || value === undefined) return ""
  if (isNumeric(type)) return readableNumber(value)
  if (typeof value === "object") return JSON.stringify(value)
  return String(value)
}

/**
 * A value as the CSV file holds it: exact, as DuckDB gives it.
 * @param {unknown} value
 */
const csvValue = (value) =>
  value === null || value === undefined
    ? ""
    : typeof value === "object"
      ? JSON.stringify(value)
      : String(value)

/**
 * A value as data (a chart's, GraphQL's): a JSON number where the number is exact as one, text
 * where not; the rest as DuckDB's JSON gives it (dates as ISO text).
 * @param {unknown} value
 * @param {string} type
 */
function dataValue(value, type) {
  if (typeof value !== "string" || !isNumeric(type)) return value
  const number = Number(value)
  const canonical = value.replace(/(\.\d*?)0+$/, "$1").replace(/\.$/, "")
  return Number.isFinite(number) && String(number) === canonical ? number : value
}

/**
 * A result's rows as objects of JSON values by column, for a chart's named data.
 * @param {Result} result
 */
const resultData = ({ columns, types, rows }) =>
  rows.map((row) =>
    Object.fromEntries(columns.map((column, i) => [column, dataValue(row[i], types[i])])),
  )

const count = (/** @type {number} */ rows) =>
  `${rows.toLocaleString("en")} ${rows === 1 ? "row" : "rows"}`

/**
 * The CSV file of a whole result: its name (the query's anchor and a digest of its content) and
 * its bytes.
 * @param {Result} result
 * @param {string} stem
 */
function resultCsv({ columns, rows }, stem) {
  const csv = `${csvFormatRows([columns, ...rows.map((row) => row.map(csvValue))])}\n`
  return { name: `${stem}-${digest(csv, 10)}.csv`, bytes: Buffer.from(csv, "utf8") }
}

/**
 * A result's HTML: its table (caption: its row count), the note of an empty or a cut one with the
 * link to the whole result's CSV at `csvUrl` (null when the table shows every row).
 * @param {Result} result
 * @param {string | null} csvUrl
 */
function resultTableHtml({ columns, types, rows }, csvUrl) {
  const numeric = types.map(isNumeric)
  const align = (/** @type {number} */ i) => (numeric[i] ? ' class="number"' : "")
  const head = columns
    .map((column, i) => `<th scope="col"${align(i)}>${escapeHtml(column)}</th>`)
    .join("")
  const body = rows
    .slice(0, TABLE_ROWS)
    .map(
      (row) =>
        `<tr>${row
          .map((value, i) =>
            value === null
              ? `<td${align(i)}><span class="sql-null">no value</span></td>`
              : `<td${align(i)}>${escapeHtml(cellText(value, types[i]))}</td>`,
          )
          .join("")}</tr>`,
    )
    .join("")
  const shown =
    rows.length > TABLE_ROWS ? `${TABLE_ROWS} of ${count(rows.length)}` : count(rows.length)
  const table =
    `<div class="sql-result" tabindex="0"><table><caption>${shown}</caption>` +
    `<thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`
  if (rows.length === 0) return `${table}<p class="sql-note">The query returned no rows.</p>`
  if (!csvUrl) return table
  return (
    `${table}<p class="sql-note"><a href="${escapeHtml(csvUrl)}" download>` +
    `Download all ${count(rows.length)} (CSV)</a></p>`
  )
}

module.exports = {
  TABLE_ROWS,
  cellText,
  dataValue,
  readableNumber,
  resultCsv,
  resultData,
  resultTableHtml,
}
