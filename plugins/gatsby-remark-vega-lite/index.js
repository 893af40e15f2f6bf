// @ts-check
// Charts in case studies: a Markdown image whose target ends in .vl.json, alone in its paragraph,
// is a Vega-Lite chart, drawn here at build time into the page's HTML (chart.mjs). A chart that
// cannot be drawn stops the build with one line per problem naming the case study, the line and
// the chart.
const { mkdirSync, writeFileSync } = require("node:fs")
const { readContentText, siteFolderPlace } = require("content-files")
const { namedResults } = require("gatsby-remark-duckdb/named-results")
const { notebookChartsDir } = require("gatsby-transformer-notebook/charts-dir")
const path = require("node:path")
const visit = require("unist-util-visit")
const { dataObjects, isChart } = require("./spec-checks")
const { recordLiveCharts } = require("./live-charts")
const { thisBuild } = require("./build-state")

// The files a chart is drawn from: its spec and the data files it names, when they can be read.
/** @param {string} specFile @param {string} specRoot the folder it is in @returns {string[]} */
function chartFiles(specFile, specRoot) {
  try {
    const { text } = readContentText(specFile, siteFolderPlace(specRoot))
    const urls = dataObjects(JSON.parse(text ?? ""))
      .map(({ url }) => url)
      .filter((url) => typeof url === "string")
    return [specFile, ...urls.map((url) => path.resolve(path.dirname(specFile), url))]
  } catch {
    return [specFile]
  }
}

/** @typedef {{ type: string, url?: string, alt?: string, title?: string | null, value?: string, children?: MarkdownNode[], position?: { start: { line: number, column: number }, end: { line: number, column: number } }, data?: Record<string, unknown> }} MarkdownNode */

// The charts of a case study: each an image of a .vl.json file alone in its paragraph.
/** @param {MarkdownNode} markdownAST */
function chartsOf(markdownAST) {
  /** @type {Array<{ paragraph: MarkdownNode, image: MarkdownNode }>} */
  const charts = []
  visit(markdownAST, "paragraph", (/** @type {MarkdownNode} */ paragraph) => {
    const [image, ...rest] = paragraph.children ?? []
    if (rest.length === 0 && image?.type === "image" && isChart(image.url ?? ""))
      charts.push({ paragraph, image })
  })
  return charts
}

// Where a chart's files (its data as CSV, the pictures of image marks, its live spec) are served
// from, in the site's public folder.
const ASSETS = path.join("static", "charts")

/**
 * @param {{ markdownAST: MarkdownNode, markdownNode: { parent: string, internal: { contentDigest: string } }, getNode: (id: string) => any, pathPrefix?: string, reporter: { panicOnBuild: (message: string) => void, warn: (message: string) => void }, getRemarkFileDependency?: (filter: unknown) => Promise<unknown>, getCache: (name: string) => { directory: string }, cache: import("./live-charts").Cache }} api
 * @param {{ contentDir: string, publicDir: string, widths: { wide: number, narrow: number } }} options
 */
const plugin = async (
  {
    markdownAST,
    markdownNode,
    getNode,
    pathPrefix = "",
    reporter,
    getRemarkFileDependency,
    getCache,
    cache,
  },
  { contentDir, publicDir, widths },
) => {
  const markdownFile = getNode(markdownNode.parent).absolutePath
  // A Markdown case study's specs are the owner's files; a notebook's are the transformer's,
  // kept in its cache. Either is read through the guard, from its own folder.
  const specRoot = /\.ipynb$/i.test(markdownFile)
    ? notebookChartsDir(getCache)
    : path.resolve(contentDir)
  // Messages name the case study from the site's folder, as the content checks do.
  const name = path.relative(process.cwd(), markdownFile)
  const charts = chartsOf(markdownAST)
  if (charts.length === 0) return markdownAST
  const { renderChart, ChartError, hasLiveView } = await import("./chart.mjs")
  const problems = []
  const notes = []
  let liveCharts = 0
  for (const [number, { paragraph, image }] of charts.entries()) {
    const url = image.url ?? ""
    const specFile = path.resolve(path.dirname(markdownFile), decodeURI(url))
    // The chart as messages name it: a notebook's by its cell (its image's title), a Markdown
    // file's by its line and file.
    const where =
      path.extname(markdownFile) === ".ipynb" && image.title
        ? `${name}, ${image.title}`
        : `${name}, line ${image.position?.start.line ?? 1}, chart "${url}"`
    // Gatsby keeps the case study's HTML until the Markdown or one of these files changes: an
    // edit of the chart's data alone renews it.
    for (const file of chartFiles(specFile, specRoot))
      await getRemarkFileDependency?.({ absolutePath: { eq: file } })
    try {
      const chart = await renderChart(specFile, {
        alt: image.alt ?? "",
        id: `chart-${number + 1}`,
        contentDir: path.resolve(contentDir),
        specRoot,
        widths,
        assetsUrl: `${pathPrefix}/${ASSETS}`,
        // The case study's named results, from gatsby-remark-duckdb, which runs before this plugin.
        namedData: namedResults(markdownAST),
      })
      const assets = path.join(publicDir, ASSETS)
      if (chart.assets.size) mkdirSync(assets, { recursive: true })
      for (const [name, bytes] of chart.assets) writeFileSync(path.join(assets, name), bytes)
      // The paragraph becomes the chart's HTML, in place.
      paragraph.type = "html"
      paragraph.value = chart.html
      delete paragraph.children
      notes.push(...chart.notes.map((note) => `${where}: ${note}`))
      if (hasLiveView(chart)) liveCharts += 1
    } catch (error) {
      // A sentence, never a stack trace alone: what went wrong is about this chart.
      const reason = error instanceof ChartError ? error.message : `it failed to draw: ${error}`
      problems.push(`${where}: ${reason}`)
    }
  }
  await recordLiveCharts(cache, markdownNode, liveCharts)
  const { said } = thisBuild()
  for (const note of notes.filter((note) => !said.has(note))) {
    said.add(note)
    reporter.warn(note)
  }
  if (problems.length)
    reporter.panicOnBuild(
      `The charts of a case study have ${problems.length} problem${problems.length > 1 ? "s" : ""} (see content/README.md, "Charts"):\n- ${problems.join("\n- ")}`,
    )
  return markdownAST
}

module.exports = plugin
