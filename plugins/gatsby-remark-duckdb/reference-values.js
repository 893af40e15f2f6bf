// @ts-check
// What a reference in a case study's prose (value-references.js) reads from the results of its
// queries: one value of a named result, written as the result's table writes it or in the
// reference's format (value-formats.js), with the query's anchor and a title that says which query
// and cell; or one sentence saying what is wrong and what there is instead.
const { closest, distance } = require("fastest-levenshtein")
const { queryAnchor } = require("./blocks")
const { QUOTED_LENGTH, quotedList, quotedName, shortText } = require("./quoting")
const { formattedValue, valueFormat } = require("./value-formats")

/**
 * @typedef {import("./value-references").Reference} Reference
 * @typedef {import("./value-references").RowChoice} RowChoice
 * @typedef {import("./queries").Ran} Ran
 * @typedef {import("./runner").Result} Result
 * @typedef {{ value: string, anchor: string, title: string }} ReferenceValue
 */

// How many of a key column's values, or of the rows that have one, a sentence lists.
const LISTED_VALUES = 5

const rows = (/** @type {number} */ count) =>
  `${count.toLocaleString("en")} row${count === 1 ? "" : "s"}`

// The most edits apart a name may be from the one it is taken for.
const NEAR = 2

/**
 * A name spelt almost like `name` among `names`, as "did you mean": only among those of nearly its
 * length (no closer otherwise), and none for a text longer than a sentence quotes.
 * @param {string} name
 * @param {string[]} names
 */
function nearName(name, names) {
  const near = names.filter((other) => Math.abs(other.length - name.length) <= NEAR)
  if (near.length === 0 || name.length > QUOTED_LENGTH) return ""
  const lower = near.map((other) => other.toLowerCase())
  const closer = closest(name.toLowerCase(), lower)
  return distance(name.toLowerCase(), closer) <= NEAR
    ? ` (did you mean ${quotedName(near[lower.indexOf(closer)])}?)`
    : ""
}

/**
 * The index of the row a reference reads, or why there is none.
 * @param {Reference} reference
 * @param {Result} result
 * @param {string} named how a sentence names the result
 * @returns {{ index: number, problem: null } | { index: null, problem: string }}
 */
function rowIndex({ row }, { columns, texts, rowCount }, named) {
  const fail = (/** @type {string} */ problem) => ({ index: null, problem })
  if (rowCount === 0) return fail(`${named} has no rows`)
  if (row === null)
    return rowCount === 1
      ? { index: 0, problem: null }
      : fail(
          `${named} has ${rows(rowCount)}: name one, by its position (row=1) or by a key column's value (${shortText(columns[0])}=<value>)`,
        )
  if ("position" in row)
    return row.position <= rowCount
      ? { index: row.position - 1, problem: null }
      : fail(`row=${row.position}, and ${named} has ${rows(rowCount)}`)
  const key = columns.indexOf(row.column)
  if (key === -1)
    return fail(
      `${named} has no column ${quotedName(row.column)} to find its row by: its columns are ${quotedList(columns)}${nearName(row.column, columns)}`,
    )
  const matching = texts.flatMap((values, index) => (values[key] === row.value ? [index] : []))
  if (matching.length === 1) return { index: matching[0], problem: null }
  const keyValue = `${shortText(row.column)} ${quotedName(row.value)}`
  if (matching.length > 1) {
    const which =
      matching.length > LISTED_VALUES
        ? ""
        : ` (rows ${matching.map((index) => index + 1).join(", ")})`
    return fail(
      `${rows(matching.length)} of ${named} have ${keyValue}${which}: find it by a column whose values differ, or by row=<n>`,
    )
  }
  const values = [...new Set(texts.map((values) => values[key] ?? ""))]
  return fail(
    `no row of ${named} has ${keyValue}: its values are ${quotedList(values, LISTED_VALUES)}${nearName(row.value, values)}`,
  )
}

/**
 * The value a reference reads from the case study's queries `ran`, or why it cannot; null when the
 * query it reads did not run (that query's own problem is listed).
 * @param {Reference} reference
 * @param {Ran[]} ran
 * @returns {{ found: ReferenceValue, problem: null } | { found: null, problem: string } | null}
 */
function referenceValue(reference, ran) {
  const fail = (/** @type {string} */ problem) => ({ found: null, problem })
  const named = ran.filter(({ block }) => block.id !== null)
  const query = named.find(
    ({ block }) => block.id?.toLowerCase() === reference.result.toLowerCase(),
  )
  if (!query) {
    const ids = named.map(({ block }) => /** @type {string} */ (block.id))
    return fail(
      ids.length
        ? `no query gives the result ${quotedName(reference.result)}: the named results are ${quotedList(ids)}${nearName(reference.result, ids)}`
        : `no query gives the result ${quotedName(reference.result)}: give the query it reads id=${shortText(reference.result)}`,
    )
  }
  if (!query.result) return null
  const { block, result } = query
  const nameOfResult = `the result ${quotedName(String(block.id))} (line ${block.line})`
  const column = result.columns.indexOf(reference.column)
  if (column === -1)
    return fail(
      `${nameOfResult} has no column ${quotedName(reference.column)}: its columns are ${quotedList(result.columns)}${nearName(reference.column, result.columns)}`,
    )
  if (result.overLimit)
    return fail(
      `${nameOfResult} has ${rows(result.rowCount)}, past the ${result.overLimit} a page can carry, and a value is read from the rows the page carries: aggregate it in its query (GROUP BY, WHERE) to the rows the prose reads`,
    )
  const format = reference.format === null ? null : valueFormat(reference.format)
  if (format?.problem) return fail(format.problem)
  const row = rowIndex(reference, result, nameOfResult)
  if (row.index === null) return fail(row.problem)
  const text = result.texts[row.index][column]
  const cell = `the column ${quotedName(reference.column)}, row ${row.index + 1}`
  if (text === null)
    return fail(
      `${cell} of ${nameOfResult} has no value (NULL): read another cell, or give it a value in the query (coalesce)`,
    )
  const written = formattedValue(text, result.types[column], format?.format ?? null)
  if (written.value === null) return fail(`${written.problem} (${cell} of ${nameOfResult})`)
  return {
    found: {
      value: written.value,
      anchor: queryAnchor(block),
      title: `From the query ${block.id}: ${cell}`,
    },
    problem: null,
  }
}

module.exports = { referenceValue }
