// @ts-check
// A value of a query's result as the build keeps it: its exact text (what the CSV file holds and the
// table's cell is written from) and its data (what a chart draws), both made from DuckDB's own value,
// never through a JavaScript number where the value does not fit one. Runs where the queries run
// (runner.js).
const { JsonDuckDBValueConverter } = require("@duckdb/node-api")

/**
 * @typedef {import("@duckdb/node-api").DuckDBDataChunk} DataChunk
 * @typedef {import("@duckdb/node-api").Json} Json
 */

// The shortest decimal that reads back as the same 32-bit float (DuckDB writes 1.1::FLOAT as 1.1).
function floatText(/** @type {number} */ value) {
  if (!Number.isFinite(value)) return String(value)
  for (let digits = 1; digits < 10; digits++) {
    const text = Number(value.toPrecision(digits))
    if (Math.fround(text) === value) return String(text)
  }
  return String(value)
}

// DuckDB's infinite dates and timestamps, which node-api's own text writes as far-off days.
function infinityText(/** @type {object} */ value) {
  const type = /** @type {{ PosInf?: unknown, NegInf?: unknown }} */ (value.constructor)
  if (type.PosInf !== undefined && String(type.PosInf) === String(value)) return "infinity"
  if (type.NegInf !== undefined && String(type.NegInf) === String(value)) return "-infinity"
  return null
}

/**
 * A value's exact text, as DuckDB writes it: numbers in full (a HUGEINT's 39 digits, a DECIMAL's
 * scale, a DOUBLE's shortest round trip, Infinity, -Infinity and NaN), the rest in DuckDB's own
 * text ([1, 2], {'a': 1}, 1 year 2 months, \x00 of a BLOB). Null for SQL's NULL.
 * @param {unknown} value a value node-api gives
 * @param {string} type its column's DuckDB type
 * @returns {string | null}
 */
function exactText(value, type) {
  if (value === null || value === undefined) return null
  if (typeof value === "number") return type === "FLOAT" ? floatText(value) : String(value)
  if (typeof value === "object") return infinityText(value) ?? String(value)
  return String(value)
}

const NUMERIC =
  /^(TINYINT|SMALLINT|INTEGER|BIGINT|HUGEINT|UTINYINT|USMALLINT|UINTEGER|UBIGINT|UHUGEINT|FLOAT|DOUBLE|DECIMAL\(\d+,\d+\))$/

const isNumeric = (/** @type {string} */ type) => NUMERIC.test(type)

/**
 * A value as data (a chart's): a JSON number where the number is exact as one, its exact text where
 * not; null for Infinity, -Infinity and NaN, which JSON cannot hold; the rest as node-api's JSON
 * gives it (dates as text, lists as arrays, structs as objects).
 * @param {Json} json
 * @param {string} type
 * @returns {Json}
 */
function dataValue(json, type) {
  if (!isNumeric(type)) return json
  if (typeof json === "number") return Number.isFinite(json) ? json : null
  if (typeof json !== "string") return json
  if (/^-?(Infinity|NaN)$/.test(json)) return null
  const number = Number(json)
  const canonical = json.replace(/(\.\d*?)0+$/, "$1").replace(/\.$/, "")
  return Number.isFinite(number) && String(number) === canonical ? number : json
}

/**
 * A chunk's rows: each value's exact text and data.
 * @param {DataChunk} chunk
 * @param {string[]} types
 */
function chunkRows(chunk, types) {
  const values = chunk.getRows()
  const json = chunk.convertRows(JsonDuckDBValueConverter)
  return {
    texts: values.map((row) => row.map((value, i) => exactText(value, types[i]))),
    data: json.map((row) => row.map((value, i) => dataValue(value, types[i]))),
  }
}

module.exports = { chunkRows, dataValue, exactText, isNumeric }
