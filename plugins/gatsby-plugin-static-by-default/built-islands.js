// @ts-check
// The islands the last build of a site made (islands.js): for the server rendering, which names
// each page's scripts, and for tools that weigh them (npm run bench).
const { existsSync, mkdirSync, readFileSync, writeFileSync } = require("node:fs")
const path = require("node:path")

const MANIFEST = path.join(".cache", "islands.json")

/**
 * @typedef {Record<string, { src: string, onDemand: Record<string, string[]> }>} BuiltIslands
 *   each island's script, and the scripts it imports on demand, by module (its path from the
 *   site's root)
 */

/**
 * The islands of the site in `siteDir`; none before a build.
 * @returns {BuiltIslands}
 */
function builtIslands(siteDir = ".") {
  const file = path.join(siteDir, MANIFEST)
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {}
}

/**
 * Keeps the islands a build made, for the server rendering and for tools (in `siteDir`).
 * @param {BuiltIslands} islands
 */
function keepBuiltIslands(islands, siteDir = ".") {
  const file = path.join(siteDir, MANIFEST)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, JSON.stringify(islands))
}

module.exports = { MANIFEST, builtIslands, keepBuiltIslands }
