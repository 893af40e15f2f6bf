// @ts-check
// A query's result as the page shows it: a table in the site's table style, numbers right-aligned
// and written for reading from their exact text (whole numbers grouped from 10,000 up, no more
// decimals than the value has and at most 6, rounded as decimals, never through a JavaScript
// number), Infinity and NaN as such, other values in DuckDB's own text with control characters
// escaped, a missing value an empty cell that says so; at most TABLE_ROWS rows, the whole result in
// a CSV file of exact texts. And the result as data, for a chart.
const { csvText, digest, escapeHtml } = require("content-files")
const { isNumeric } = require("./cells")

/** @typedef {import("./runner").Result} Result */

// The rows a result's table shows; the rest is in its CSV file.
const TABLE_ROWS = 50
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

const count = (/** @type {number} */ rows) =>
  `${rows.toLocaleString("en")} ${rows === 1 ? "row" : "rows"}`

// The most characters of a query's anchor in its CSV's file name: an id may be of any length, a
// file name may not pass 255 bytes (the digest tells two cut alike apart).
const MAX_STEM = 80

/**
 * The CSV file of a whole result: its name (the query's anchor, cut at MAX_STEM, and a digest of
 * its content) and its bytes, its header in quotes (content-files' csvText: a column's name cannot
 * make it start like a page).
 * @param {Result} result
 * @param {string} stem
 */
function resultCsv({ columns, texts }, stem) {
  const csv = csvText(
    columns,
    texts.map((row) => row.map((text) => text ?? "")),
  )
  return {
    name: `${stem.slice(0, MAX_STEM)}-${digest(csv, 10)}.csv`,
    bytes: Buffer.from(csv, "utf8"),
  }
}

/**
 * A result's HTML: its table (caption: its row count), the note of an empty or a cut one with the
 * link to the whole result's CSV at `csvUrl` (null when the table shows every row).
 * @param {Result} result
 * @param {string | null} csvUrl
 */
function resultTableHtml({ columns, types, rowCount, texts }, csvUrl) {
  const numeric = types.map(isNumeric)
  const align = (/** @type {number} */ i) => (numeric[i] ? ' class="number"' : "")
  const head = columns
    .map((column, i) => `<th scope="col"${align(i)}>${escapeHtml(escapeControls(column))}</th>`)
    .join("")
  const body = texts
    .slice(0, TABLE_ROWS)
    .map(
      (row) =>
        `<tr>${row
          .map((text, i) =>
            text === null
              ? `<td${align(i)}><span class="sql-null">no value</span></td>`
              : `<td${align(i)}>${escapeHtml(cellText(text, types[i]))}</td>`,
          )
          .join("")}</tr>`,
    )
    .join("")
  const shown = rowCount > TABLE_ROWS ? `${TABLE_ROWS} of ${count(rowCount)}` : count(rowCount)
  const table =
    `<div class="sql-result" tabindex="0"><table><caption>${shown}</caption>` +
    `<thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`
  if (rowCount === 0) return `${table}<p class="sql-note">The query returned no rows.</p>`
  if (!csvUrl) return table
  return (
    `${table}<p class="sql-note"><a href="${escapeHtml(csvUrl)}" download>` +
    `Download all ${count(rowCount)} (CSV)</a></p>`
  )
}

module.exports = {
  TABLE_ROWS,
  cellText,
  readableNumber,
  resultCsv,
  resultData,
  resultTableHtml,
}
