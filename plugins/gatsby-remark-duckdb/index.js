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
const { referencedResults } = require("./value-references")
const { setNamedResults } = require("./named-results")
const { queriesZip } = require("./download")
const { proseValues, valueProblems, writeValues } = require("./prose-values")
const { caseStudyFolder, runQueries } = require("./queries")
const { DATA_FILES_FOLDER, dataFileAddress, publishedDataFiles } = require("./data-files")
const { shellLink } = require("./shell-link")
const { resultCsv, resultData, resultTableHtml } = require("./result-table")
const { caseStudyOfNode } = require("case-study")
const { digest, escapeHtml, problemList } = require("content-files")
const { TABLE_ROWS } = require("data-table")

// Where the CSV files of long results are served from, in the site's public folder.
const ASSETS = "static/sql"

/**
 * @typedef {import("./blocks").MarkdownNode} MarkdownNode
 * @typedef {import("./queries").Ran} Ran
 */

const html = (/** @type {string} */ value) => ({ type: "html", value })

/**
 * The nodes a query's block becomes: its query (a code block, or folded), the link that opens it
 * in DuckDB's web shell (`shellAddress`, null for none) and its result.
 * @param {Ran} ran
 * @param {{ csvUrl: string | null, shellAddress: string | null }} links
 * @returns {MarkdownNode[]}
 */
function blockNodes({ block, result }, { csvUrl, shellAddress }) {
  const code = { ...block.node, meta: null }
  const query = block.echo
    ? [code]
    : [
        html('<details class="sql-fold"><summary>Show the query</summary>'),
        code,
        html("</details>"),
      ]
  const shell = shellAddress
    ? [
        html(
          `<p class="sql-shell"><a href="${escapeHtml(shellAddress)}" rel="external noopener noreferrer">Run in DuckDB's shell</a> (the query and the data files it reads, at shell.duckdb.org)</p>`,
        ),
      ]
    : []
  const table = block.output && result ? [html(resultTableHtml(result, csvUrl))] : []
  return [
    html(`<div class="sql-query" id="${queryAnchor(block)}">`),
    ...query,
    ...shell,
    ...table,
    html("</div>"),
  ]
}

/**
 * Each query's address in DuckDB's web shell, by its block, over the case study's data files as
 * the site publishes them (written into `publicDir` here); none without the site's https address.
 * @param {Ran[]} ran
 * @param {{ markdownFile: string, contentDir: string, siteUrl: string | null, publish: (fileName: string, bytes: Buffer, folder: string) => void }} options
 * @returns {Map<MarkdownNode, string>}
 */
function shellAddresses(ran, { markdownFile, contentDir, siteUrl, publish }) {
  /** @type {Map<MarkdownNode, string>} */
  const addresses = new Map()
  if (!siteUrl) return addresses
  const { folder, files } = publishedDataFiles(ran, {
    name: path.basename(markdownFile, path.extname(markdownFile)),
    dir: caseStudyFolder(markdownFile, contentDir),
    contentDir,
  })
  const entries = new Map(files.map(({ file, entry }) => [file, entry]))
  const addressOf = (/** @type {string} */ file) =>
    dataFileAddress(siteUrl, folder, /** @type {string} */ (entries.get(file)))
  for (const [index, { block, result }] of ran.entries()) {
    if (!block.output || !result) continue
    const { address } = shellLink(ran, index, { contentDir, addressOf })
    if (address) addresses.set(block.node, address)
  }
  if (addresses.size)
    for (const { entry, bytes } of files) publish(entry, bytes, `${DATA_FILES_FOLDER}/${folder}`)
  return addresses
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
 * @param {{ markdownAST: MarkdownNode & { data?: Record<string, unknown> }, markdownNode: { parent: string | null, internal?: { content?: string } }, getNode: (id: string) => any, pathPrefix?: string, reporter: { panicOnBuild: (message: string) => void }, getRemarkFileDependency?: (filter: unknown) => Promise<unknown> }} api
 * @param {{ contentDir: string, cacheDir: string, publicDir: string, siteUrl?: string | null }} options
 *   `siteUrl` the site's https origin, for DuckDB's web shell
 */
module.exports = async (
  { markdownAST, markdownNode, getNode, pathPrefix = "", reporter, getRemarkFileDependency },
  { contentDir, cacheDir, publicDir, siteUrl = null },
) => {
  // A Markdown case study's queries: a notebook's SQL cells ran in the notebook, and show as code.
  const { file: markdownFile, kind } = caseStudyOfNode({ markdownNode, getNode })
  if (kind !== "markdown") return markdownAST
  // The charts after this plugin read its named results, none until a query gives one.
  setNamedResults(markdownAST, {})
  const blocks = sqlBlocks(markdownAST)
  const referenced = referencedResults(markdownAST)
  if (blocks.length === 0 && referenced.size === 0) return markdownAST
  const name = path.relative(process.cwd(), markdownFile)
  const charted = new Set(
    chartNames(markdownAST, markdownFile, contentDir).flatMap(({ names }) =>
      names.map((name) => name.toLowerCase()),
    ),
  )
  const handOn = new Set([...charted, ...referenced])
  const ran = await runQueries(blocks, { markdownFile, contentDir, cacheDir, handOn })
  const values = proseValues(markdownAST, ran, markdownNode.internal?.content)
  const problems = [
    ...ran
      .filter(({ problem }) => problem)
      .map(({ block, problem }) => `${name}, line ${block.line}: ${problem}`),
    ...valueProblems(values).map(
      ({ line, column, message }) => `${name}, line ${line}, column ${column}: ${message}`,
    ),
  ]
  if (problems.length) {
    reporter.panicOnBuild(
      problemList("The queries of a case study have", problems, 'content/README.md, "SQL"'),
    )
    return markdownAST
  }
  // Gatsby keeps the case study's HTML until the Markdown or one of these files changes.
  for (const file of new Set(ran.flatMap(({ files }) => files)))
    await getRemarkFileDependency?.({ absolutePath: { eq: file } })

  const publish = (
    /** @type {string} */ fileName,
    /** @type {Buffer} */ bytes,
    folder = ASSETS,
  ) => {
    const file = path.join(publicDir, ...folder.split("/"), ...fileName.split("/"))
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, bytes)
    return `${pathPrefix}/${folder}/${fileName}`
  }
  const shell = shellAddresses(ran, {
    markdownFile,
    contentDir,
    siteUrl: siteUrl && `${siteUrl}${pathPrefix}`,
    publish,
  })
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
    const shellAddress = shell.get(block.node) ?? null
    replacements.set(block.node, blockNodes(query, { csvUrl, shellAddress }))
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
  writeValues(values)
  visit(markdownAST, "code", (node, index, parent) => {
    const nodes = replacements.get(/** @type {MarkdownNode} */ (node))
    if (!nodes || !parent || index === null) return
    parent.children.splice(index, 1, ...nodes)
    return index + nodes.length
  })
  setNamedResults(markdownAST, namedData)
  return markdownAST
}
