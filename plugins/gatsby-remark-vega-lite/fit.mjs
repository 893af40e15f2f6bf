// @ts-check
// Sizing a chart to the case study's column. A single view is drawn at the column's width, its axes
// and legend inside it (Vega-Lite's autosize "fit-x"). A composed chart (facets, in the encoding or
// at the top, repeats, concatenations) cannot use autosize, so its panels share the width: it is
// drawn twice with two trial panel widths, which tells how its total width grows with the panel's
// (how many panels a row holds, and what the axes, headers and legend take), and then at the panel
// width that fills the column. Where panels would get narrower than can be read, a wrappable chart
// (one row of facets, a repeat, an hconcat) is wrapped into rows; otherwise its panels keep the
// smallest readable width and the chart scrolls inside its box. A spec's own sizes are kept.
import contentFiles from "content-files"
import { draw } from "./draw.mjs"

const { isObject } = contentFiles

/**
 * A Vega-Lite spec or a part of one, walked as the JSON it is read from.
 * @typedef {Record<string, any>} Spec
 * @typedef {import("./text-metrics.mjs").TextMetrics} TextMetrics
 * @typedef {{ loader: import("vega").Loader, config: import("vega-lite").Config, textMetrics: TextMetrics }} DrawOptions
 * @typedef {{ perRow: number, overhead: number }} WidthModel
 */

const hasOwnWidth = (/** @type {Spec} */ view) =>
  typeof view.width === "number" || isObject(view.width)

// The views of a spec whose width is the panel's: each unit or layer spec, wherever it sits in
// facets, repeats and concatenations.
/** @param {unknown} spec @returns {Spec[]} */
function viewsOf(spec) {
  if (!isObject(spec)) return []
  if ("mark" in spec || "layer" in spec) return [spec]
  return [
    ...viewsOf(spec.spec),
    ...["concat", "hconcat", "vconcat"].flatMap((key) =>
      Array.isArray(spec[key]) ? spec[key].flatMap(viewsOf) : [],
    ),
  ]
}

const facetChannels = (/** @type {Spec} */ view) =>
  ["row", "column", "facet"].filter((c) => view.encoding?.[c])

// Whether the spec is one view, drawn once at the column's width.
const isSingleView = (/** @type {Spec} */ spec) =>
  ("mark" in spec || "layer" in spec) && facetChannels(spec).length === 0

// A copy of `spec` whose panels without a width of their own are `width` wide.
/** @param {Spec} spec @param {number} width @returns {Spec} */
function withPanelWidth(spec, width) {
  const copy = structuredClone(spec)
  for (const view of viewsOf(copy)) if (!hasOwnWidth(view)) view.width = width
  return copy
}

// Whether every panel has a size of the spec's own: then the chart is drawn as it asks.
export const hasOwnSize = (/** @type {Spec} */ spec) =>
  isSingleView(spec)
    ? hasOwnWidth(spec) && spec.width !== "container"
    : viewsOf(spec).length > 0 && viewsOf(spec).every(hasOwnWidth)

// The same chart with its panels in rows of `columns`, where Vega-Lite can wrap it; null where it
// cannot (a grid of row and column facets, a vconcat).
/** @param {Spec} spec @param {number} columns @returns {Spec | null} */
function wrapped(spec, columns) {
  const copy = structuredClone(spec)
  const channels = facetChannels(copy)
  if (channels.length === 1 && channels[0] === "column") {
    copy.encoding.facet = { ...copy.encoding.column, columns }
    delete copy.encoding.column
    return copy
  }
  if (channels.length === 1 && channels[0] === "facet") {
    copy.encoding.facet.columns = columns
    return copy
  }
  if (isObject(copy.facet) && copy.spec) {
    if (copy.facet.row) return null
    if (copy.facet.column) copy.facet = copy.facet.column
    return { ...copy, columns }
  }
  if (Array.isArray(copy.hconcat)) {
    const { hconcat, ...rest } = copy
    return { ...rest, concat: hconcat, columns }
  }
  if (Array.isArray(copy.concat)) return { ...copy, columns }
  if (copy.repeat && copy.spec) {
    if (Array.isArray(copy.repeat)) return { ...copy, columns }
    if (copy.repeat.row || !Array.isArray(copy.repeat.column)) return null
    // A repeat of a list names its fields {"repeat": "repeat"}, not {"repeat": "column"}.
    const spec = JSON.parse(
      JSON.stringify(copy.spec).replace(/\{"repeat":"column"\}/g, '{"repeat":"repeat"}'),
    )
    return { ...copy, spec, repeat: copy.repeat.column, columns }
  }
  return null
}

