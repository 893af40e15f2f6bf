// @ts-check
// The picture the plugin hands the site for a case study's share card: the drawings of its first
// chart (the SVGs its figure shows, a desktop's first, as chart.mjs's `chartForPage` gives them),
// or none. The plugin records them as it draws the case study's charts (index.js), in its cache,
// and GraphQL gives them as MarkdownRemark.firstChartDrawings (gatsby-node.js), so that the site
// draws the chart's card without reading the case study's HTML back.

/** @typedef {import("./live-charts").Cache} Cache */

/** @param {{ internal: { contentDigest: string } }} markdownNode */
const keyOf = (markdownNode) => `first-chart-${markdownNode.internal.contentDigest}`

/**
 * @param {Cache} cache
 * @param {{ internal: { contentDigest: string } }} markdownNode
 * @param {string[]} drawings
 */
const recordFirstChart = (cache, markdownNode, drawings) => cache.set(keyOf(markdownNode), drawings)

/**
 * @param {Cache} cache
 * @param {{ internal: { contentDigest: string } }} markdownNode
 * @returns {Promise<string[]>}
 */
const firstChartOf = async (cache, markdownNode) => {
  const drawings = await cache.get(keyOf(markdownNode))
  return Array.isArray(drawings) ? drawings.map(String) : []
}

module.exports = { firstChartOf, recordFirstChart }
