// @ts-check
// Where the transformer keeps a notebook's charts as spec files, for gatsby-remark-vega-lite to draw:
// a folder of its own Gatsby cache (the content folder is never written). The chart plugin reads a
// notebook's specs from here, through content-files' guard with this folder as their root; the
// data they name stay inside the content folder.

const NAME = "gatsby-transformer-notebook"

/**
 * The charts folder, from Gatsby's `getCache` (a remark plugin is given it).
 * @param {(name: string) => { directory: string }} getCache
 */
const notebookChartsDir = (getCache) => chartsIn(getCache(NAME).directory)

/** The charts folder of the transformer's own cache directory. @param {string} cacheDirectory */
const chartsIn = (cacheDirectory) => `${cacheDirectory.replace(/[\\/]+$/, "")}/charts`

module.exports = { chartsIn, notebookChartsDir }
