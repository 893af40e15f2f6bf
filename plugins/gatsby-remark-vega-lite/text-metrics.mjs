// @ts-check
// How a drawing measures its text. Vega measures with a canvas where it finds one (the browser's,
// node-canvas) and estimates without (labels then overlap or get cut); in Node here it finds none.
// It reads every width from one object of its own, `vega.textMetrics`, and has no option for a
// view (vl-convert sets that object's `width` for the whole process: vega/vega#3715). So a drawing
// is given its metrics (`measuring(metrics, work)`), which are Vega's while the drawing runs, for
// that drawing only: Vega's width asks which drawing it is in (AsyncLocalStorage, through every
// await of it), and once no drawing runs, Vega's own is back.
import { AsyncLocalStorage } from "node:async_hooks"
import { createCanvas } from "@napi-rs/canvas"
import * as vega from "vega"

/**
 * @typedef {import("vega").SceneNode} SceneNode
 * @typedef {{ width: (item: SceneNode, text: unknown) => number }} TextMetrics
 */

/**
 * Text measured by a real canvas (@napi-rs/canvas, from npm with its binary). A text with a `limit`
 * (an axis label's 180 px, a legend label's 160 px) is drawn cut to it with an ellipsis, so it is
 * no wider than that: measured so, the layout leaves it its drawn width, and Vega's own cutting,
 * which measures with this too, still finds where to cut.
 * @returns {TextMetrics}
 */
export function canvasTextMetrics() {
  const context = createCanvas(1, 1).getContext("2d")
  return {
    width(item, text) {
      context.font = vega.font(item)
      const width = context.measureText(text == null ? "" : String(text).trim()).width
      return item.limit && item.limit > 0 ? Math.min(width, item.limit) : width
    },
  }
}

/** @type {AsyncLocalStorage<TextMetrics>} */
const drawingsMetrics = new AsyncLocalStorage()
let running = 0
let vegasOwn = vega.textMetrics.width

// Vega's width while drawings run: the drawing's metrics; outside one (another user of Vega in the
// process, meanwhile), Vega's estimate. (Vega's own functions cut a text to its limit by asking
// this one again, so the estimate is taken of the whole text and cut here.)
/** @type {TextMetrics["width"]} */
function width(item, text) {
  const metrics = drawingsMetrics.getStore()
  if (metrics) return metrics.width(item, text)
  const estimate = vegasOwn({ ...item, limit: 0 }, text)
  return item.limit && item.limit > 0 ? Math.min(estimate, item.limit) : estimate
}

/**
 * Runs `work` (a drawing: compiling, running and rendering a view) with its text measured by
 * `metrics`, and resolves to what it resolves to.
 * @template T
 * @param {TextMetrics} metrics
 * @param {() => Promise<T>} work
 * @returns {Promise<T>}
 */
export async function measuring(metrics, work) {
  if (running++ === 0) {
    vegasOwn = vega.textMetrics.width
    vega.textMetrics.width = width
  }
  try {
    return await drawingsMetrics.run(metrics, work)
  } finally {
    if (--running === 0) vega.textMetrics.width = vegasOwn
  }
}
