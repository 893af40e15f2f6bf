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
const { queriesZip } = require("./download")
const { caseStudyFolder, runQueries } = require("./queries")
const { resultCsv, resultData, resultTableHtml } = require("./result-table")
const { caseStudyOfNode } = require("case-study")
const { digest, escapeHtml, problemList } = require("content-files")
const { TABLE_ROWS } = require("data-table")

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
 * The sentence that offers the queries and their data, before the first query.
 * @param {string} url
 * @param {{ fileName: string, sqlFile: string, bytes: Buffer }} zip
 */
function runYourselfHtml(url, { fileName, sqlFile, bytes }) {
  const size = `${Math.max(1, Math.round(bytes.length / 1024))} KB`
  const sql = sqlFile.split("/").pop() ?? sqlFile
  const folder = sqlFile.includes("/")
    ? ` in its folder ${escapeHtml(path.posix.dirname(sqlFile))}/`
    : ""
  return (
    `<p class="sql-run">Run these queries yourself: <a href="${escapeHtml(url)}" download="${escapeHtml(fileName)}">` +
    `download them with their data</a> (ZIP, ${size}), unzip it and, with ` +
    `<a href="https://duckdb.org/docs/installation/">DuckDB</a>${folder}, run <code>duckdb &lt; ${escapeHtml(sql)}</code>.</p>`
  )
}

/**
 * @param {{ markdownAST: MarkdownNode & { data?: Record<string, unknown> }, markdownNode: { parent: string | null }, getNode: (id: string) => any, pathPrefix?: string, reporter: { panicOnBuild: (message: string) => void }, getRemarkFileDependency?: (filter: unknown) => Promise<unknown> }} api
 * @param {{ contentDir: string, cacheDir: string, publicDir: string }} options
 */
module.exports = async (
  { markdownAST, markdownNode, getNode, pathPrefix = "", reporter, getRemarkFileDependency },
  { contentDir, cacheDir, publicDir },
) => {
  // A Markdown case study's queries: a notebook's SQL cells ran in the notebook, and show as code.
  const { file: markdownFile, kind } = caseStudyOfNode({ markdownNode, getNode })
  if (kind !== "markdown") return markdownAST
  // The charts after this plugin read its named results, none until a query gives one.
  setNamedResults(markdownAST, {})
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
      problemList("The queries of a case study have", problems, 'content/README.md, "SQL"'),
    )
    return markdownAST
  }
  // Gatsby keeps the case study's HTML until the Markdown or one of these files changes.
  for (const file of new Set(ran.flatMap(({ files }) => files)))
    await getRemarkFileDependency?.({ absolutePath: { eq: file } })

  const publish = (/** @type {string} */ fileName, /** @type {Buffer} */ bytes) => {
    const dir = path.join(publicDir, ASSETS)
    mkdirSync(dir, { recursive: true })
    writeFileSync(path.join(dir, fileName), bytes)
    return `${pathPrefix}/${ASSETS.split(path.sep).join("/")}/${fileName}`
  }
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
      csvUrl = publish(csv.name, csv.bytes)
    }
    replacements.set(block.node, blockNodes(query, csvUrl))
  }
  // Before the first query: the queries and their data, for the reader to run.
  const zip = queriesZip(ran, {
    name: path.basename(markdownFile, path.extname(markdownFile)),
    dir: caseStudyFolder(markdownFile, contentDir),
    contentDir,
  })
  if (zip) {
    const url = publish(zip.fileName.replace(/\.zip$/, `-${digest(zip.bytes, 10)}.zip`), zip.bytes)
    const first = /** @type {MarkdownNode[]} */ (replacements.get(ran[0].block.node))
    first.unshift(html(runYourselfHtml(url, zip)))
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
