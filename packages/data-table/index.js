// @ts-check
// A table on a page as the site draws every table of data it makes (a query's result, a chart's
// data): its first TABLE_ROWS rows in a box that scrolls and a keyboard reaches, and, past them, a
// link to a CSV file of all its rows. Shared by the queries plugin (gatsby-remark-duckdb) and the
// charts plugin (gatsby-remark-vega-lite): a package below both, so that neither imports the other.
const { csvText, digest, escapeHtml } = require("content-files")

// The rows a table shows; the rest is in its CSV file.
const TABLE_ROWS = 50

// The most characters of a stem in a CSV's file name: a query's id may be of any length, a file
// name may not pass 255 bytes (the digest tells two cut alike apart).
const MAX_STEM = 80

/**
 * @template Row
 * @typedef {object} Table
 * @property {string} boxClass the class of the box the table scrolls in
 * @property {string} caption its caption's HTML, or "" for none
 * @property {Array<{ title: string, className?: string }>} columns each column's title (text) and
 *   the class of its cells, if any
 * @property {Row[]} rows every row: the table shows the first TABLE_ROWS
 * @property {(row: Row) => string[]} cells the HTML of a row's cells, one by column
 */

/**
 * The HTML of a table's first TABLE_ROWS rows, in its box.
 * @template Row
 * @param {Table<Row>} table
 */
function firstRowsHtml({ boxClass, caption, columns, rows, cells }) {
  const attribute = columns.map(({ className }) => (className ? ` class="${className}"` : ""))
  const head = columns
    .map(({ title }, i) => `<th scope="col"${attribute[i]}>${escapeHtml(title)}</th>`)
    .join("")
  const body = rows
    .slice(0, TABLE_ROWS)
    .map(
      (row) =>
        `<tr>${cells(row)
          .map((cell, i) => `<td${attribute[i]}>${cell}</td>`)
          .join("")}</tr>`,
    )
    .join("")
  return (
    `<div class="${boxClass}" tabindex="0"><table>${caption}<thead><tr>${head}</tr></thead>` +
    `<tbody>${body}</tbody></table></div>`
  )
}

/** "1 row", "1,234 rows". @param {number} rows */
const rowCount = (rows) => `${rows.toLocaleString("en")} ${rows === 1 ? "row" : "rows"}`

/**
 * The link that downloads a table's CSV file of all its rows.
 * @param {string} url
 * @param {number} rows how many rows the file holds
 */
const csvLinkHtml = (url, rows) =>
  `<a href="${escapeHtml(url)}" download>Download all ${rowCount(rows)} (CSV)</a>`

/**
 * The CSV file of all a table's rows: its name (`stem`, cut at MAX_STEM, and a digest of its
 * content) and its bytes, its header in quotes (content-files' csvText: a column's title cannot
 * make it start like a page).
 * @param {string} stem
 * @param {string[]} header
 * @param {string[][]} rows
 */
function csvFile(stem, header, rows) {
  const csv = csvText(header, rows)
  return { name: `${stem.slice(0, MAX_STEM)}-${digest(csv, 10)}.csv`, bytes: Buffer.from(csv) }
}

module.exports = { TABLE_ROWS, csvFile, csvLinkHtml, firstRowsHtml, rowCount }
