// @ts-check
// The islands the last build of a site made (islands.js), as a list the build writes once, after
// it makes them: for tools that weigh them (npm run bench). The build itself never reads it.
const { existsSync, mkdirSync, readFileSync, writeFileSync } = require("node:fs")
const path = require("node:path")

// The list, in the build's cache folder (the plugin's `cacheDir`).
const MANIFEST = "islands.json"

/**
 * @typedef {Record<string, { src: string, onDemand: Record<string, string[]> }>} BuiltIslands
 *   each island's script, and the scripts it imports on demand, by module (its path from the
 *   site's root)
 */

/**
 * The islands of the site in `siteDir`, whose cache folder is `cacheDir` in it; none before a
 * build.
 * @returns {BuiltIslands}
 */
function builtIslands(siteDir = ".", cacheDir = ".cache") {
  const file = path.join(siteDir, cacheDir, MANIFEST)
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {}
}

/**
 * Keeps the islands a build made in its cache folder, for tools.
 * @param {BuiltIslands} islands
 * @param {string} cacheDir
 */
function keepBuiltIslands(islands, cacheDir) {
  mkdirSync(cacheDir, { recursive: true })
  writeFileSync(path.join(cacheDir, MANIFEST), JSON.stringify(islands))
}

module.exports = { MANIFEST, builtIslands, keepBuiltIslands }
