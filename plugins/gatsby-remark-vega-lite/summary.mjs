// @ts-check
// A chart's summary, written at build time from the data it draws (its rows: reading.mjs): what it
// shows, the range of its measure with where its minimum and maximum fall, and, along a time or a
// number, how each series moves. Two or three plain sentences, numbers in the chart's own formats
// (its axis's), which the page gives as the chart's description after the owner's own.
import { field as accessor } from "vega"
import { fieldTitles } from "./drawn-data.mjs"
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
// Quantities said of a chart that measures several (a repeat's or a concatenation's panels).
const MEASURES = 3
// A point stands out past this many interquartile ranges beyond the middle half (Tukey's fences),
// among at least MIN_POINTS points; at most STAND_OUT of them are named.
const FENCE = 1.5
const MIN_POINTS = 5
const STAND_OUT = 3
// A series' sharpest step stands out at this many times its median step, over MIN_POINTS points.
const SHARP_STEP = 3

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
 * What one mark measures (the quantity its heights, lengths or angles show) and along what, or
 * null for a mark that measures nothing (a map's shapes, a text's).
 * @param {VegaJson} mark
 * @param {ReturnType<typeof chartParts>} parts
 * @returns {{ measure: Encoded, along: Encoded | null } | null}
 */
function axesOfMark(mark, parts) {
  const measuring = (/** @type {Encoded | null} */ e) =>
    e !== null && MEASURING.has(parts.scales.get(e.scale)?.type ?? "linear")
  // A pie's slices: their angles (Vega-Lite's theta, stacked into a start and an end angle).
  const angle = encodedBy(mark, ["theta", "startAngle", "endAngle"])
  if (angle) return { measure: angle, along: null }
  const y = encodedBy(mark, ["y", "y2"])
  const x = encodedBy(mark, ["x", "x2"])
  if (measuring(y)) return { measure: /** @type {Encoded} */ (y), along: x }
  if (measuring(x)) return { measure: /** @type {Encoded} */ (x), along: y }
  return null
}

/**
 * @typedef {{ measure: Encoded, along: Encoded | null, fields: Map<string, string> }} Measure
 *   a quantity the chart shows, on one scale (a repeat's or a concatenation's panels may each have
 *   their own): what it is along, and the field each mark that shows it reads, by the mark's name
 */

/**
 * The quantities a chart measures: one for each scale its marks measure on, in the marks' order.
 * @param {ReturnType<typeof chartParts>} parts
 * @returns {Measure[]}
 */
