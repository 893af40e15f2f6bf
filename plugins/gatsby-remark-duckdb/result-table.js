// @ts-check
// A query's result as the page shows it: a table in the site's table style, numbers right-aligned
// and written for reading from their exact text (whole numbers grouped from 10,000 up, no more
// decimals than the value has and at most 6, rounded as decimals, never through a JavaScript
// number), Infinity and NaN as such, other values in DuckDB's own text with control characters
// escaped, a missing value an empty cell that says so; at most data-table's TABLE_ROWS rows, the
// whole result in a CSV file of exact texts. And the result as data, for a chart.
const { escapeHtml } = require("content-files")
const { TABLE_ROWS, csvFile, csvLinkHtml, firstRowsHtml, rowCount } = require("data-table")
const { isNumeric } = require("./cells")

/** @typedef {import("./runner").Result} Result */

// Decimals a number is written with, at most.
const MAX_DECIMALS = 6
// A DOUBLE bigger than this many digits keeps DuckDB's exponent (1e+300), as no reader counts them.
const MAX_WHOLE_DIGITS = 24

// "1234567" as "1,234,567", from 10,000 up; "9999" stays.
const grouped = (/** @type {string} */ digits) =>
  digits.length < 5 ? digits : digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",")

// A number's text without an exponent: "1.5e-7" as "0.00000015", "1e+21" as "1" and 21 zeros.
function plainDigits(/** @type {string} */ text) {
  const [, sign, whole, fraction = "", exponent = "0"] =
    /^(-?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text) ?? []
  if (whole === undefined) return null
  const digits = `${whole}${fraction}`
  const point = whole.length + Number(exponent)
  if (point <= 0) return { sign, whole: "0", fraction: `${"0".repeat(-point)}${digits}` }
  if (point >= digits.length) return { sign, whole: digits.padEnd(point, "0"), fraction: "" }
  return { sign, whole: digits.slice(0, point), fraction: digits.slice(point) }
}

/**
 * A number for reading, from its exact text: rounded to MAX_DECIMALS (half away from zero, as a
 * decimal), its trailing zeros dropped, its whole part grouped; Infinity, -Infinity and NaN as such.
 * @param {string} text
 */
function readableNumber(text) {
  const parts = plainDigits(text)
  if (!parts || (/e/i.test(text) && parts.whole.length > MAX_WHOLE_DIGITS)) return text
  let { whole, fraction } = parts
  if (fraction.length > MAX_DECIMALS) {
    const up = fraction[MAX_DECIMALS] >= "5" ? 1n : 0n
    const kept = (BigInt(`${whole}${fraction.slice(0, MAX_DECIMALS)}`) + up)
      .toString()
      .padStart(MAX_DECIMALS + 1, "0")
    whole = kept.slice(0, -MAX_DECIMALS)
    fraction = kept.slice(-MAX_DECIMALS)
  }
  whole = whole.replace(/^0+(?=\d)/, "")
  const decimals = fraction.replace(/0+$/, "")
  const sign = parts.sign && (whole !== "0" || decimals) ? "-" : ""
  return `${sign}${grouped(whole)}${decimals ? `.${decimals}` : ""}`
}

// A control character as a reader can see it: \n, \t, \r, else \x and its two hex digits.
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g
const escapeControls = (/** @type {string} */ text) =>
  text.replace(CONTROL, (c) =>
    c === "\n"
      ? "\\n"
      : c === "\t"
        ? "\\t"
        : c === "\r"
          ? "\\r"
          : `\\x${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`,
  )

/**
 * A value's table cell, from its exact text and its column's DuckDB type.
 * @param {string | null} text
 * @param {string} type
 */
function cellText(text, type) {
  if (text === null) return ""
  return isNumeric(type) ? readableNumber(text) : escapeControls(text)
}

/**
 * A result's rows as objects of JSON values by column, for a chart's named data.
 * @param {Result} result
 */
const resultData = ({ columns, data }) =>
  data.map((row) => Object.fromEntries(columns.map((column, i) => [column, row[i]])))

/**
 * The CSV file of a whole result (data-table's csvFile): its name, the query's anchor and a digest
 * of its content, and its bytes of exact texts.
 * @param {Result} result
 * @param {string} stem
 */
const resultCsv = ({ columns, texts }, stem) =>
  csvFile(
    stem,
    columns,
    texts.map((row) => row.map((text) => text ?? "")),
  )

/**
 * A result's HTML: its table (data-table's first rows; caption: its row count), the note of an
 * empty or a cut one with the link to the whole result's CSV at `csvUrl` (null when the table shows
 * every row).
 * @param {Result} result
 * @param {string | null} csvUrl
 */
function resultTableHtml({ columns, types, rowCount: rows, texts }, csvUrl) {
  const shown = rows > TABLE_ROWS ? `${TABLE_ROWS} of ${rowCount(rows)}` : rowCount(rows)
  const table = firstRowsHtml({
    boxClass: "sql-result",
    caption: `<caption>${shown}</caption>`,
    columns: columns.map((column, i) => ({
      title: escapeControls(column),
      className: isNumeric(types[i]) ? "number" : undefined,
    })),
    rows: texts,
    cells: (row) =>
      row.map((text, i) =>
        text === null
          ? `<span class="sql-null">no value</span>`
          : escapeHtml(cellText(text, types[i])),
      ),
  })
  if (rows === 0) return `${table}<p class="sql-note">The query returned no rows.</p>`
  if (!csvUrl) return table
  return `${table}<p class="sql-note">${csvLinkHtml(csvUrl, rows)}</p>`
}

module.exports = {
  cellText,
  readableNumber,
  resultCsv,
  resultData,
  resultTableHtml,
}
