// @ts-check
// A chart's summary, written at build time from the data it draws (its rows: reading.mjs): what it
// shows, the range of its measure with where its minimum and maximum fall, and, along a time or a
// number, how each series moves. Two or three plain sentences, numbers in the chart's own formats
// (its axis's), which the page gives as the chart's description after the owner's own.
import { field as accessor } from "vega"
import { chartParts, formatterOf, TIMES } from "./formats.mjs"

/**
 * @typedef {Record<string, any>} VegaJson
 * @typedef {import("./reading.mjs").Row} Row
 * @typedef {import("./reading.mjs").Point} Point
 * @typedef {{ field: string, scale: string }} Encoded
 */

// Scales that measure: a value's position along them is its size.
const MEASURING = new Set(["linear", "log", "pow", "sqrt", "symlog"])
// A change smaller than this share of the measure's range is "about level".
const LEVEL = 0.02
// Series named one by one in the trend; past this, counted.
const NAMED_SERIES = 3

// The field a mark's channel reads through a scale, or null.
/** @param {VegaJson} mark @param {string[]} channels @returns {Encoded | null} */
function encodedBy(mark, channels) {
  const update = { ...mark.encode?.enter, ...mark.encode?.update }
  for (const channel of channels)
    for (const rule of [update[channel] ?? []].flat())
      if (typeof rule?.field === "string" && typeof rule.scale === "string")
        return { field: rule.field, scale: rule.scale }
  return null
}

/**
 * The measure of a chart (the quantity its marks' heights, lengths or angles show) and what it is
 * measured along, from its first mark that has one.
 * @param {ReturnType<typeof chartParts>} parts
 */
function axesOf(parts) {
  const measuring = (/** @type {Encoded | null} */ e) =>
    e !== null && MEASURING.has(parts.scales.get(e.scale)?.type ?? "linear")
  for (const mark of parts.marks) {
    const y = encodedBy(mark, ["y", "y2"])
    const x = encodedBy(mark, ["x", "x2"])
    const theta = encodedBy(mark, ["theta"])
    if (theta) return { measure: theta, along: null }
    if (measuring(y)) return { measure: /** @type {Encoded} */ (y), along: x }
    if (measuring(x)) return { measure: /** @type {Encoded} */ (x), along: y }
  }
  return null
}

// A point's value of a field (a number written as text, as a number): a stack's or a bin's start
// and end stand for the value the data holds.
/** @param {Point} point @param {string} field */
function pointValue(point, field) {
  const base = field.replace(/_(start|end)$/, "")
  const read = /** @type {(d: unknown) => unknown} */ (
    accessor(base !== field && point.datum[base] !== undefined ? base : field)
  )
  const value = read(point.datum)
  // A CSV's numbers are texts in the data until a scale reads them.
  return typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value))
    ? Number(value)
    : value
}

// What the chart is: its kinds of marks, its measure by what, its series and panels.
/** @param {Row[]} rows @param {ReturnType<typeof chartParts>} parts @param {ReturnType<typeof axesOf>} axes */
function whatItShows(rows, parts, axes) {
  const kinds = [...new Set(parts.marks.map((mark) => KIND[mark.type] ?? "marks"))]
  const series = rows.filter((row) => row.kind === "series")
  const measureTitle = axes ? titleOfScale(parts, axes.measure.scale, rows) : null
  const alongTitle = axes?.along ? titleOfScale(parts, axes.along.scale, rows) : null
  const of = measureTitle ? ` of ${measureTitle}${alongTitle ? ` by ${alongTitle}` : ""}` : ""
  const chart = kinds.length === 1 ? `A ${kinds[0]} chart` : `A chart of ${kinds.join(" and ")}`
  const inSeries =
    series.length > 1
      ? `, in ${series.length} series (${series
          .slice(0, 6)
          .map((row) => row.name)
          .join("; ")}${series.length > 6 ? "; …" : ""})`
      : ""
  return `${chart}${of}${inSeries}.`
}

const KIND = /** @type {Record<string, string>} */ ({
  rect: "bar",
  symbol: "point",
  line: "line",
  area: "area",
  trail: "line",
  arc: "pie",
  rule: "rule",
  text: "text",
  shape: "map",
  image: "picture",
})

// A scale's title, as its axis or legend shows it.
/** @param {ReturnType<typeof chartParts>} parts @param {string} scale @param {Row[]} rows */
function titleOfScale(parts, scale, rows) {
  const axis = parts.axes.get(scale)
  const text = [axis?.title ?? []].flat().join(" ")
  if (text) return text
  return rows.find((row) => row.kind === "axis")?.name.replace(/^Axis: /, "") ?? null
}

