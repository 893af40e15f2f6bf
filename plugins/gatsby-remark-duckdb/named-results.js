// @ts-check
// The contract between this plugin and the charts': a case study's named results (its queries'
// results a chart draws, by id), kept on the Markdown tree that gatsby-transformer-remark hands
// each remark plugin in turn. This plugin sets them; gatsby-remark-vega-lite reads them.

/**
 * @typedef {{ data?: Record<string, unknown> }} Tree
 * @typedef {Record<string, Array<Record<string, unknown>>>} NamedResults
 */

const KEY = "namedResults"

/** @param {Tree} tree @param {NamedResults} results */
function setNamedResults(tree, results) {
  tree.data = { ...tree.data, [KEY]: results }
}

/** The named results a query of the case study gave, by id. @param {Tree} tree @returns {NamedResults} */
const namedResults = (tree) => /** @type {NamedResults} */ (tree.data?.[KEY] ?? {})

module.exports = { namedResults, setNamedResults }
