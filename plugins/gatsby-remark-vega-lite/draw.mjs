// @ts-check
// One drawing of a Vega-Lite spec: compiled by Vega-Lite with the site's chart style, run and drawn
// to SVG by Vega's own renderer in Node, its text measured with the metrics it is given
// (text-metrics.mjs), its tooltips as titles by a renderer of its own (tooltips.mjs). What the
// compiler and Vega say while doing it is kept, not printed. Nothing here changes Vega for other
// drawings; for the rest of the process, its readers of delimited text make no code from a file's
// header (delimited.mjs), and read the same rows.
import * as vega from "vega"
import { expressionInterpreter } from "vega-interpreter"
import { compile } from "vega-lite"
import { useDelimitedReaders } from "./delimited.mjs"
import { siteConfig } from "./style.mjs"
import { canvasTextMetrics, measuring } from "./text-metrics.mjs"
import {
  drawsTooltips,
  TitledSVGStringRenderer,
  UntitledSVGStringRenderer,
  withTooltipPoints,
} from "./tooltips.mjs"

useDelimitedReaders()

/**
 * @typedef {{ kind: "error" | "warn", text: string }} Message what Vega-Lite or Vega said
 * @typedef {import("vega").SceneNode} SceneNode
 * @typedef {import("./text-metrics.mjs").TextMetrics} TextMetrics
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
 * The SVG of a view that has run, as Vega's own toSVG writes it (`size`, what that gave), by the
 * renderer class `Renderer`.
 * @param {import("vega").View} view
 * @param {typeof vega.SVGStringRenderer} Renderer
 * @param {{ width: number, height: number }} size
 */
async function svgBy(view, Renderer, { width, height }) {
  const [x, y] = view.origin()
  const padding = /** @type {{ left: number, top: number }} */ (view.padding())
  const renderer = new Renderer(view.loader())
    .initialize(null, width, height, [padding.left + x, padding.top + y])
    .background(view.background())
  await renderer.renderAsync(view.scenegraph().root)
  return renderer.svg()
}

/**
 * Draws `spec` (Vega-Lite) with the site's style, `loader` reading its data and `textMetrics`
 * measuring its text. Returns the SVG (`svg`: with its tooltips as titles, where it has any;
 * `untitledSvg`: the same picture without them), its size, the compiled Vega spec (`vegaSpec`, as
 * Vega-Lite wrote it) and the one drawn (`drawnSpec`, with the tooltip points of its lines), the
 * running view (finalize it when done), the number of marks and the messages of the compiler and
 * of Vega.
 * @param {import("vega-lite").TopLevelSpec} spec
 * @param {{ loader: import("vega").Loader, textMetrics: TextMetrics, config?: import("vega-lite").Config }} options
 */
export async function draw(spec, { loader, textMetrics, config = siteConfig }) {
  /** @type {Message[]} */
  const messages = []
  let vegaSpec
  try {
    vegaSpec = compile(spec, { config, logger: keeper(messages) }).spec
  } catch (error) {
    throw new ChartError(`not valid Vega-Lite: ${messageOf(error)}`, { cause: error })
  }
  const drawnSpec = withTooltipPoints(vegaSpec)
  const tooltips = drawsTooltips(vegaSpec)
  /** @type {import("vega").View | undefined} */
  let view
  try {
    return await measuring(textMetrics, async () => {
      // Vega's parser writes into the spec it is given: the specs returned stay as written.
      // Its expressions are read by vega-interpreter, as on the page (explorer.mjs): Vega's own
      // reading makes each one a Function from its text, which the chart box's process forbids
      // (chart-box.js).
      const running = new vega.View(
        vega.parse(structuredClone(drawnSpec), undefined, { ast: true }),
        {
          renderer: "none",
          loader,
          logger: keeper(messages),
          expr: expressionInterpreter,
        },
      )
      view = running
      const plain = await running.toSVG()
      const width = Number(/^<svg[^>]*\swidth="([\d.]+)"/.exec(plain)?.[1] ?? 0)
      const height = Number(/^<svg[^>]*\sheight="([\d.]+)"/.exec(plain)?.[1] ?? 0)
      // Where it has tooltips, drawn with them as titles, and without them (and without the
      // points that carry a line's: tooltips.mjs).
      const svg = tooltips
        ? await svgBy(running, TitledSVGStringRenderer, { width, height })
        : plain
      const untitledSvg =
        drawnSpec === vegaSpec
          ? plain
          : await svgBy(running, UntitledSVGStringRenderer, { width, height })
      return {
        svg,
        untitledSvg,
        width,
        height,
        vegaSpec,
        drawnSpec,
        view: running,
        marks: countMarks(running.scenegraph().root),
        messages,
      }
    })
  } catch (error) {
    view?.finalize()
    if (error instanceof ChartError) throw error
    throw new ChartError(`Vega could not draw it: ${messageOf(error)}`, { cause: error })
  }
}

// The plain drawing Vega's own tools would make of `spec` (no site style; its text measured, as
// they measure it with a canvas), for comparison.
/** @param {import("vega-lite").TopLevelSpec} spec @param {{ loader: import("vega").Loader }} options */
export const drawPlain = (spec, options) =>
  draw(spec, { ...options, textMetrics: canvasTextMetrics(), config: {} })

export { vega }
