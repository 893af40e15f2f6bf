// @ts-check
// What a keyboard, a screen reader and an ear read of a chart, taken at build time from Vega's own
// drawing: its rows (each axis and legend, whose labels the page reads from the drawing, each
// series with its points), each point with the words its tooltip shows (or its fields, titled as
// the table titles them, in the chart's formats) and where it is drawn (`mark`: the index of its
// mark's element among the drawing's data marks and its item's in it, the same in a desktop's and
// a phone's drawing: the page outlines it there and hears its height). The page steps through it
// with chart-reader.mjs. It is bounded: at most MAX_POINTS points
// (a larger series keeps every nth point, and its row says so; chart.mjs keeps fewer where they
// would add more than a tenth to the drawings' weight), MAX_ROWS rows, MAX_LABELS labels an axis or
// a legend, MAX_TEXT characters a text, whatever the data holds.
import { field as accessor } from "vega"
import { cellText, encodedFields, fieldTitles } from "./drawn-data.mjs"
import { chartParts, formatterOf } from "./formats.mjs"
import { TOOLTIP_ROLE, tooltipText } from "./tooltips.mjs"

export const MAX_POINTS = 500
export const MAX_ROWS = 40
export const MAX_LABELS = 60
export const MAX_TEXT = 200

// Marks drawn as one path for all their items: their points are their items' places.
const PATH_MARKS = new Set(["line", "area", "trail"])

/**
 * @typedef {Record<string, any>} VegaJson a compiled Vega spec, or a group or mark of one
 * @typedef {import("vega").SceneNode} SceneNode
 * @typedef {[number, number, number, number]} Box x1, y1, x2, y2 in the drawing's own pixels
 * @typedef {{ text: string, titled: boolean, mark: [number, number], markName: string, box: Box, datum: Record<string, unknown> }} Point
 *   `titled`: its words are its tooltip's, which a drawing with titles holds too; `markName`: the
 *   Vega mark that draws it (a line's, for its tooltip points)
 * @typedef {{ name: string, kind: "axis" | "legend" | "series", guide?: number, items: string[], points: Point[], sampled: number }} Row
 *   `guide`: an axis's or a legend's place among the drawing's of its kind
 * @typedef {{ field: string, value: unknown }} Split a facet field's value, which the panel (or a line's series) is drawn for
 * @typedef {{ scene: SceneNode, offset: [number, number], panel: Split[], index: number }} PlacedScene
 *   `index`: among the drawing's data marks (role "mark"), as its SVG writes them in order
 * @typedef {{ marks: Map<string, VegaJson>, titleOf: (field: string, scale?: string) => string, formatOf: (scale?: string) => (value: unknown) => string }} Chart
 */

const clipped = (/** @type {string} */ text) =>
  text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text

// The marks of a Vega spec by name (groups' too), to read what each encodes.
/** @param {VegaJson} group @param {Map<string, VegaJson>} [found] */
function marksByName(group, found = new Map()) {
  for (const mark of group.marks ?? []) {
    if (typeof mark.name === "string") found.set(mark.name, mark)
    if (mark.type === "group") marksByName(mark, found)
  }
  return found
}

/**
 * Every scene of marks in a drawing, with the offset of its group and the panel it is in (the
 * facet fields' values of the groups around it).
 * @param {SceneNode} scene
 * @param {Chart} chart
 * @param {[number, number]} offset
 * @param {Split[]} panel
 * @param {{ marks: number }} counted the data marks met so far
 * @returns {PlacedScene[]}
 */
function placedScenes(scene, chart, offset = [0, 0], panel = [], counted = { marks: 0 }) {
  if (scene.marktype !== "group") {
    const index = scene.role === "mark" ? counted.marks++ : counted.marks - 1
    return [{ scene, offset, panel, index }]
  }
  const groupby = [chart.marks.get(scene.name ?? "")?.from?.facet?.groupby ?? []].flat()
  return (scene.items ?? []).flatMap((item) => {
    /** @type {[number, number]} */
    const inner = [offset[0] + Number(item.x ?? 0), offset[1] + Number(item.y ?? 0)]
    const datum = /** @type {Record<string, unknown> | undefined} */ (item.datum)
    const here = groupby
      .filter((field) => typeof field === "string" && datum && datum[field] != null)
      .map((field) => ({ field, value: datum?.[field] }))
    return (item.items ?? []).flatMap((child) =>
      placedScenes(child, chart, inner, [...panel, ...here], counted),
    )
  })
}

// The texts of the items of a given role inside a guide's scene (an axis's labels, a legend's).
/** @param {SceneNode} scene @param {string} role @returns {string[]} */
function textsOf(scene, role) {
  if (scene.role === role)
    return (scene.items ?? []).map((item) => [item.text ?? ""].flat().join(" ")).filter(Boolean)
  return (scene.items ?? []).flatMap((item) =>
    (item.items ?? []).flatMap((/** @type {SceneNode} */ child) => textsOf(child, role)),
  )
}

