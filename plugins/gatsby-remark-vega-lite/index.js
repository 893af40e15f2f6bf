// @ts-check
// Charts in case studies: a Markdown image whose target ends in .vl.json, alone in its paragraph,
// is a Vega-Lite chart, drawn at build time into the page's HTML (chart.mjs, in a process of its
// own: chart-box.js). A chart that cannot be drawn is one line naming the case study, the line and
// the chart, said with the case study's other problems; the other charts, and the other case
// studies, are drawn all the same, and the build stops when Gatsby's bootstrap ends
// (gatsby-node.js), or at once after it.
const { mkdirSync, writeFileSync } = require("node:fs")
const { caseStudyOfNode } = require("case-study")
const { dataObjects, isChart } = require("chart-spec")
const { logText, problemList, readContentText, siteFolderPlace } = require("content-files")
const { namedResults } = require("gatsby-remark-duckdb/named-results")
const path = require("node:path")
const visit = require("unist-util-visit")
const { recordFirstChart } = require("./first-chart")
const { recordChartCounts } = require("./live-charts")
const { drawChart } = require("./chart-box")
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

// What the build says when gatsby-config.ts lists this plugin before gatsby-remark-duckdb, whose
// named results a chart draws on.
const MISSING_NAMED_RESULTS =
  "gatsby-remark-vega-lite ran before gatsby-remark-duckdb, which gives the charts their named results: list gatsby-remark-duckdb before it in gatsby-config.ts's remark plugins."

// Where a chart's files (its data as CSV, the pictures of image marks, its live spec) are served
// from, in the site's public folder.
const ASSETS = path.join("static", "charts")

/**
 * @param {{ markdownAST: MarkdownNode, markdownNode: { parent: string, internal: { contentDigest: string } }, getNode: (id: string) => any, pathPrefix?: string, reporter: { panicOnBuild: (message: string) => void, error: (message: string) => void, warn: (message: string) => void }, getRemarkFileDependency?: (filter: unknown) => Promise<unknown>, cache: import("./live-charts").Cache }} api
 * @param {{ contentDir: string, publicDir: string, widths: { wide: number, narrow: number } }} options
 */
const plugin = async (
  { markdownAST, markdownNode, getNode, pathPrefix = "", reporter, getRemarkFileDependency, cache },
  { contentDir, publicDir, widths },
) => {
  const study = caseStudyOfNode({ markdownNode, getNode })
  // A Markdown case study's named results, from gatsby-remark-duckdb, which must run before this
  // plugin (a notebook's SQL ran in the notebook, and gives none).
  const namedData = study.kind === "markdown" ? namedResults(markdownAST) : {}
  if (namedData === null) {
    reporter.panicOnBuild(MISSING_NAMED_RESULTS)
    return markdownAST
  }
  const markdownFile = study.file
  // A Markdown case study's specs are the owner's files; a notebook's are the transformer's, in
  // the folder it names on its node. Either is read through the guard, from its own folder.
  const specRoot = path.resolve(study.madeFilesDir ?? contentDir)
  // Messages name the case study from the site's folder, as the content checks do.
  const name = path.relative(process.cwd(), markdownFile)
  const charts = chartsOf(markdownAST)
  if (charts.length === 0) return markdownAST
  const problems = []
  const notes = []
  let liveCharts = 0
  // The first chart drawn, which the site's share card shows and describes (first-chart.js).
  /** @type {import("./first-chart").FirstChart | null} */
  let firstChart = null
  for (const [number, { paragraph, image }] of charts.entries()) {
    const url = image.url ?? ""
    const specFile = path.resolve(path.dirname(markdownFile), decodeURI(url))
    // The chart as messages name it: a notebook's by its cell (its image's title), a Markdown
    // file's by its line and file.
    const where =
      study.kind === "notebook" && image.title
        ? `${name}, ${image.title}`
        : `${name}, line ${image.position?.start.line ?? 1}, chart "${url}"`
    // Gatsby keeps the case study's HTML until the Markdown or one of these files changes: an
    // edit of the chart's data alone renews it.
    for (const file of chartFiles(specFile, specRoot))
      await getRemarkFileDependency?.({ absolutePath: { eq: file } })
    const chart = await drawChart(specFile, {
      alt: image.alt ?? "",
      id: `chart-${number + 1}`,
      contentDir: path.resolve(contentDir),
      specRoot,
      widths,
      assetsUrl: `${pathPrefix}/${ASSETS}`,
      namedData,
    })
    if (chart.problem !== null) {
      problems.push(`${where}: ${chart.problem}`)
      // Nothing of it reaches the page, nor the plugins after this one (a copy of its spec file).
      paragraph.type = "html"
      paragraph.value = ""
      delete paragraph.children
      continue
    }
    const assets = path.join(publicDir, ASSETS)
    if (chart.assets.size) mkdirSync(assets, { recursive: true })
    for (const [name, bytes] of chart.assets) writeFileSync(path.join(assets, name), bytes)
    // The paragraph becomes the chart's HTML, in place.
    paragraph.type = "html"
    paragraph.value = chart.html
    delete paragraph.children
    notes.push(...chart.notes.map((note) => `${where}: ${note}`))
    if (chart.liveView) liveCharts += 1
    firstChart ??= {
      drawings: chart.drawings,
      description: `${image.alt ?? ""}: ${chart.summary}`,
    }
  }
  await recordChartCounts(cache, markdownNode, {
    charts: charts.length - problems.length,
    liveCharts,
  })
  await recordFirstChart(cache, markdownNode, firstChart ?? { drawings: [], description: null })
  const build = thisBuild()
  for (const note of notes.filter((note) => !build.said.has(note))) {
    build.said.add(note)
    reporter.warn(logText(note))
  }
  if (problems.length) {
    const message = problemList(
      "The charts of a case study have",
      problems,
      'content/README.md, "Charts"',
    )
    if (build.bootstrapped) reporter.panicOnBuild(message)
    else if (!build.said.has(message)) {
      build.said.add(message)
      build.failed.add(name)
      reporter.error(message)
    }
  }
  return markdownAST
}

module.exports = plugin
module.exports.MISSING_NAMED_RESULTS = MISSING_NAMED_RESULTS