// A drawing of `spec`, finished with: its width only.
/** @param {Spec} spec @param {number} panelWidth @param {DrawOptions} options */
async function widthAt(spec, panelWidth, options) {
  const drawing = await draw(
    /** @type {import("vega-lite").TopLevelSpec} */ (withPanelWidth(spec, panelWidth)),
    options,
  )
  drawing.view.finalize()
  return drawing.width
}

// How a composed spec's total width grows with its panel width: total = overhead + perRow * panel.
/** @param {Spec} spec @param {DrawOptions} options @returns {Promise<WidthModel>} */
async function widthModel(spec, options) {
  const [at100, at200] = [await widthAt(spec, 100, options), await widthAt(spec, 200, options)]
  const perRow = Math.max(1, (at200 - at100) / 100)
  return { perRow, overhead: at100 - 100 * perRow }
}

const panelFor = (/** @type {WidthModel} */ { perRow, overhead }, /** @type {number} */ target) =>
  Math.floor((target - overhead) / perRow)

// The panel width at which `chart` fills `target`, and whether that panel is wide enough to read.
/** @param {Spec} chart @param {number} target @param {number} minPanel @param {DrawOptions} options */
async function filling(chart, target, minPanel, options) {
  const model = await widthModel(chart, options)
  let panel = panelFor(model, target)
  if (panel >= minPanel) {
    // Where the model was off (rows of different panel counts), one correction.
    const total = await widthAt(chart, panel, options)
    if (total > target) panel -= Math.ceil((total - target) / model.perRow)
  }
  return { chart, model, panel, fits: panel >= minPanel }
}

/**
 * The spec as it is drawn at `target` pixels wide, panels no narrower than `minPanel`.
 * @param {Spec} spec
 * @param {number} target
 * @param {DrawOptions & { minPanel: number }} options
 * @returns {Promise<Spec>} the spec to draw
 */
export async function fitted(spec, target, { minPanel, ...options }) {
  if (hasOwnSize(spec)) return spec
  if (isSingleView(spec))
    return { ...spec, width: target, autosize: { type: "fit-x", contains: "padding" } }
  let fit = await filling(spec, target, minPanel, options)
  if (!fit.fits) {
    // Fewer panels a row, until each is wide enough to read.
    const { perRow } = fit.model
    let columns = Math.max(
      1,
      Math.min(Math.round(perRow) - 1, Math.floor((perRow * fit.panel) / minPanel)),
    )
    for (let tries = 0; columns >= 1 && tries < 4 && !fit.fits; tries++, columns--) {
      const rows = wrapped(spec, columns)
      if (!rows) break
      fit = await filling(rows, target, minPanel, options)
    }
  }
  return withPanelWidth(fit.chart, Math.max(fit.panel, minPanel))
}

// The spec with its title in as many lines as `width` needs (Vega-Lite draws a list of texts as
// lines, and never wraps one itself), measured by `textMetrics`: on a phone, a title written for a
// desktop's width.
/**
 * @param {Spec} spec
 * @param {number} width
 * @param {{ config: import("vega-lite").Config, textMetrics: TextMetrics }} options
 * @returns {Spec}
 */
export function withTitleWithin(spec, width, { config, textMetrics }) {
  const title = isObject(spec.title) ? spec.title : { text: spec.title }
  if (typeof title.text !== "string") return spec
  const style = { ...config.title, ...spec.config?.title, ...title }
  const item = {
    font: style.font ?? config.font,
    fontSize: style.fontSize,
    fontWeight: style.fontWeight ?? "bold",
  }
  /** @type {string[]} */
  const lines = []
  for (const word of title.text.split(/\s+/).filter(Boolean)) {
    const line = lines.length ? `${lines[lines.length - 1]} ${word}` : word
    if (lines.length && textMetrics.width(item, line) <= width) lines[lines.length - 1] = line
    else lines.push(word)
  }
  return lines.length > 1 ? { ...spec, title: { ...title, text: lines } } : spec
}
