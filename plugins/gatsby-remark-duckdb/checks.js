// @ts-check
// The checks of a case study's queries, which the site's content checks run before Gatsby starts
// (gatsby-remark-duckdb/checks): every query runs (or comes from the cache), and each problem is one
// sentence naming the case study and the line of its block; a chart's named data must be a query's
// result. Warnings name what builds but should be looked at.
const path = require("node:path")
const { loadCaseStudyOf } = require("case-study")
const { dataObjects, isChart } = require("chart-spec")
const { readContentText } = require("content-files")
const remark = require("remark")
const gfm = require("remark-gfm")
const visit = require("unist-util-visit")
const { sqlBlocks } = require("./blocks")
const { frontMatterProblems, splitFrontMatter } = require("./front-matter")
const { valueProblems } = require("./prose-values")
const { DEFAULT_CACHE_DIR } = require("./queries")
const { runWithValues } = require("./case-study-values")
const { valueReferences } = require("./value-references")

/**
 * @typedef {import("./blocks").MarkdownNode} MarkdownNode
 * @typedef {{ line: number, column: number, message: string }} Finding a sentence, and the line
 *   and column of the case study it is about (a block's or an image's first column)
 */

/**
 * The named data each chart of a case study reads (Vega-Lite's `"data": {"name": …}` that its own
 * `datasets` do not hold), by the chart's line (in the file: `lineOffset` the lines of the front
 * matter the tree was parsed without).
 * @param {MarkdownNode} tree
 * @param {string} markdownFile
 * @param {string} contentDir
 * @param {number} [lineOffset]
 */
function chartNames(tree, markdownFile, contentDir, lineOffset = 0) {
  /** @type {Array<{ url: string, line: number, names: string[] }>} */
  const charts = []
  visit(tree, "image", (/** @type {MarkdownNode & { url?: string }} */ node) => {
    const url = node.url ?? ""
    if (!isChart(url)) return
    try {
      const place = { dir: path.dirname(markdownFile), contentDir }
      const spec = JSON.parse(readContentText(decodeURI(url), place).text ?? "")
      const own = new Set(Object.keys(spec?.datasets ?? {}))
      const names = dataObjects(spec)
        .map((data) => data.name)
        .filter((name) => typeof name === "string" && !own.has(name))
      const line = (node.position?.start.line ?? 1) + lineOffset
      charts.push({ url, line, names: [...new Set(names)] })
    } catch {
      // A chart that cannot be read is the chart checks' to name.
    }
  })
  return charts
}

/**
 * What is wrong with the queries of the Markdown case study `markdownFile`, and what to look at.
 * Each message starts with the file and the line of the query's block (or the chart's image) and
 * names `owner`, the entry that names the file; `line` is that line, for the tools that point at it.
 * @param {string} markdownFile
 * @param {{ contentDir: string, cacheDir: string, owner: string }} options
 * @returns {Promise<{ problems: Finding[], warnings: Finding[] }>}
 */
async function queryProblems(markdownFile, { contentDir, cacheDir, owner }) {
  const loaded = loadCaseStudyOf(markdownFile, contentDir, "markdown")
  const source = loaded.text ?? ""
  // The Markdown as gatsby-transformer-remark parses it: after the front matter.
  const { frontMatter, markdown, lineOffset } = splitFrontMatter(source)
  const tree = frontMatter ? remark().use(gfm).parse(markdown) : loaded.tree
  const blocks = sqlBlocks(tree, lineOffset)
  const charts = chartNames(tree, markdownFile, contentDir, lineOffset)
  const inFrontMatter = frontMatterProblems(frontMatter)
  if (
    blocks.length === 0 &&
    valueReferences(tree).length === 0 &&
    inFrontMatter.length === 0 &&
    charts.every(({ names }) => names.length === 0)
  )
    return { problems: [], warnings: [] }
  /** @type {(line: number, text: string, column?: number) => Finding} */
  const at = (line, text, column) => ({
    line,
    column: column ?? 1,
    message: `${markdownFile}, line ${line}${column ? `, column ${column}` : ""} (${owner}): ${text}`,
  })
  const charted = new Set(charts.flatMap(({ names }) => names.map((name) => name.toLowerCase())))
  const { ran, referenced, values } = await runWithValues(tree, blocks, {
    markdownFile,
    contentDir,
    cacheDir,
    source,
    lineOffset,
    charted,
  })
  const problems = ran.flatMap(({ block, problem }) => (problem ? [at(block.line, problem)] : []))
  for (const { line, column, message } of [...inFrontMatter, ...valueProblems(values)])
    problems.push(at(line, message, column))
  const ids = new Set(blocks.flatMap(({ id }) => (id ? [id.toLowerCase()] : [])))
  for (const { url, line, names } of charts)
    for (const name of names.filter((name) => !ids.has(name.toLowerCase())))
      problems.push(
        at(
          line,
          `the chart "${url}" reads the named data "${name}", which no query gives: give the query whose result it draws id=${name}`,
        ),
      )

  const shown = new Set([...ran.flatMap(({ reads }) => reads), ...charted, ...referenced])
  const warnings = ran.flatMap(({ block, result, ordered }) => {
    if (!result) return []
    const found = []
    if (!ordered && result.rowCount > 1)
      found.push(
        at(
          block.line,
          `the query's ${result.rowCount.toLocaleString("en")} rows have no ORDER BY: their order can change from one build to the next`,
        ),
      )
    if (!block.output && !(block.id && shown.has(block.id.toLowerCase())))
      found.push(
        at(
          block.line,
          "the query shows nothing: it has output=false, and no later query or chart reads its result",
        ),
      )
    return found
  })
  return { problems, warnings }
}

module.exports = { DEFAULT_CACHE_DIR, chartNames, queryProblems }
