// @ts-check
// The picture the plugin hands the site for a case study's share card: the drawings of its first
// chart (the SVGs its figure shows, a desktop's first, as chart.mjs's `chartForPage` gives them),
// or none, and the words that describe it (its alt text and the build's summary). The plugin
// records them as it draws the case study's charts (index.js), in its cache, and GraphQL gives
// them as MarkdownRemark.firstChartDrawings and firstChartDescription (gatsby-node.js), so that
// the site draws the chart's card, and describes it, without reading the case study's HTML back.

/**
 * @typedef {import("./live-charts").Cache} Cache
 * @typedef {{ drawings: string[], description: string | null }} FirstChart
 */

/** @param {{ internal: { contentDigest: string } }} markdownNode */
const keyOf = (markdownNode) => `first-chart-${markdownNode.internal.contentDigest}`

/**
 * @param {Cache} cache
 * @param {{ internal: { contentDigest: string } }} markdownNode
 * @param {FirstChart} chart
 */
const recordFirstChart = (cache, markdownNode, chart) => cache.set(keyOf(markdownNode), chart)

/**
 * @param {Cache} cache
 * @param {{ internal: { contentDigest: string } }} markdownNode
 * @returns {Promise<FirstChart>}
 */
const firstChartOf = async (cache, markdownNode) => {
  const chart = /** @type {Partial<FirstChart> | undefined} */ (
    await cache.get(keyOf(markdownNode))
  )
  return {
    drawings: Array.isArray(chart?.drawings) ? chart.drawings.map(String) : [],
    description: typeof chart?.description === "string" ? chart.description : null,
  }
}

module.exports = { firstChartOf, recordFirstChart }
