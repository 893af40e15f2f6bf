// @ts-check
// Where the dashboards' script (embed.mjs) is served from: under /static/, named by a digest of its
// content, so that a long cache never serves an old one. The build copies it there
// (gatsby-node.js); a case study's inline script imports it on a click (index.js).
const { readFileSync } = require("node:fs")
const path = require("node:path")
const { digest } = require("content-files")

const SOURCE = path.join(__dirname, "embed.mjs")

/** The script's path on the site, from its root, without the site's path prefix. */
const dashboardScriptPath = () => `/static/dashboards-${digest(readFileSync(SOURCE), 10)}.js`

module.exports = { SOURCE, dashboardScriptPath }
