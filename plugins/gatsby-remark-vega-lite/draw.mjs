// @ts-check
// One drawing of a Vega-Lite spec: compiled by Vega-Lite with the site's chart style, run and drawn
// to SVG by Vega's own renderer in Node (its tooltips as titles: tooltips.mjs), its text measured by
// a real canvas. What the compiler and Vega say while doing it is kept, not printed.
import { createCanvas } from "@napi-rs/canvas"
import * as vega from "vega"
import { compile } from "vega-lite"
import { siteConfig } from "./style.mjs"
import { withTooltipPoints } from "./tooltips.mjs"

// Vega measures text with a canvas, and estimates it without one (labels then overlap or get cut):
// @napi-rs/canvas, installed from npm with its binary, gives it real measurements. A text with a
// `limit` (an axis label's 180 px, a legend label's 160 px) is drawn cut to it with an ellipsis, so
// it is no wider than that: measured so, the layout leaves it its drawn width, and Vega's own
// cutting, which measures with this too, still finds where to cut.
const measure = createCanvas(1, 1).getContext("2d")
vega.textMetrics.width = (item, text) => {
  measure.font = vega.font(item)
  const width = measure.measureText(text == null ? "" : String(text).trim()).width
  return item.limit && item.limit > 0 ? Math.min(width, item.limit) : width
}

/**
 * @typedef {{ kind: "error" | "warn", text: string }} Message what Vega-Lite or Vega said
 * @typedef {import("vega").SceneNode} SceneNode
 */

export class ChartError extends Error {
  name = "ChartError"
}

/**
 * A logger for Vega-Lite and Vega that keeps their messages in `messages`.
 * @param {Message[]} messages
 * @returns {import("vega").LoggerInterface}
 */
function keeper(messages) {
  let level = vega.Warn
  const keep =
    (/** @type {Message["kind"]} */ kind) =>
    (/** @type {unknown[]} */ ...args) => {
      messages.push({ kind, text: args.map(String).join(" ") })
      return logger
    }
  /** @type {import("vega").LoggerInterface} */
  const logger = {
    level: /** @type {import("vega").LoggerInterface["level"]} */ (
      (/** @type {number | undefined} */ value) =>
        value === undefined ? level : ((level = value), logger)
    ),
    error: keep("error"),
    warn: keep("warn"),
    info: () => logger,
    debug: () => logger,
  }
  return logger
}

// The marks a drawing holds: the items of its data's marks, not of its axes, legends or titles.
/** @param {SceneNode | undefined} scene @returns {number} */
function countMarks(scene) {
  if (!scene?.items) return 0
  if (scene.marktype !== "group") return scene.role === "mark" ? scene.items.length : 0
  return scene.items.reduce(
    (sum, item) => sum + (item.items ?? []).reduce((inner, child) => inner + countMarks(child), 0),
    0,
  )
}

/**
 * What Vega-Lite or Vega threw, in words.
 * @param {unknown} error
 */
const messageOf = (error) => (error instanceof Error ? error.message : String(error))

/**
 * Draws `spec` (Vega-Lite) with the site's style, `loader` reading its data. Returns the SVG, its
 * size, the compiled Vega spec (`vegaSpec`, as Vega-Lite wrote it) and the one drawn (`drawnSpec`,
 * with the tooltip points of its lines), the running view (finalize it when done), the number of
 * marks and the messages of the compiler and of Vega.
 * @param {import("vega-lite").TopLevelSpec} spec
 * @param {{ loader: import("vega").Loader, config?: import("vega-lite").Config }} options
 */
export async function draw(spec, { loader, config = siteConfig }) {
  /** @type {Message[]} */
  const messages = []
  let vegaSpec
  try {
    vegaSpec = compile(spec, { config, logger: keeper(messages) }).spec
  } catch (error) {
    throw new ChartError(`not valid Vega-Lite: ${messageOf(error)}`, { cause: error })
  }
  const drawnSpec = withTooltipPoints(vegaSpec)
  let view
  try {
    // Vega's parser writes into the spec it is given: the specs returned stay as written.
    view = new vega.View(vega.parse(structuredClone(drawnSpec)), {
      renderer: "none",
      loader,
      logger: keeper(messages),
    })
    const svg = await view.toSVG()
    const width = Number(/^<svg[^>]*\swidth="([\d.]+)"/.exec(svg)?.[1] ?? 0)
    const height = Number(/^<svg[^>]*\sheight="([\d.]+)"/.exec(svg)?.[1] ?? 0)
    return {
      svg,
      width,
      height,
      vegaSpec,
      drawnSpec,
      view,
      marks: countMarks(view.scenegraph().root),
      messages,
    }
  } catch (error) {
    view?.finalize()
    if (error instanceof ChartError) throw error
    throw new ChartError(`Vega could not draw it: ${messageOf(error)}`, { cause: error })
  }
}

// The plain drawing Vega's own tools would make of `spec` (no site style), for comparison.
/** @param {import("vega-lite").TopLevelSpec} spec @param {{ loader: import("vega").Loader }} options */
export const drawPlain = (spec, options) => draw(spec, { ...options, config: {} })

export { vega }
