// @ts-check
// The facts the plugin exports about a case study: how many charts it draws (each read point by
// point and heard on a click) and how many of them have a live view (a button that loads it on a
// click). The plugin records them as it draws the case study's charts (index.js), in its cache, and
// GraphQL gives them as MarkdownRemark.charts and .liveCharts (gatsby-node.js), so that a page
// knows them without reading its HTML.

/** @typedef {{ get: (key: string) => Promise<unknown>, set: (key: string, value: unknown) => Promise<unknown> }} Cache */

/** @typedef {{ charts: number, liveCharts: number }} ChartCounts */

/** @param {{ internal: { contentDigest: string } }} markdownNode */
const keyOf = (markdownNode) => `chart-counts-${markdownNode.internal.contentDigest}`

/**
 * @param {Cache} cache
 * @param {{ internal: { contentDigest: string } }} markdownNode
 * @param {ChartCounts} counts
 */
const recordChartCounts = (cache, markdownNode, counts) => cache.set(keyOf(markdownNode), counts)

/**
 * @param {Cache} cache
 * @param {{ internal: { contentDigest: string } }} markdownNode
 * @returns {Promise<ChartCounts>}
 */
const chartCountsOf = async (cache, markdownNode) => {
  const counts = /** @type {Partial<ChartCounts> | undefined} */ (
    await cache.get(keyOf(markdownNode))
  )
  return { charts: Number(counts?.charts ?? 0), liveCharts: Number(counts?.liveCharts ?? 0) }
}

module.exports = { chartCountsOf, recordChartCounts }
