// @ts-check
// SQL in case studies: each fenced block of language `sql` runs at build time in DuckDB's sandbox
// (queries.js) and is followed on the page by its result (result-table.js); its query stays a code
// block, which gatsby-remark-prismjs highlights, or folds under "Show the query" (echo=false). A
// named result is a later query's table and a chart's named data: this plugin runs before
// gatsby-remark-vega-lite and hands the results a chart draws on (named-results.js).
const { mkdirSync, writeFileSync } = require("node:fs")
const path = require("node:path")
const visit = require("unist-util-visit")
const { queryAnchor, sqlBlocks } = require("./blocks")
const { chartNames } = require("./checks")
const { setNamedResults } = require("./named-results")
const { runQueries } = require("./queries")
const { resultCsv, resultData, resultTableHtml, TABLE_ROWS } = require("./result-table")

// Where the CSV files of long results are served from, in the site's public folder.
const ASSETS = path.join("static", "sql")

/**
 * @typedef {import("./blocks").MarkdownNode} MarkdownNode
 * @typedef {import("./queries").Ran} Ran
 */

const html = (/** @type {string} */ value) => ({ type: "html", value })

/**
 * The nodes a query's block becomes: its query (a code block, or folded) and its result.
 * @param {Ran} ran
 * @param {string | null} csvUrl
 * @returns {MarkdownNode[]}
 */
function blockNodes({ block, result }, csvUrl) {
  const code = { ...block.node, meta: null }
  const query = block.echo
    ? [code]
    : [
        html('<details class="sql-fold"><summary>Show the query</summary>'),
        code,
        html("</details>"),
      ]
  const table = block.output && result ? [html(resultTableHtml(result, csvUrl))] : []
  return [
    html(`<div class="sql-query" id="${queryAnchor(block)}">`),
    ...query,
    ...table,
    html("</div>"),
  ]
}

/**
 * @param {{ markdownAST: MarkdownNode & { data?: Record<string, unknown> }, markdownNode: { parent: string }, getNode: (id: string) => any, pathPrefix?: string, reporter: { panicOnBuild: (message: string) => void }, getRemarkFileDependency?: (filter: unknown) => Promise<unknown> }} api
 * @param {{ contentDir: string, cacheDir: string, publicDir: string }} options
 */
module.exports = async (
  { markdownAST, markdownNode, getNode, pathPrefix = "", reporter, getRemarkFileDependency },
  { contentDir, cacheDir, publicDir },
) => {
  // A Markdown case study's queries: a notebook's SQL cells ran in the notebook, and show as code.
  const markdownFile = String(getNode(markdownNode.parent)?.absolutePath)
  if (!/\.md$/i.test(markdownFile)) return markdownAST
  const blocks = sqlBlocks(markdownAST)
  if (blocks.length === 0) return markdownAST
  const name = path.relative(process.cwd(), markdownFile)
  const charted = new Set(
    chartNames(markdownAST, markdownFile, contentDir).flatMap(({ names }) =>
      names.map((name) => name.toLowerCase()),
    ),
  )
  const ran = await runQueries(blocks, { markdownFile, contentDir, cacheDir, charted })
  const problems = ran
    .filter(({ problem }) => problem)
    .map(({ block, problem }) => `${name}, line ${block.line}: ${problem}`)
  if (problems.length) {
    reporter.panicOnBuild(
      `The queries of a case study have ${problems.length} problem${problems.length > 1 ? "s" : ""} (see content/README.md, "SQL"):\n- ${problems.join("\n- ")}`,
    )
    return markdownAST
  }
  // Gatsby keeps the case study's HTML until the Markdown or one of these files changes.
  for (const file of new Set(ran.flatMap(({ files }) => files)))
    await getRemarkFileDependency?.({ absolutePath: { eq: file } })

  /** @type {import("./named-results").NamedResults} */
  const namedData = {}
  /** @type {Map<MarkdownNode, MarkdownNode[]>} */
  const replacements = new Map()
  for (const query of ran) {
    const { block, result } = query
    if (!result) continue
    // A chart draws a named result: one the chart reads (the rest stay in DuckDB).
    if (block.id && charted.has(block.id.toLowerCase())) namedData[block.id] = resultData(result)
    let csvUrl = null
    if (block.output && result.rowCount > TABLE_ROWS) {
      const csv = resultCsv(result, queryAnchor(block))
      const dir = path.join(publicDir, ASSETS)
      mkdirSync(dir, { recursive: true })
      writeFileSync(path.join(dir, csv.name), csv.bytes)
      csvUrl = `${pathPrefix}/${ASSETS.split(path.sep).join("/")}/${csv.name}`
    }
    replacements.set(block.node, blockNodes(query, csvUrl))
  }
  visit(markdownAST, "code", (node, index, parent) => {
    const nodes = replacements.get(/** @type {MarkdownNode} */ (node))
    if (!nodes || !parent || index === null) return
    parent.children.splice(index, 1, ...nodes)
    return index + nodes.length
  })
  setNamedResults(markdownAST, namedData)
  return markdownAST
}