function measuresOf(parts) {
  /** @type {Map<string, Measure>} */
  const found = new Map()
  for (const mark of parts.marks) {
    const axes = axesOfMark(mark, parts)
    if (!axes || typeof mark.name !== "string") continue
    const measure = found.get(axes.measure.scale) ?? { ...axes, fields: new Map() }
    measure.fields.set(mark.name, axes.measure.field)
    found.set(axes.measure.scale, measure)
  }
  return [...found.values()]
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

/**
 * The names the summary gives a chart's series: where every series is named "Title: value" by one
 * field, the values, and the field's title once ("in 2 series by Region (East; West)").
 * @param {Row[]} series
 */
function seriesNames(series) {
  const split = series.map((row) => /^([^:,]+): ([^,]*)$/.exec(row.name))
  const by = split[0]?.[1]
  const shared = by !== undefined && split.every((parts) => parts?.[1] === by)
  // "in 2 series by series" says nothing the count does not.
  const named = shared && by.trim().toLowerCase() !== "series" ? by : null
  /** @type {Map<string, string>} by the series' full names */
  const names = new Map(
    series.map((row, n) => [row.name, shared ? (split[n]?.[2] ?? "") : row.name]),
  )
  return { by: named, names }
}

/**
 * What the chart is: its kinds of marks, its measures by what, its series and panels.
 * @param {Row[]} rows
 * @param {ReturnType<typeof chartParts>} parts
 * @param {{ measures: Measure[], titleOf: (encoded: Encoded) => string, named: ReturnType<typeof seriesNames> }} chart
 */
function whatItShows(rows, parts, { measures, titleOf, named }) {
  const kinds = [...new Set(parts.marks.map((mark) => KIND[mark.type] ?? "marks"))]
  const series = rows.filter((row) => row.kind === "series")
  const titled = measures.slice(0, MEASURES).map(({ measure, along }) => {
    const title = titleOf(measure)
    const alongTitle = along ? titleOf(along) : null
    return { title, along: alongTitle && alongTitle !== title ? alongTitle : null }
  })
  const alongs = new Set(titled.map(({ along }) => along))
  const [along] = alongs
  const of = titled.length
    ? ` of ${
        alongs.size === 1
          ? `${titled.map(({ title }) => title).join(" and ")}${along ? ` by ${along}` : ""}`
          : titled.map(({ title, along }) => (along ? `${title} by ${along}` : title)).join(" and ")
      }`
    : ""
  const chart = kinds.length === 1 ? `A ${kinds[0]} chart` : `A chart of ${kinds.join(" and ")}`
  const listed = series
    .slice(0, 6)
    .map((row) => named.names.get(row.name))
    .join("; ")
  const inSeries =
    series.length > 1
      ? `, in ${series.length} series${named.by ? ` by ${named.by}` : ""} (${listed}${series.length > 6 ? "; …" : ""})`
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

/**
 * A scale's title, as its axis shows it, else as the chart's table titles the field it reads.
 * @param {ReturnType<typeof chartParts>} parts
 * @param {(field: string, scale?: string) => string} titleOfField
 * @param {Encoded} encoded
 */
function titleOfScale(parts, titleOfField, { scale, field }) {
  const text = [parts.axes.get(scale)?.title ?? []].flat().join(" ")
  return text || titleOfField(field.replace(/_(start|end)$/, ""), scale)
}

/**
 * A chart's summary, in sentences: what it shows; for each quantity it measures (up to
 * MEASURES), its range with where its minimum and maximum fall, and the points that stand out;
 * how each series moves along a time or a number (named up to three, then counted), and a
 * series' sharpest step where one stands out.
 * @param {VegaJson} vegaSpec the spec the drawing ran
 * @param {Row[]} rows the chart's rows (reading.mjs), all their points
 * @returns {string}
 */
export function chartSummary(vegaSpec, rows) {
  const parts = chartParts(vegaSpec)
  const measures = measuresOf(parts)
  const titleOfField = fieldTitles(vegaSpec)
  const titleOf = (/** @type {Encoded} */ encoded) => titleOfScale(parts, titleOfField, encoded)
  const series = rows.filter((row) => row.kind === "series" && row.points.length)
  const named = seriesNames(series)
  const sentences = [whatItShows(rows, parts, { measures, titleOf, named })]
  for (const measure of measures.slice(0, MEASURES))
    sentences.push(...measureSentences(series, measure, { parts, titleOf, names: named.names }))
  return sentences.filter(Boolean).join(" ")
}

/**
 * What a chart says of one quantity it measures: its range over the points of the marks that
 * show it, with the points that stand out, and the trend of each series along a time or a number.
 * @param {Row[]} allSeries
 * @param {Measure} measured
 * @param {{ parts: ReturnType<typeof chartParts>, titleOf: (encoded: Encoded) => string, names: Map<string, string> }} chart
 * @returns {string[]}
 */
function measureSentences(allSeries, { measure: axis, along: alongAxis, fields }, chart) {
  const { parts, titleOf, names } = chart
  // Each series' points that this quantity's marks draw, read by the field their mark reads.
  const series = allSeries
    .map((row) => ({ ...row, points: row.points.filter(({ markName }) => fields.has(markName)) }))
    .filter((row) => row.points.length)
  const valueOf = (/** @type {Point} */ point) =>
    pointValue(point, fields.get(point.markName) ?? axis.field)
  const measure = formatterOf(parts, axis.scale)
  const alongValues = alongAxis
    ? series.flatMap((row) => row.points.map((point) => pointValue(point, alongAxis.field)))
    : []
  const along = alongAxis ? formatterOf(parts, alongAxis.scale, alongValues) : null
  const at = (/** @type {Point} */ point) =>
    along && alongAxis ? along(pointValue(point, alongAxis.field)) : ""
  const values = series.flatMap((row) =>
    row.points
      .map((point) => ({ row, point, value: valueOf(point) }))
      .filter(
        /** @returns {entry is Measured} */
        (entry) => typeof entry.value === "number" && Number.isFinite(entry.value),
      ),
  )
  if (values.length === 0) return []
  const where = (/** @type {Measured} */ { row, point }) => {
    const place = [allSeries.length > 1 ? names.get(row.name) : "", at(point)].filter(Boolean)
    return place.length ? ` (${place.join(", ")})` : ""
  }
  const lowest = values.reduce((low, entry) => (entry.value < low.value ? entry : low))
  const highest = values.reduce((high, entry) => (entry.value > high.value ? entry : high))
  const name = titleOf(axis)
  // A trend is along a time, or along a number where a line or an area joins the points.
  const alongScale = parts.scales.get(alongAxis?.scale ?? "")?.type ?? ""
  const joined = parts.marks.some(
    (mark) => fields.has(mark.name) && ["line", "area", "trail"].includes(mark.type),
  )
  const trends = TIMES.has(alongScale) || (joined && MEASURING.has(alongScale))
  // Along a trend, what stands out is far from the trend's line, not from the other values.
  const outliers = standingOut(trends ? fromTrend(values) : values)
    .map((entry) => `${measure(entry.shown ?? entry.value)}${where(entry)}`)
    .join(", ")
  const range =
    (lowest.value === highest.value
      ? `${name} is ${measure(lowest.value)} throughout`
      : `${name} ranges from ${measure(lowest.value)}${where(lowest)} to ${measure(highest.value)}${where(highest)}`) +
    (outliers ? `; standing out: ${outliers}.` : ".")
  return [
    range,
    along && trends
      ? trend(series, { measure, at, value: valueOf, range: highest.value - lowest.value, names })
      : "",
  ]
}

/** @typedef {{ row: Row, point: Point, value: number, shown?: number }} Measured `shown`: the value itself where `value` is its distance from a trend */

/**
 * Each point's distance from its series' straight-line trend (least squares over the points'
 * order) as its value, for standingOut; the value it shows is its own again after.
 * @param {Measured[]} measured
 * @returns {Measured[]}
 */
function fromTrend(measured) {
  /** @type {Map<Row, Measured[]>} */
  const bySeries = new Map()
  for (const entry of measured) {
    const points = bySeries.get(entry.row) ?? []
    points.push(entry)
    bySeries.set(entry.row, points)
  }
  return [...bySeries.values()].flatMap((points) => {
    const n = points.length
    const meanX = (n - 1) / 2
    const meanY = points.reduce((sum, { value }) => sum + value, 0) / n
    const spread = points.reduce((sum, _, x) => sum + (x - meanX) ** 2, 0)
    const slope = spread
      ? points.reduce((sum, { value }, x) => sum + (x - meanX) * (value - meanY), 0) / spread
      : 0
    return points.map((point, x) => ({
      ...point,
      shown: point.value,
      value: point.value - (meanY + slope * (x - meanX)),
    }))
  })
}

/**
 * The points far from the rest (past Tukey's fences), the farthest first, at most STAND_OUT.
 * @param {Measured[]} measured
 */
function standingOut(measured) {
  if (measured.length < MIN_POINTS) return []
  const sorted = measured.map(({ value }) => value).sort((a, b) => a - b)
  const quantile = (/** @type {number} */ q) => {
    const at = (sorted.length - 1) * q
    const below = Math.floor(at)
    return sorted[below] + (sorted[Math.ceil(at)] - sorted[below]) * (at - below)
  }
  const [q1, q3] = [quantile(0.25), quantile(0.75)]
  const [low, high] = [q1 - FENCE * (q3 - q1), q3 + FENCE * (q3 - q1)]
  const distance = (/** @type {number} */ value) => Math.max(low - value, value - high)
  return measured
    .filter(({ value }) => distance(value) > 0)
    .sort((a, b) => distance(b.value) - distance(a.value))
    .slice(0, STAND_OUT)
}

/**
 * A series' sharpest step from one point to the next, where it is SHARP_STEP times its median
 * step or more: "sharpest from A to B", or "".
 * @param {Point[]} points
 * @param {{ value: (point: Point) => unknown, at: (point: Point) => string }} read
 */
function sharpestStep(points, { value, at }) {
  if (points.length < MIN_POINTS) return ""
  const steps = points.slice(1).flatMap((point, n) => {
    const [from, to] = [value(points[n]), value(point)]
    return typeof from === "number" && typeof to === "number"
      ? [{ size: Math.abs(to - from), from: points[n], to: point }]
      : []
  })
  const sizes = steps.map(({ size }) => size).sort((a, b) => a - b)
  const median = sizes[Math.floor(sizes.length / 2)] ?? 0
  const sharpest = steps.reduce((big, step) => (step.size > big.size ? step : big), steps[0])
  if (!sharpest || sharpest.size === 0 || sharpest.size < SHARP_STEP * median) return ""
  return `, most sharply from ${at(sharpest.from)} to ${at(sharpest.to)}`
}

/**
 * How each series moves from its first point to its last, along the chart's time or number.
 * @param {Row[]} series
 * @param {{ measure: (v: unknown) => string, at: (point: Point) => string, value: (point: Point) => unknown, range: number, names: Map<string, string> }} how
 */
function trend(series, { measure, at, value, range, names }) {
  const moves = series.flatMap((row) => {
    const [first, last] = [row.points[0], row.points[row.points.length - 1]]
    const [from, to] = [value(first), value(last)]
    if (row.points.length < 2 || typeof from !== "number" || typeof to !== "number") return []
    const change = to - from
    const word =
      Math.abs(change) <= LEVEL * range ? "stays about level" : change > 0 ? "rises" : "falls"
    const sharpest = sharpestStep(row.points, { value, at })
    return [
      {
        row,
        word,
        text: `${word} from ${measure(from)} in ${at(first)} to ${measure(to)} in ${at(last)}${sharpest}`,
      },
    ]
  })
  if (moves.length === 0) return ""
  if (moves.length === 1) return `It ${moves[0].text}.`
  if (moves.length <= NAMED_SERIES)
    return `${moves.map(({ row, text }) => `${names.get(row.name)} ${text}`).join("; ")}.`
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
