// @ts-check
// The contract between this plugin and the charts': a case study's named results (its queries'
// results a chart draws, by id), kept on the Markdown tree that gatsby-transformer-remark hands
// each remark plugin in turn. This plugin sets them on the tree of every Markdown case study (none
// for one without queries; a notebook's SQL ran in the notebook, and gives none);
// gatsby-remark-vega-lite reads them, and knows by their absence that it ran first.

/**
 * @typedef {{ data?: Record<string, unknown> }} Tree
 * @typedef {Record<string, Array<Record<string, unknown>>>} NamedResults
 */

const KEY = "namedResults"

/** @param {Tree} tree @param {NamedResults} results */
function setNamedResults(tree, results) {
  tree.data = { ...tree.data, [KEY]: results }
}

/**
 * The named results a query of the case study gave, by id; null when this plugin has not run on
 * the tree (a plugin listed before it in gatsby-config.ts).
 * @param {Tree} tree
 * @returns {NamedResults | null}
 */
const namedResults = (tree) => /** @type {NamedResults | undefined} */ (tree.data?.[KEY]) ?? null

module.exports = { namedResults, setNamedResults }
