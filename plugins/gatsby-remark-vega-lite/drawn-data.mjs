// @ts-check
// The data a chart draws, read from Vega's own drawing: the rows behind the marks it drew (after
// Vega-Lite's transforms, aggregation, binning, stacking and facetting: each mark item's datum),
// the fields the marks encode, titled as the chart's axes, legends and facet headers title them.

import { field as accessor } from "vega"
import contentFiles from "content-files"

const { isObject } = contentFiles

/**
 * A compiled Vega spec, or a group or mark of one, walked as the JSON Vega-Lite writes.
 * @typedef {Record<string, any>} VegaJson
 * @typedef {Record<string, unknown>} Datum a row behind a mark
 * @typedef {{ field: string, channel?: string, scale?: string }} EncodedField
 * @typedef {{ field: string, channel?: string, title: string, value: (row: Datum) => unknown, isDate: boolean }} Column
 * @typedef {{ columns: Array<{ field: string, title: string }>, rows: string[][], marks: string[], data: Datum[] }} DrawnTable
 *   `data`: the datum behind each row
 */

// Encodings that are not data: where a mark links to, its image's file, its description.
const NOT_DATA = new Set(["href", "url", "description", "aria", "ariaRole", "ariaRoleDescription"])

// The order of a table's columns: the panels, the positions, then colour, size, shape and the rest.
const CHANNEL_ORDER = [
  "x",
  "x2",
  "xc",
  "y",
  "y2",
  "yc",
  "theta",
  "theta2",
  "radius",
  "radius2",
  "fill",
  "stroke",
  "size",
  "shape",
  "opacity",
  "fillOpacity",
  "strokeOpacity",
  "strokeWidth",
  "angle",
  "text",
]
const rank = (/** @type {string | undefined} */ channel) =>
  channel === undefined
    ? -1
    : CHANNEL_ORDER.includes(channel)
      ? CHANNEL_ORDER.indexOf(channel)
      : CHANNEL_ORDER.length

// The titles of the axes and legends, by the scale they show.
/** @param {VegaJson} vegaSpec */
function titlesByScale(vegaSpec) {
  /** @type {Map<string, string>} */
  const titles = new Map()
  const visit = (/** @type {VegaJson} */ group) => {
    for (const guide of [...(group.axes ?? []), ...(group.legends ?? [])]) {
      const title = Array.isArray(guide.title) ? guide.title.join(" ") : guide.title
      if (typeof title !== "string") continue
      for (const scale of [guide.scale, guide.fill, guide.stroke, guide.size, guide.shape]) {
        if (typeof scale === "string" && !titles.has(scale)) titles.set(scale, title)
      }
    }
    for (const mark of group.marks ?? []) if (mark.type === "group") visit(mark)
  }
  visit(vegaSpec)
  return titles
}

// The titles of a faceted chart's headers, by the field that splits it: Vega-Lite aggregates each
// facet channel's field into a "<channel>_domain" dataset and titles it in a "<channel>-title" group.
/** @param {VegaJson} vegaSpec */
function titlesByFacetField(vegaSpec) {
  /** @type {Map<string, string>} */
  const titles = new Map()
  for (const channel of ["row", "column", "facet"]) {
    const domain = (vegaSpec.data ?? []).find((/** @type {VegaJson} */ data) =>
      data.name?.endsWith(`${channel}_domain`),
    )
    const group = (vegaSpec.marks ?? []).find((/** @type {VegaJson} */ mark) =>
      mark.name?.endsWith(`${channel}-title`),
    )
    const title = [group?.title?.text ?? group?.title].flat().join(" ")
    if (!domain || !title) continue
    for (const transform of domain.transform ?? [])
      for (const field of [transform.groupby ?? []].flat())
        if (typeof field === "string") titles.set(field, title)
  }
  return titles
}

// The time scales' names: their fields are dates.
/** @param {VegaJson} vegaSpec */
function timeScales(vegaSpec) {
  /** @type {Set<string>} */
  const names = new Set()
  const visit = (/** @type {VegaJson} */ group) => {
    for (const scale of group.scales ?? [])
      if (["time", "utc"].includes(scale.type)) names.add(scale.name)
    for (const mark of group.marks ?? []) if (mark.type === "group") visit(mark)
  }
  visit(vegaSpec)
  return names
}