// The axes and legends of a drawing, as rows: named by their titles, their labels as items; the
// same axis of several panels once.
/** @param {SceneNode[]} guides @returns {Row[]} */
function guideRows(guides) {
  /** @type {Map<string, Row>} */
  const rows = new Map()
  const counted = { axis: 0, legend: 0 }
  for (const scene of guides) {
    const kind = scene.role === "axis" ? "axis" : "legend"
    // Its place among the drawing's guides of its kind, as its SVG writes them in order.
    const guide = counted[kind]++
    for (const item of scene.items ?? []) {
      const group = { ...scene, items: [item] }
      const items = textsOf(group, `${kind}-label`).slice(0, MAX_LABELS).map(clipped)
      if (items.length === 0) continue
      const title = textsOf(group, `${kind}-title`).join(" ")
      const name = clipped(`${kind === "axis" ? "Axis" : "Legend"}${title ? `: ${title}` : ""}`)
      const key = `${name}\n${items.join("\n")}`
      if (!rows.has(key)) rows.set(key, { name, kind, guide, items, points: [], sampled: 1 })
    }
  }
  return [...rows.values()]
}

// The guides of a drawing (axes and legends), found by their roles.
/** @param {SceneNode} scene @returns {SceneNode[]} */
function guideScenes(scene) {
  if (scene.role === "axis" || scene.role === "legend") return [scene]
  if (scene.marktype !== "group") return []
  return (scene.items ?? []).flatMap((item) =>
    (item.items ?? []).flatMap((/** @type {SceneNode} */ child) => guideScenes(child)),
  )
}

/**
 * The scenes that draw a chart's data points: its marks' (a line's tooltip points stand for the
 * line), its labels only where it draws nothing else.
 * @param {PlacedScene[]} placed
 */
function pointScenes(placed) {
  const marks = placed.filter(({ scene }) => scene.role === "mark" || scene.role === TOOLTIP_ROLE)
  const names = new Set(marks.map(({ scene }) => scene.name))
  const drawn = marks.filter(
    ({ scene }) =>
      !(PATH_MARKS.has(scene.marktype ?? "") && names.has(`${scene.name}_tooltip_points`)),
  )
  const shapes = drawn.filter(({ scene }) => scene.marktype !== "text")
  return shapes.length ? shapes : drawn
}

/**
 * An item's box in its drawing, to put points in reading order: its bounds (or, for a point of a
 * path, its place) moved by its group's offset.
 * @param {any} item
 * @param {string} marktype
 * @param {[number, number]} offset
 * @returns {Box}
 */
function boxOf(item, marktype, offset) {
  const [dx, dy] = offset
  const around = PATH_MARKS.has(marktype) || !item.bounds || item.bounds.empty?.()
  const [x1, y1, x2, y2] = around
    ? [item.x, item.y, item.x, item.y]
    : [item.bounds.x1, item.bounds.y1, item.bounds.x2, item.bounds.y2]
  return /** @type {Box} */ ([x1 + dx, y1 + dy, x2 + dx, y2 + dy].map((n) => Math.round(n)))
}

/**
 * What a point says: its tooltip's words where it has one, else its fields, titled.
 * @param {any} item
 * @param {VegaJson | undefined} mark
 * @param {Chart} chart
 */
function pointText(item, mark, { titleOf, formatOf }) {
  const tip = tooltipText(item.tooltip)
  if (tip) return clipped(tip.split("\n").join(", "))
  const datum = item.datum ?? {}
  const seen = new Set()
  const parts = []
  for (const { field, scale } of mark ? encodedFields(mark) : []) {
    const base = field.replace(/_(start|end)$/, "")
    const name = base !== field && datum[base] !== undefined ? base : field
    const value = /** @type {(d: unknown) => unknown} */ (accessor(name))(datum)
    if (seen.has(name) || value == null || (typeof value === "object" && !(value instanceof Date)))
      continue
    seen.add(name)
    parts.push(`${titleOf(name, scale)}: ${formatOf(scale)(value)}`)
  }
  return clipped(parts.join(", ") || "A mark with no data")
}

// The field that colours a mark's items (its series), with its legend's scale, or null.
/** @param {VegaJson | undefined} mark */
function colourField(mark) {
  const update = { ...mark?.encode?.enter, ...mark?.encode?.update }
  for (const channel of ["stroke", "fill", "shape"])
    for (const rule of [update[channel] ?? []].flat())
      if (typeof rule?.field === "string" && typeof rule.scale === "string") return rule
  return null
}

/**
 * A drawing's rows: its axes, its legends, its series.
 * @param {SceneNode} root the drawing's scenegraph root
 * @param {Chart} chart
 * @returns {Row[]}
 */
