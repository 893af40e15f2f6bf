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
const { frontMatterProblems, splitFrontMatter } = require("./front-matter")
const { valueReferences } = require("./value-references")
const { setNamedResults } = require("./named-results")
const { queriesZip } = require("./download")
const { valueProblems, writeValues } = require("./prose-values")
const { caseStudyFolder } = require("./queries")
const { runWithValues } = require("./case-study-values")
const { dataFileAddress, publishedDataFiles } = require("./data-files")
const { DATA_FILES_FOLDER } = require("./data-files-folder")
const { shellLink } = require("./shell-link")
const { resultCsv, resultData, resultTableHtml } = require("./result-table")
const { caseStudyOfNode } = require("case-study")
const {
  digest,
  escapeHtml,
  logText,
  problemList,
  readContentText,
  siteFolderPlace,
} = require("content-files")
const { TABLE_ROWS } = require("data-table")

// Where the CSV files of long results are served from, in the site's public folder.
const ASSETS = "static/sql"
// The characters a page's links to DuckDB's shell may hold in all. Each link holds the queries
// whose results its query reads, so a chain of queries would weigh on its page as the square of
// its length; past this, the later queries' links are left out (one note of the build says so).
const SHELL_LINKS_BUDGET = 256 * 1024

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
 * The addresses of a page hold SHELL_LINKS_BUDGET characters at most: the queries past it (in the
 * page's order) have none, and one `note` names their lines.
 * @param {Ran[]} ran
 * @param {{ markdownFile: string, contentDir: string, siteUrl: string | null, publish: (fileName: string, bytes: Buffer, folder: string) => void, note: (message: string) => void }} options
 * @returns {Map<MarkdownNode, string>}
 */
function shellAddresses(ran, { markdownFile, contentDir, siteUrl, publish, note }) {
  /** @type {Map<MarkdownNode, string>} */
  const addresses = new Map()
  /** @type {number[]} */
  const leftOut = []
  if (!siteUrl) return addresses
  const { folder, files } = publishedDataFiles(ran, {
    name: path.basename(markdownFile, path.extname(markdownFile)),
    dir: caseStudyFolder(markdownFile, contentDir),
    contentDir,
  })
  const entries = new Map(files.map(({ file, entry }) => [file, entry]))
  const addressOf = (/** @type {string} */ file) =>
    dataFileAddress(siteUrl, folder, /** @type {string} */ (entries.get(file)))
  let characters = 0
  for (const [index, { block, result }] of ran.entries()) {
    if (!block.output || !result) continue
    const { address } = shellLink(ran, index, { contentDir, addressOf })
    if (!address) continue
    characters += address.length
    if (leftOut.length || characters > SHELL_LINKS_BUDGET) leftOut.push(block.line)
    else addresses.set(block.node, address)
  }
  if (addresses.size)
    for (const { entry, bytes } of files) publish(entry, bytes, `${DATA_FILES_FOLDER}/${folder}`)
  if (leftOut.length)
    note(
      `${path.relative(process.cwd(), markdownFile)}: the queries at lines ${leftOut.join(", ")} have no link to DuckDB's shell: with theirs, the page's links would hold more than ${SHELL_LINKS_BUDGET.toLocaleString("en")} characters (each holds the queries whose results its query reads): have later queries read fewer named results, or split the case study`,
    )
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
 * The problems of a case study's queries and values, one line each, naming the file and the line.
 * @param {string} name the case study's file, as the log names it
 * @param {Ran[]} ran
 * @param {import("./prose-values").ValueProblem[]} atColumns the values' (and the front matter's)
 */
const caseStudyProblems = (name, ran, atColumns) => [
  ...ran.flatMap(({ block, problem }) =>
    problem ? [`${name}, line ${block.line}: ${problem}`] : [],
  ),
  ...atColumns.map(
    ({ line, column, message }) => `${name}, line ${line}, column ${column}: ${message}`,
  ),
]

/**
 * @param {{ markdownAST: MarkdownNode & { data?: Record<string, unknown> }, markdownNode: { parent: string | null, internal?: { content?: string } }, getNode: (id: string) => any, pathPrefix?: string, reporter: { panicOnBuild: (message: string) => void, warn?: (message: string) => void }, getRemarkFileDependency?: (filter: unknown) => Promise<unknown> }} api
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
  // The tree is of the Markdown after the front matter: its lines are the file's past it.
  const source = readContentText(markdownFile, siteFolderPlace(contentDir)).text ?? ""
  const { frontMatter, lineOffset } = splitFrontMatter(source)
  const blocks = sqlBlocks(markdownAST, lineOffset)
  const inFrontMatter = frontMatterProblems(frontMatter)
  if (!blocks.length && !valueReferences(markdownAST).length && !inFrontMatter.length)
    return markdownAST
  const name = path.relative(process.cwd(), markdownFile)
  const charted = new Set(
    chartNames(markdownAST, markdownFile, contentDir).flatMap(({ names }) =>
      names.map((name) => name.toLowerCase()),
    ),
  )
  const { ran, values } = await runWithValues(markdownAST, blocks, {
    markdownFile,
    contentDir,
    cacheDir,
    source,
    lineOffset,
    charted,
  })
  const problems = caseStudyProblems(name, ran, [...inFrontMatter, ...valueProblems(values)])
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
    note: (message) => reporter.warn?.(logText(message)),
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