// The fields a signal expression reads from its datum (a tooltip's, a computed position's).
const fieldsOfSignal = (/** @type {string} */ signal) =>
  [...signal.matchAll(/datum\[(["'])((?:\\.|(?!\1).)*)\1\]|datum\.([A-Za-z_$][\w$]*)/g)].map(
    (match) => (match[2] ?? match[3]).replace(/\\(.)/g, "$1"),
  )

// What one mark's encodings read: [{ channel, field, scale }] in the order the chart encodes them.
/** @param {VegaJson} mark */
export function encodedFields(mark) {
  /** @type {EncodedField[]} */
  const found = []
  for (const block of Object.values(mark.encode ?? {})) {
    for (const [channel, rules] of Object.entries(block ?? {})) {
      if (NOT_DATA.has(channel)) continue
      for (const rule of [rules].flat()) {
        if (!isObject(rule)) continue
        if (typeof rule.field === "string")
          found.push({ channel, field: rule.field, scale: rule.scale })
        if (typeof rule.signal === "string")
          for (const field of fieldsOfSignal(rule.signal)) found.push({ channel, field })
      }
    }
  }
  return found
}

// Every mark that draws data, by its name, with the fields it encodes and the facet fields that
// split it into panels.
/**
 * @param {VegaJson} group
 * @param {string[]} [groupby]
 * @returns {Array<{ name: string, type: string, groupby: string[], fields: EncodedField[] }>}
 */
function dataMarks(group, groupby = []) {
  return (group.marks ?? []).flatMap((/** @type {VegaJson} */ mark) => {
    if (mark.type === "group")
      return dataMarks(mark, [...groupby, ...[mark.from?.facet?.groupby ?? []].flat()])
    if (!mark.name || !mark.from?.data) return []
    return [{ name: mark.name, type: mark.type, groupby, fields: encodedFields(mark) }]
  })
}

// The rows behind each mark Vega drew, by the mark's name: its items' data, every panel's.
/**
 * @param {import("vega").SceneNode | undefined} scene
 * @param {Map<string, Datum[]>} [rows]
 */
function drawnRows(scene, rows = new Map()) {
  if (!scene?.items) return rows
  if (scene.marktype !== "group") {
    if (scene.role !== "mark" || !scene.name) return rows
    const list = rows.get(scene.name) ?? []
    rows.set(scene.name, list)
    for (const item of scene.items) if (isObject(item.datum)) list.push(item.datum)
    return rows
  }
  for (const item of scene.items) for (const child of item.items ?? []) drawnRows(child, rows)
  return rows
}

const number = (/** @type {number} */ value) =>
  Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(6)))

const isoDate = (/** @type {Date} */ date) => {
  const iso = date.toISOString()
  return iso.endsWith("T00:00:00.000Z") ? iso.slice(0, 10) : iso.replace(/\.000Z$/, "Z")
}

// A value as its table cell shows it.
/** @param {unknown} value @param {boolean} isDate */
export function cellText(value, isDate) {
  if (value === null || value === undefined) return ""
  if (value instanceof Date) return isoDate(value)
  if (typeof value === "number")
    return isDate && Number.isFinite(value) ? isoDate(new Date(value)) : number(value)
  if (typeof value === "object") return JSON.stringify(value)
  return String(value)
}

/**
 * A field's title, as the table's column titles it: by the axis or legend of its scale, by the
 * facet header of its field, else its name. `titleSpec` as for drawnTables.
 * @param {VegaJson} vegaSpec
 * @param {VegaJson} [titleSpec]
 * @returns {(field: string, scale?: string) => string}
 */
export function fieldTitles(vegaSpec, titleSpec = vegaSpec) {
  const titles = titlesByScale(titleSpec)
  const headers = titlesByFacetField(vegaSpec)
  return (field, scale) => (scale && titles.get(scale)) ?? headers.get(field) ?? field
}

/**
 * The tables of what a drawn chart shows: one per set of rows its marks draw, each with its
 * columns ({ field, title }), its rows as texts, and the mark types that draw it. `titleSpec` is
 * the Vega spec whose axes and legends title the columns: where the chart hides a title, the same
 * chart compiled with Vega-Lite's own titles (a table's column still needs one).
 * @param {VegaJson} vegaSpec
 * @param {import("vega").View} view
 * @param {VegaJson} [titleSpec]
 * @returns {DrawnTable[]}
 */
export function drawnTables(vegaSpec, view, titleSpec = vegaSpec) {
  const titleOf = fieldTitles(vegaSpec, titleSpec)
  const dates = timeScales(vegaSpec)
  const rowsByMark = drawnRows(view.scenegraph().root)
  const drawn = dataMarks(vegaSpec).flatMap(({ name, type, groupby, fields }) => {
    const rows = [...new Set(rowsByMark.get(name) ?? [])]
    if (rows.length === 0) return []
    // Vega's field names are paths: "ranges[2]", "a.b" (and "a\\.b" for a dot in a name).
    const read = (/** @type {string} */ field) =>
      /** @type {(row: Datum) => unknown} */ (accessor(field))
    const has = (/** @type {string} */ field) => rows.some((row) => read(field)(row) !== undefined)
    const encoded = [
      ...groupby.map((field) => /** @type {EncodedField} */ ({ field })),
      ...[...fields].sort((a, b) => rank(a.channel) - rank(b.channel)),
    ]
    /** @type {Column[]} */
    const columns = []
    for (const { field: written, scale, channel } of encoded) {
      // A stack's or a bin's start and end stand for the value the data holds.
      const base = written.replace(/_(start|end)$/, "")
      const field = base !== written && has(base) ? base : written
      // A column of objects (a map's shapes) is no reading; dates are.
      const value = read(field)
      const readable = rows.some(
        (row) =>
          value(row) != null && (typeof value(row) !== "object" || value(row) instanceof Date),
      )
      if (columns.some((column) => column.field === field) || !has(field) || !readable) continue
      columns.push({
        field,
        channel,
        title: titleOf(field, scale),
        value,
        isDate:
          (scale !== undefined && dates.has(scale)) ||
          rows.some((row) => value(row) instanceof Date),
      })
    }
    // Where a range is drawn from two fields (x and x2), the two columns say which end they are.
    for (const column of columns) {
      const partner = column.channel?.endsWith("2")
        ? column.channel.slice(0, -1)
        : column.channel && `${column.channel}2`
      if (partner && columns.some((other) => other.channel === partner))
        column.title = `${column.title} (${column.channel?.endsWith("2") ? "to" : "from"})`
    }
    if (columns.length === 0) return []
    const data = inOrder(rows, columns[0])
    return [
      {
        columns: columns.map(({ field, title }) => ({ field, title })),
        rows: data.map((row) => columns.map(({ value, isDate }) => cellText(value(row), isDate))),
        marks: [type],
        data,
      },
    ]
  })
  return withoutRepeats(drawn)
}

// Rows along the first column when it is a quantity or a date (an x axis, bins); as Vega holds them
// otherwise (categories keep their order).
/** @param {Datum[]} rows @param {Column} column */
function inOrder(rows, column) {
  const value = (/** @type {Datum} */ row) => {
    const raw = column.value(row)
    return raw instanceof Date ? raw.getTime() : raw
  }
  const numeric = rows.every((row) => value(row) == null || typeof value(row) === "number")
  if (!numeric) return rows
  const order = (/** @type {Datum} */ row) => /** @type {number | null} */ (value(row)) ?? -Infinity
  return [...rows].sort((a, b) => order(a) - order(b))
}

// One table for layers that draw the same rows (a bar and its labels).
/** @param {DrawnTable[]} tables */
function withoutRepeats(tables) {
  /** @type {Map<string, DrawnTable>} */
  const byContent = new Map()
  for (const table of tables) {
    const key = JSON.stringify([table.columns, table.rows])
    const same = byContent.get(key)
    if (same) same.marks = [...new Set([...same.marks, ...table.marks])]
    else byContent.set(key, table)
  }
  return [...byContent.values()]
}