function rowsOf(root, chart) {
  const placed = placedScenes(root, chart)
  const guides = guideRows(guideScenes(root))
  /** @type {Map<string, Row>} */
  const series = new Map()
  const scenes = pointScenes(placed)
  const kinds = new Set(scenes.map(({ scene }) => scene.marktype))
  for (const { scene, offset, panel, index } of scenes) {
    const markName = (scene.name ?? "").replace(/_tooltip_points$/, "")
    const mark = chart.marks.get(scene.name ?? "")
    const colour = colourField(chart.marks.get(markName))
    const kind = /** @type {string} */ (scene.marktype)
    // A line's tooltip points come right after the line in its SVG: each is the line's point
    // (index, its line's).
    for (const [at, item] of (scene.items ?? []).entries()) {
      const datum = item.datum ?? {}
      const colourValue = colour && datum[colour.field] != null ? datum[colour.field] : null
      // The panel's facet fields, then the colour's field (a line's series is a facet of its
      // colour's field too: named once, by its legend's title).
      const parts = [
        ...panel
          .filter(({ field }) => field !== colour?.field)
          .map(({ field, value }) => `${chart.titleOf(field)}: ${cellText(value, false)}`),
        ...(colour && colourValue !== null
          ? [`${chart.titleOf(colour.field, colour.scale)}: ${cellText(colourValue, false)}`]
          : []),
      ]
      const kindName =
        KIND_NAMES[kind === "symbol" && scene.role === TOOLTIP_ROLE ? "line" : kind] ?? "Marks"
      const name = clipped(
        [kinds.size > 1 || parts.length === 0 ? kindName : "", parts.join(", ")]
          .filter(Boolean)
          .join(": "),
      )
      const row = series.get(name) ?? { name, kind: "series", items: [], points: [], sampled: 1 }
      series.set(name, row)
      const box = boxOf(item, kind, offset)
      row.points.push({
        text: pointText(item, mark ?? chart.marks.get(markName), chart),
        titled: tooltipText(item.tooltip) !== null,
        mark: [index, at],
        markName,
        box,
        datum,
      })
    }
  }
  return [...guides, ...[...series.values()].map(inReadingOrder)]
}

const KIND_NAMES = /** @type {Record<string, string>} */ ({
  rect: "Bars",
  symbol: "Points",
  line: "Line",
  area: "Area",
  trail: "Trail",
  arc: "Arcs",
  rule: "Rules",
  text: "Labels",
  shape: "Shapes",
  image: "Images",
})

// A series' points from left to right; a row of horizontal bars (all starting at one x) from top to
// bottom.
/** @param {Row} row @returns {Row} */
function inReadingOrder(row) {
  const boxes = row.points.map(({ box }) => box)
  const horizontal =
    boxes.length > 1 &&
    boxes.every(([x1]) => x1 === boxes[0][0]) &&
    new Set(boxes.map(([, y1]) => y1)).size === boxes.length
  const centre = (/** @type {Box} */ [x1, y1, x2, y2]) => (horizontal ? y1 + y2 : x1 + x2)
  const points = row.points.sort((a, b) => centre(a.box) - centre(b.box))
  return { ...row, points }
}

/**
 * The rows of a chart from its drawing (a desktop's: a phone's draws the same marks, elsewhere).
 * @param {VegaJson} drawnSpec the Vega spec the drawing ran (with a line's tooltip points)
 * @param {import("vega").View} view the drawing's view
 * @param {VegaJson} [titleSpec] the spec whose axes and legends title the fields (drawn-data.mjs)
 * @returns {Row[]}
 */
export function chartRows(drawnSpec, view, titleSpec = drawnSpec) {
  const marks = marksByName(drawnSpec)
  const titleOf = fieldTitles(drawnSpec, titleSpec)
  const parts = chartParts(drawnSpec)
  const formatOf = (/** @type {string | undefined} */ scale) => formatterOf(parts, scale ?? "")
  return rowsOf(view.scenegraph().root, { marks, titleOf, formatOf }).slice(0, MAX_ROWS)
}

// The rows with at most `most` points in all (MAX_POINTS unless less is given): each series keeps
// an even share, every nth of its points (its row's `sampled`).
/** @param {Row[]} rows @param {number} [most] @returns {Row[]} */
export function boundedRows(rows, most = MAX_POINTS) {
  const total = rows.reduce((sum, row) => sum + row.points.length, 0)
  if (total <= most) return rows
  const share = Math.max(1, Math.floor(most / rows.filter((r) => r.points.length).length))
  return rows.map((row) => {
    if (row.points.length <= share) return row
    const every = Math.ceil(row.points.length / share)
    return { ...row, sampled: every, points: row.points.filter((_, n) => n % every === 0) }
  })
}
