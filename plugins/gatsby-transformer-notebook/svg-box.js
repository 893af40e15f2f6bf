// @ts-check
// A notebook's SVG figures are drawn in a process of their own (engine-box), warm from one figure
// to the next, and killed from outside when a figure passes its time or its memory
// (ENGINE_LIMITS.svgFigure): an SVG of a few hundred bytes (a blur and a morphology of a large
// radius over a large rectangle) makes resvg spend gigabytes for minutes. The figure gets one
// sentence, the build's own process goes on, and the next figure is drawn in a new process.
const path = require("node:path")
const { createEngineBox, ENGINE_LIMITS, overLimitText } = require("engine-box")

/**
 * Draws SVG figures as PNGs (svg-picture.mjs' svgToPng) with the fonts of `fontFiles`, in a box
 * within `limits`: `drawSvg` gives the picture, or throws an Error whose message says why there is
 * none (resvg's reason, or the limit it passed); `close` stops the process, if one runs.
 * @param {{ fontFiles: ReadonlyArray<string>, limits?: import("engine-box").Limits }} options
 */
function svgDrawer({ fontFiles, limits = ENGINE_LIMITS.svgFigure }) {
  /** @type {import("engine-box").EngineBox<typeof import("./svg-picture.mjs")> | undefined} */
  let box
  return {
    /** @param {string} svg @returns {Promise<import("./svg-picture.mjs").DrawnSvg>} */
    async drawSvg(svg) {
      box ??= createEngineBox({ engine: path.join(__dirname, "svg-picture.mjs"), limits })
      const outcome = await box.run("svgToPng", svg, [...fontFiles])
      if (outcome.kind === "done") return { ...outcome.value, png: Buffer.from(outcome.value.png) }
      throw new Error(
        outcome.kind === "failed" ? outcome.message : `it ${overLimitText(outcome, "draw")}`,
      )
    },
    close: async () => box?.close(),
  }
}

module.exports = { svgDrawer }