/**
 * A chart's summary, in sentences: what it shows; its measure's range with where its minimum and
 * maximum fall; how each series moves along a time or a number (named up to three, then counted).
 * @param {VegaJson} vegaSpec the spec the drawing ran
 * @param {Row[]} rows the chart's rows (reading.mjs), all their points
 * @returns {string}
 */
export function chartSummary(vegaSpec, rows) {
  const parts = chartParts(vegaSpec)
  const axes = axesOf(parts)
  const sentences = [whatItShows(rows, parts, axes)]
  const series = rows.filter((row) => row.kind === "series" && row.points.length)
  if (!axes || series.length === 0) return sentences.join(" ")
  const measure = formatterOf(parts, axes.measure.scale)
  const along = axes.along ? formatterOf(parts, axes.along.scale) : null
  const measured = series.flatMap((row) =>
    row.points
      .map((point) => ({ row, point, value: pointValue(point, axes.measure.field) }))
      .filter(
        /** @returns {entry is { row: Row, point: Point, value: number }} */
        (entry) => typeof entry.value === "number" && Number.isFinite(entry.value),
      ),
  )
  if (measured.length === 0) return sentences.join(" ")
  const where = (/** @type {{ row: Row, point: Point }} */ { row, point }) => {
    const at = [
      series.length > 1 ? row.name : "",
      along && axes.along ? along(pointValue(point, axes.along.field)) : "",
    ].filter(Boolean)
    return at.length ? ` (${at.join(", ")})` : ""
  }
  const lowest = measured.reduce((low, entry) => (entry.value < low.value ? entry : low))
  const highest = measured.reduce((high, entry) => (entry.value > high.value ? entry : high))
  const name = titleOfScale(parts, axes.measure.scale, rows) ?? "The value"
  sentences.push(
    lowest.value === highest.value
      ? `${name} is ${measure(lowest.value)} throughout.`
      : `${name} ranges from ${measure(lowest.value)}${where(lowest)} to ${measure(highest.value)}${where(highest)}.`,
  )
  // A trend is along a time, or along a number where a line or an area joins the points.
  const alongScale = parts.scales.get(axes.along?.scale ?? "")?.type ?? ""
  const joined = parts.marks.some((mark) => ["line", "area", "trail"].includes(mark.type))
  if (along && axes.along && (TIMES.has(alongScale) || (joined && MEASURING.has(alongScale))))
    sentences.push(trend(series, { measure, along, axes, range: highest.value - lowest.value }))
  return sentences.filter(Boolean).join(" ")
}

/**
 * How each series moves from its first point to its last, along the chart's time or number.
 * @param {Row[]} series
 * @param {{ measure: (v: unknown) => string, along: (v: unknown) => string, axes: NonNullable<ReturnType<typeof axesOf>>, range: number }} how
 */
function trend(series, { measure, along, axes, range }) {
  const moves = series.flatMap((row) => {
    const [first, last] = [row.points[0], row.points[row.points.length - 1]]
    const [from, to] = [pointValue(first, axes.measure.field), pointValue(last, axes.measure.field)]
    if (row.points.length < 2 || typeof from !== "number" || typeof to !== "number") return []
    const change = to - from
    const word =
      Math.abs(change) <= LEVEL * range ? "stays about level" : change > 0 ? "rises" : "falls"
    const at = (/** @type {Point} */ point) =>
      axes.along ? along(pointValue(point, axes.along.field)) : ""
    return [
      {
        row,
        word,
        text: `${word} from ${measure(from)} in ${at(first)} to ${measure(to)} in ${at(last)}`,
      },
    ]
  })
  if (moves.length === 0) return ""
  if (moves.length === 1) return `It ${moves[0].text}.`
  if (moves.length <= NAMED_SERIES)
    return `${moves.map(({ row, text }) => `${row.name} ${text}`).join("; ")}.`
  const counts = [
    ["rises", "rise"],
    ["falls", "fall"],
    ["stays about level", "stay about level"],
  ]
    .map(([word, plural]) => ({ plural, count: moves.filter((move) => move.word === word).length }))
    .filter(({ count }) => count > 0)
    .map(({ plural, count }) => `${count} ${plural}`)
  return `From first to last, of its ${moves.length} series ${counts.join(", ")}.`
}
