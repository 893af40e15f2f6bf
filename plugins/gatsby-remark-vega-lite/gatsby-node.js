// @ts-check
// The plugin's options, checked by Gatsby when the site's config loads (README.md), the start of
// each build, which begins with nothing said (build-state.js), the end of its bootstrap, which
// stops the build if a case study's charts had problems (each said as it was drawn), its end,
// which stops the charts' process (chart-box.js), and the fact it exports to the site's GraphQL.
const { logText } = require("content-files")
const { startBuild, thisBuild } = require("./build-state")
const { closeChartBox } = require("./chart-box")
const { firstChartOf } = require("./first-chart")
const { chartCountsOf } = require("./live-charts")

/** @type {import("gatsby").GatsbyNode["onPluginInit"]} */
exports.onPluginInit = () => startBuild()

/** @type {import("gatsby").GatsbyNode["onPostBootstrap"]} */
exports.onPostBootstrap = ({ reporter }) => {
  const build = thisBuild()
  build.bootstrapped = true
  const failed = [...build.failed]
  if (failed.length)
    reporter.panicOnBuild(
      logText(
        `The charts of ${failed.length === 1 ? "a case study" : `${failed.length} case studies`} cannot be drawn (each problem is said above): ${failed.join(", ")}`,
      ),
    )
}

/** @type {import("gatsby").GatsbyNode["onPostBuild"]} */
exports.onPostBuild = () => closeChartBox()

/** @type {import("gatsby").GatsbyNode["pluginOptionsSchema"]} */
exports.pluginOptionsSchema = ({ Joi }) =>
  Joi.object({
    contentDir: Joi.string()
      .required()
      .description(
        "The owner's content folder: a chart's data files must be inside it (gatsby-config.ts passes CONTENT_DIR).",
      ),
    publicDir: Joi.string()
      .required()
      .description(
        "The site's public folder, where a chart's files (a long table's CSV, image marks' pictures, its live view) are written.",
      ),
    widths: Joi.object({
      wide: Joi.number().integer().min(100).required(),
      narrow: Joi.number().integer().min(100).required(),
    })
      .required()
      .description(
        "The widths a chart is drawn at, in CSS pixels: the inside of its box in the case study's column on a desktop, and on a phone.",
      ),
  })

// The facts the site needs of a case study's charts, as the plugin recorded them when it drew
// them, which resolving the case study's HTML first makes sure of: how many it draws and how many
// have a live view (live-charts.js), for its page's islands, and the drawings of the first
// (first-chart.js), for its share card.
/** @type {import("gatsby").GatsbyNode["createResolvers"]} */
exports.createResolvers = ({ createResolvers, cache }) => {
  /**
   * A field resolved from what the plugin recorded of the Markdown's charts.
   * @param {(cache: any, source: any) => Promise<unknown>} recorded
   */
  const afterHtml =
    (recorded) =>
    /** @param {any} source @param {any} args @param {any} context @param {any} info */
    async (source, args, context, info) => {
      const { html } = info.schema.getType("MarkdownRemark").getFields()
      await html.resolve(source, args, context, info)
      return recorded(cache, source)
    }
  createResolvers({
    MarkdownRemark: {
      charts: {
        type: "Int!",
        description:
          "How many charts the Markdown draws, each read point by point by the keyboard and heard on a click (gatsby-remark-vega-lite).",
        resolve: afterHtml(async (cache, source) => (await chartCountsOf(cache, source)).charts),
      },
      liveCharts: {
        type: "Int!",
        description:
          "How many of the Markdown's charts have a live view, loaded on a visitor's click (gatsby-remark-vega-lite).",
        resolve: afterHtml(
          async (cache, source) => (await chartCountsOf(cache, source)).liveCharts,
        ),
      },
      firstChartDrawings: {
        type: "[String!]!",
        description:
          "The SVG drawings of the Markdown's first chart, a desktop's first (its colours the site's tokens), as its figure shows them; none without a chart (gatsby-remark-vega-lite).",
        resolve: afterHtml(async (cache, source) => (await firstChartOf(cache, source)).drawings),
      },
      firstChartDescription: {
        type: "String",
        description:
          "What the Markdown's first chart shows, in words: its alt text and the summary the build writes from its data; null without a chart (gatsby-remark-vega-lite).",
        resolve: afterHtml(
          async (cache, source) => (await firstChartOf(cache, source)).description,
        ),
      },
    },
  })
}
