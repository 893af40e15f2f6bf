// @ts-check
// Each built page's islands, once the pages are built (gatsby-node.js, onPostBuild). A page's
// rendering writes nothing: the islands it holds are the marks its HTML carries (island-rule.js),
// read here, and the end of its body gets their script and when it starts, as a block of data, and
// the loader's line (islands-loader.js) that adds it. A page built by an earlier build and not
// rendered again carries the block of that build: it is made again, with this build's islands.
//
// A page's script is its island's own when it has one; a page with two islands or more loads one
// file of them all, made from the islands' built files. Each module a page loads is a request, a
// compile and an evaluation on its main thread, however small (docs/performance.md); in the one
// file each island runs in a scope of its own, and an error in one is reported and stops none of
// the others, as in modules of their own. The file is named by its content.
const { createHash } = require("node:crypto")
const { readFileSync, writeFileSync } = require("node:fs")
const path = require("node:path")
const { parse } = require("parse5")
const { ISLAND_ATTRIBUTE, START_ATTRIBUTE } = require("./island-rule")
const { DATA_ATTRIBUTE, islandsData, loaderScript } = require("./islands-loader")

/**
 * @typedef {import("parse5").DefaultTreeAdapterMap["node"]} Node
 * @typedef {import("parse5").DefaultTreeAdapterMap["element"]} Element
 * @typedef {"on-first-use" | "with-page"} IslandStart
 * @typedef {{ name: string, src: string }} BuiltIsland
 */

/** @param {Node} node @returns {node is Element} */
const isElement = (node) => "tagName" in node

/** @param {Element} element @param {string} name */
const attribute = (element, name) => element.attrs.find((attr) => attr.name === name)?.value

/** @param {Node} node @returns {Element[]} */
const elementsIn = (node) =>
  "childNodes" in node
    ? node.childNodes.filter(isElement).flatMap((child) => [child, ...elementsIn(child)])
    : []

/**
 * The islands a page's HTML marks, each with when it starts. The inside of an element that carries
 * `untrusted` (HTML the site did not render, the owner's) marks none.
 * @param {Node} node
 * @param {string | undefined} untrusted
 * @param {Map<string, IslandStart>} islands
 */
function islandsMarked(node, untrusted, islands = new Map()) {
  if (!("childNodes" in node)) return islands
  for (const child of node.childNodes.filter(isElement)) {
    if (untrusted && attribute(child, untrusted) !== undefined) continue
    const name = attribute(child, ISLAND_ATTRIBUTE)
    if (name && islands.get(name) !== "with-page")
      islands.set(
        name,
        attribute(child, START_ATTRIBUTE) === "with-page" ? "with-page" : "on-first-use",
      )
    islandsMarked(child, untrusted, islands)
  }
  return islands
}

/**
 * Where the page's HTML holds the block of an earlier build, at the end of its body (its data, and
 * the loader's line just after), as offsets; or, without one, where the block goes: before the end
 * of the body.
 * @param {Node} document
 * @returns {{ start: number, end: number }}
 */
function blockPlace(document) {
  const body = elementsIn(document).find((element) => element.tagName === "body")
  const children = body?.childNodes.filter(isElement) ?? []
  const data = children.findIndex(
    (element) => element.tagName === "script" && attribute(element, DATA_ATTRIBUTE) !== undefined,
  )
  if (data >= 0)
    return {
      start: Number(children[data].sourceCodeLocation?.startOffset),
      end: Number(children[data + 1]?.sourceCodeLocation?.endOffset),
    }
  const end = Number(body?.sourceCodeLocation?.endTag?.startOffset)
  return { start: end, end }
}

/**
 * The module of several islands, written into `dir` (the built islands' folder) if it is not there
 * yet; its address, under the path prefix as the islands' are.
 * @param {BuiltIsland[]} islands sorted by name
 * @param {string} dir
 */
