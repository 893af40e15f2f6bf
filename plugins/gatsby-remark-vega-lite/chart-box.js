// @ts-check
// Charts are drawn in a process of their own (engine-box), warm from one chart to the next, and
// killed from outside when a chart passes its time or its memory (ENGINE_LIMITS.chart): the
// chart gets one sentence, the build's own process goes on, and the next chart is drawn in a new
// process. A spec is data, but data Vega may spend without end: a generator of rows, a transform
// over them.
const path = require("node:path")
const { createEngineBox, ENGINE_LIMITS, overLimitText } = require("engine-box")

/** @typedef {Awaited<ReturnType<typeof import("./chart.mjs").chartForPage>>} DrawnChart */

/** @type {import("engine-box").EngineBox<typeof import("./chart.mjs")> | undefined} */
let box

// The process makes no code from text (eval, new Function): Vega reads a spec's expressions with
// vega-interpreter (draw.mjs), delimited data without d3-dsv's Function (delimited.mjs), and Ajv's
// explanation of an invalid spec runs in a process of its own (schema-problem.mjs). An expression
// that slipped past Vega's own checks could not become code there.
const CHART_NODE_FLAGS = ["--disallow-code-generation-from-strings"]

// The process sees nothing of the build's environment but its time zone, which Vega's dates
// follow.
const chartBox = () =>
  (box ??= createEngineBox({
    engine: path.join(__dirname, "chart.mjs"),
    limits: ENGINE_LIMITS.chart,
    env: process.env.TZ ? { TZ: process.env.TZ } : {},
    nodeFlags: CHART_NODE_FLAGS,
  }))

/**
 * A chart drawn from its spec file (chart.mjs's `chartForPage`), or the sentence that says why it
 * cannot be: a problem of its spec or data, its time or memory, or Vega's own error.
 * @param {string} specFile
 * @param {Parameters<typeof import("./chart.mjs").chartForPage>[1]} options
 * @returns {Promise<DrawnChart>}
 */
async function drawChart(specFile, options) {
  const outcome = await chartBox().run("chartForPage", specFile, options)
  if (outcome.kind === "done") return outcome.value
  if (outcome.kind === "failed") return { problem: `it failed to draw: ${outcome.message}` }
  return {
    problem: `it ${overLimitText(outcome, "draw")}: draw it from fewer rows (aggregate or sample its data first)`,
  }
}

/** Stops the charts' process, if one runs (when a build ends); the next chart starts another. */
const closeChartBox = async () => box?.close()

module.exports = { CHART_NODE_FLAGS, closeChartBox, drawChart }
