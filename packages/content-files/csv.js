// @ts-check
// A CSV file the build writes for a reader to download (a query's whole result, a chart's data),
// as RFC 4180 writes it, with every field of its header in quotes. What a browser makes of a file
// that comes with no type (a host that sends none) is decided by its first bytes: a header that
// starts `<html>` or `<script>` (a column's name is the owner's text) would be read as a page and
// run on the site's origin. In quotes, the file starts with `"`, which no rule of the MIME Sniffing
// Standard reads as markup, and which every CSV reader (DuckDB, pandas, a spreadsheet) reads as the
// same header.
const { csvFormatRows } = require("d3-dsv")

/** A field in quotes, its own quotes doubled. @param {string} field */
const quoted = (field) => `"${field.replace(/"/g, '""')}"`

/**
 * The text of a CSV file: its header in quotes, then its rows, quoted where they need it; each
 * line ends with a line feed.
 * @param {ReadonlyArray<string>} header
 * @param {ReadonlyArray<string[]>} rows
 */
function csvText(header, rows) {
  const lines = [header.map(quoted).join(",")]
  if (rows.length) lines.push(csvFormatRows(rows))
  return `${lines.join("\n")}\n`
}

module.exports = { csvText }