function islandsModule(islands, dir) {
  const code = islands
    .map(
      ({ src }) =>
        `try{(()=>{\n${readFileSync(path.join(dir, path.posix.basename(src)), "utf8")}\n})()}` +
        "catch(error){setTimeout(()=>{throw error})}\n",
    )
    .join("")
  const name = `page-${createHash("sha256").update(code).digest("hex").slice(0, 12)}.js`
  writeFileSync(path.join(dir, name), code)
  return `${path.posix.dirname(islands[0].src)}/${name}`
}

/**
 * The scripts of pages' islands, each combination made once: an island's own script when it is
 * alone, or else the module of them all, in `dir`.
 * @param {string} dir
 */
function pageScripts(dir) {
  /** @type {Map<string, string>} */
  const made = new Map()
  /** @param {BuiltIsland[]} islands */
  return (islands) => {
    if (islands.length === 1) return islands[0].src
    const sorted = [...islands].sort((a, b) => a.name.localeCompare(b.name))
    const combination = sorted.map((island) => island.name).join(" ")
    const src = made.get(combination) ?? islandsModule(sorted, dir)
    made.set(combination, src)
    return src
  }
}

// The HTML file Gatsby writes a page to: /skills/sql/ to skills/sql/index.html, /404.html as it is.
/** @param {string} publicDir @param {string} pagePath */
const pageHtmlFile = (publicDir, pagePath) =>
  path.join(publicDir, /\.html?$/i.test(pagePath) ? pagePath : path.join(pagePath, "index.html"))

/**
 * Gives each page (`pagePaths`, Gatsby's pages, in `publicDir`) its islands' script, from the
 * islands the build made (`built`, by name, in `islandsDir`); a page without islands gets none.
 * Returns the problems, one line each: a page that marks an island the build did not make.
 * @param {{ pagePaths: ReadonlyArray<string>, publicDir: string, islandsDir: string,
 *   built: Record<string, { src: string }>, untrusted?: string }} site
 * @returns {string[]}
 */
function writePagesIslands({ pagePaths, publicDir, islandsDir, built, untrusted }) {
  const scriptOf = pageScripts(islandsDir)
  /** @type {string[]} */
  const problems = []
  for (const pagePath of new Set(pagePaths)) {
    const file = pageHtmlFile(publicDir, pagePath)
    const html = readFileSync(file, "utf8")
    const document = parse(html, { sourceCodeLocationInfo: true })
    const islands = islandsMarked(document, untrusted)
    const missing = [...islands.keys()].filter((name) => !built[name])
    problems.push(
      ...missing.map(
        (name) =>
          `${pagePath}: the page renders the island "${name}", which the build did not make: is ` +
          "there a folder of that name with an island.ts or island.tsx module in the islands folder?",
      ),
    )
    const { start, end } = blockPlace(document)
    if (Number.isNaN(start) || Number.isNaN(end)) {
      problems.push(`${pagePath}: the page has no end of its body for its islands' scripts.`)
      continue
    }
    const block =
      islands.size === 0 || missing.length > 0
        ? ""
        : islandsBlock(
            scriptOf([...islands.keys()].map((name) => ({ name, src: built[name].src }))),
            [...islands.values()].includes("with-page") ? "with-page" : "on-first-use",
          )
    const withBlock = html.slice(0, start) + block + html.slice(end)
    if (withBlock !== html) writeFileSync(file, withBlock)
  }
  return problems
}

/**
 * The end of a page's body for its islands: their script and when it starts, as data, and the
 * loader's line.
 * @param {string} src
 * @param {IslandStart} start
 */
const islandsBlock = (src, start) =>
  `<script type="application/json" ${DATA_ATTRIBUTE}="">` +
  `${islandsData({ src, start }).replace(/</g, "\\u003c")}</script>` +
  `<script>${loaderScript()}</script>`

module.exports = { islandsMarked, pageHtmlFile, writePagesIslands }
