// @ts-check
// A page's islands as one module. Each module a page loads is a request, a compile and an
// evaluation on its main thread, however small (docs/performance.md), so a page that renders two
// islands or more loads one file of them all, made from the islands' built files: each runs in a
// scope of its own, and an error in one is reported and stops none of the others, as in modules
// of their own. The file is named by its content and made the first time a page needs it; each
// combination is remembered, so that a later build whose pages are not rendered again (nothing
// they show changed) still has it.
//
// The server rendering bundles this module, so that a change of it renders the pages again. Its
// file system is Node's own (process.getBuiltinModule): Gatsby's bundle gives the server rendering
// one that warns at each use, for pages rendered on a server later, which this site has none of.
const { createHash } = require("node:crypto")
const path = require("node:path")

const { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } =
  process.getBuiltinModule("node:fs")

// Where the built islands are served from, under the site's path prefix.
const ISLANDS_PATH = "/static/islands/"

// The combinations of islands the pages have rendered, one empty file each, named by its islands.
const COMBINATIONS = "page-islands"

/** @typedef {{ name: string, src: string }} BuiltIsland */

/**
 * The script that runs a page's islands: an island's own when it is alone, or else the module of
 * them all, written under `publicDir` if it is not there yet. Its address is under the path
 * prefix, as the islands' are.
 * @param {BuiltIsland[]} islands
 * @param {{ publicDir?: string, cacheDir?: string }} [options]
 * @returns {string}
 */
function pageIslandsScript(islands, { publicDir = "public", cacheDir = ".cache" } = {}) {
  if (islands.length === 1) return islands[0].src
  const sorted = [...islands].sort((a, b) => a.name.localeCompare(b.name))
  const dir = path.join(publicDir, ...ISLANDS_PATH.split("/"))
  const code = sorted
    .map(
      ({ src }) =>
        `try{(()=>{\n${readFileSync(path.join(dir, path.posix.basename(src)), "utf8")}\n})()}` +
        "catch(error){setTimeout(()=>{throw error})}\n",
    )
    .join("")
  const name = `page-${createHash("sha256").update(code).digest("hex").slice(0, 12)}.js`
  writeOnce(path.join(dir, name), code)
  writeOnce(path.join(cacheDir, COMBINATIONS, sorted.map((island) => island.name).join(" ")), "")
  return `${path.posix.dirname(sorted[0].src)}/${name}`
}

/**
 * Writes `file` unless it is there: whole or not at all, since pages are rendered in several
 * processes at once.
 * @param {string} file
 * @param {string} text
 */
function writeOnce(file, text) {
  if (existsSync(file)) return
  mkdirSync(path.dirname(file), { recursive: true })
  const partial = `${file}.${process.pid}`
  writeFileSync(partial, text)
  renameSync(partial, file)
}

/**
 * Makes again, from freshly built islands, the module of each combination the pages rendered in
 * an earlier build; a combination with an island that is gone is forgotten.
 * @param {Record<string, { src: string }>} built the islands, by name
 * @param {{ publicDir?: string, cacheDir?: string }} [options]
 */
function remakePageIslands(built, options = {}) {
  const dir = path.join(options.cacheDir ?? ".cache", COMBINATIONS)
  if (!existsSync(dir)) return
  for (const combination of readdirSync(dir)) {
    const names = combination.split(" ")
    if (names.every((name) => built[name]))
      pageIslandsScript(
        names.map((name) => ({ name, src: built[name].src })),
        options,
      )
    else rmSync(path.join(dir, combination))
  }
}

module.exports = { ISLANDS_PATH, pageIslandsScript, remakePageIslands }
