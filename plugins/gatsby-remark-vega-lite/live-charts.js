// @ts-check
// The fact the plugin exports about a case study: how many of its charts have a live view (a
// button that loads it on a click). The plugin records it as it draws the case study's charts
// (index.js), in its cache, and GraphQL gives it as MarkdownRemark.liveCharts (gatsby-node.js), so
// that a page knows it without reading its HTML.

/** @typedef {{ get: (key: string) => Promise<unknown>, set: (key: string, value: unknown) => Promise<unknown> }} Cache */

/** @param {{ internal: { contentDigest: string } }} markdownNode */
const keyOf = (markdownNode) => `live-charts-${markdownNode.internal.contentDigest}`

/**
 * @param {Cache} cache
 * @param {{ internal: { contentDigest: string } }} markdownNode
 * @param {number} count
 */
const recordLiveCharts = (cache, markdownNode, count) => cache.set(keyOf(markdownNode), count)

/**
 * @param {Cache} cache
 * @param {{ internal: { contentDigest: string } }} markdownNode
 */
const liveChartsOf = async (cache, markdownNode) =>
  Number((await cache.get(keyOf(markdownNode))) ?? 0)

module.exports = { liveChartsOf, recordLiveCharts }
