// @ts-check
// The remark plugin as gatsby-transformer-remark runs it: each chart alone in its paragraph becomes
// a figure; problems stop the build, one line per chart; files it publishes land in public/.
import assert from "node:assert/strict"
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import path from "node:path"
import { describe, it } from "node:test"
import { fileURLToPath } from "node:url"
import { altairScatter } from "./altair-scatter.mjs"

const requireHere = createRequire(import.meta.url)
const remark = requireHere("remark")
const plugin = requireHere("../index.js")
/** @type {typeof import("gatsby-remark-duckdb/named-results")} */
const { setNamedResults } = requireHere("gatsby-remark-duckdb/named-results")
const { chartCountsOf } = requireHere("../live-charts.js")
const { firstChartOf } = requireHere("../first-chart.js")

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures")

const { onPluginInit, onPostBootstrap } = requireHere("../gatsby-node.js")

// Every file of a folder with its bytes.
const snapshot = (/** @type {string} */ dir) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .sort()
    .map((file) => [file, readFileSync(path.join(dir, file), "latin1")])

/**
 * The plugin run on `markdown` as gatsby-transformer-remark runs it, for a site in `site` (a new
 * folder by default), from a process whose folder is another; the case study is `study` in
 * `contentDir`.
 * @param {string} markdown
 * @param {{ site?: string, contentDir?: string, study?: string }} [where]
 */
async function run(
  markdown,
  {
    site = mkdtempSync(path.join(tmpdir(), "site-")),
    contentDir = fixtures,
    study = "study.md",
  } = {},
) {
  /** @type {{ children: Array<{ type: string, value?: string }>, data?: Record<string, unknown> }} */
  const markdownAST = remark().parse(markdown)
  // What gatsby-remark-duckdb, listed before this plugin, leaves on the tree: no named result.
  setNamedResults(markdownAST, {})
  /** @type {string[]} */
  const panics = []
  /** @type {string[]} */
  const errors = []
  /** @type {string[]} */
  const warnings = []
  /** @type {string[]} */
  const dependencies = []
  // The plugin's cache, as Gatsby gives it, and the case study's node.
  const kept = new Map()
  const cache = {
    get: async (/** @type {string} */ key) => kept.get(key),
    set: async (/** @type {string} */ key, /** @type {unknown} */ value) => kept.set(key, value),
  }
  const markdownNode = { parent: "file", internal: { contentDigest: "study-digest" } }
  await plugin(
    {
      markdownAST,
      markdownNode,
      cache,
      getNode: () => ({ absolutePath: path.join(contentDir, study) }),
      pathPrefix: "/portfolio",
      getRemarkFileDependency: async (/** @type {{ absolutePath: { eq: string } }} */ filter) =>
        dependencies.push(filter.absolutePath.eq),
      reporter: {
        panicOnBuild: (/** @type {string} */ message) => panics.push(message),
        error: (/** @type {string} */ message) => errors.push(message),
        warn: (/** @type {string} */ message) => warnings.push(message),
      },
    },
    { contentDir, publicDir: path.join(site, "public"), widths: { wide: 670, narrow: 286 } },
  )
  return {
    types: markdownAST.children.map((node) => node.type),
    html: markdownAST.children.flatMap((node) =>
      node.type === "html" ? [String(node.value)] : [],
    ),
    panics,
    errors,
    warnings,
    dependencies,
    site,
    // The case study as the plugin names it: from the folder the build runs in.
    study: path.relative(process.cwd(), path.join(contentDir, study)),
    // What it told GraphQL: how many charts it draws and how many of them have a live view, and
    // its first chart's drawings.
    .../** @type {{ charts: number, liveCharts: number }} */ (
      await chartCountsOf(cache, markdownNode)
    ),
    firstChart: await firstChartOf(cache, markdownNode),
  }
}

describe("gatsby-remark-vega-lite", () => {
  it("puts each chart alone in its paragraph into the page as a figure", async () => {
    const { types, errors, dependencies } = await run(
      "Text.\n\n![Accounts at risk](csv-data/chart.vl.json)\n\n![A photo](image-marks/pin.png)\n",
    )
    assert.deepEqual(errors, [])
    // The chart, interactive (its tooltips), and the picture, untouched: no script.
    assert.deepEqual(types, ["paragraph", "html", "paragraph"])
    // Gatsby renews the case study's cached HTML when the chart's spec or data changes.
    assert.deepEqual(dependencies, [
      path.join(fixtures, "csv-data", "chart.vl.json"),
      path.join(fixtures, "csv-data", "at-risk-by-plan.csv"),
    ])
  })

  it("writes the files a chart publishes into the site's public folder, the one it is given", async () => {
    // The process runs in another folder, which gets nothing.
    const elsewhere = mkdtempSync(path.join(tmpdir(), "elsewhere-"))
    const cwd = process.cwd()
    process.chdir(elsewhere)
    try {
      const { site } = await run("![Pins](image-marks/chart.vl.json)\n")
      const folder = path.join(site, "public", "static", "charts")
      assert.equal(readdirSync(folder).filter((name) => name.endsWith(".png")).length, 1)
    } finally {
      process.chdir(cwd)
    }
    assert.deepEqual(readdirSync(elsewhere), [])
  })

  it("gives each interactive chart its button and files, and says how many the page has", async () => {
    const markdown = "![Orders](interactive/chart.vl.json)\n\n![Again](interactive/chart.vl.json)\n"
    const { html, warnings, site, liveCharts } = await run(markdown)
    assert.deepEqual(warnings, [])
    // The button names what it loads (click-to-load.mjs), which the page's island imports on a
    // click: the page itself has no script.
    const buttons = html.filter((value) => value.includes('data-load="chart"'))
    assert.equal(buttons.length, 2)
    assert.deepEqual(
      html.filter((value) => value.includes("<script")),
      [],
    )
    assert.equal(liveCharts, 2)
    const folder = readdirSync(path.join(site, "public", "static", "charts"))
    for (const attribute of ["data-spec", "data-style-sheet"]) {
      const file = html[0].match(new RegExp(`${attribute}="/portfolio/static/charts/([^"]+)"`))?.[1]
      assert.ok(file && folder.includes(file), attribute)
    }
  })

  it("names each chart that loses its interaction on the page, once a build", async () => {
    onPluginInit()
    const markdown = "![Pins](interactive-pictures/chart.vl.json)\n"
    const { warnings, study } = await run(markdown)
    assert.equal(warnings.length, 1)
    assert.ok(
      warnings[0].startsWith(
        `${study}, line 1, chart "interactive-pictures/chart.vl.json": its selections do nothing`,
      ),
      warnings[0],
    )
    // Drawn again (gatsby-transformer-remark draws a case study for each field asked of it), it is
    // said once; the next build says it again.
    assert.deepEqual((await run(markdown)).warnings, [])
    onPluginInit()
    assert.deepEqual((await run(markdown)).warnings, warnings)
  })

  it("says a page whose charts are pictures only has no live chart", async () => {
    const { liveCharts } = await run("![Pins](interactive-pictures/chart.vl.json)\n")
    assert.equal(liveCharts, 0)
  })

  it("hands the site its first chart's drawings, as its figure shows them, and its words, for its share card", async () => {
    const svgsOf = (/** @type {string} */ figure) =>
      [...figure.matchAll(/<svg[\s\S]*?<\/svg>/g)].map(([svg]) => svg)
    const summaryOf = (/** @type {string} */ figure) =>
      /<span class="chart-summary"[^>]*>([^<]*)<\/span>/.exec(figure)?.[1]
    const { html, firstChart } = await run(
      "Text.\n\n![Plans](csv-data/chart.vl.json)\n\n![Orders](interactive/chart.vl.json)\n",
    )
    // A desktop's drawing and a phone's, the ones the first figure shows, in its order.
    assert.equal(firstChart.drawings.length, 2)
    assert.deepEqual(firstChart.drawings, svgsOf(html[0]))
    assert.ok(firstChart.drawings.every((/** @type {string} */ svg) => !html[1].includes(svg)))
    // Its alt text and the summary its figure shows.
    assert.ok(summaryOf(html[0]))
    assert.equal(firstChart.description, `Plans: ${summaryOf(html[0])}`)
    // A chart that cannot be drawn is not on the page: the first drawn is the first chart.
    const { html: drawn, firstChart: after } = await run(
      "![Nowhere](nowhere.vl.json)\n\n![Orders](interactive/chart.vl.json)\n",
    )
    assert.deepEqual(after.drawings, svgsOf(drawn[1]))
    assert.ok(after.drawings.length > 0)
    assert.equal(after.description, `Orders: ${summaryOf(drawn[1])}`)
    assert.deepEqual((await run("Text, and no chart.\n")).firstChart, {
      drawings: [],
      description: null,
    })
  })

  it("says each case study's charts it cannot draw, one line each, and stops the build once every case study is drawn", async () => {
    onPluginInit()
    const first = await run(
      "![One](image-web/chart.vl.json)\n\n![Two](csv-data/chart.vl.json)\n\n![Three](nowhere.vl.json)\n",
    )
    assert.deepEqual(first.panics, [])
    assert.equal(first.errors.length, 1)
    assert.deepEqual(first.errors[0].split("\n"), [
      'The charts of a case study have 2 problems (see content/README.md, "Charts"):',
      `- ${first.study}, line 1, chart "image-web/chart.vl.json": its image "https://example.org/pin.png" is a web address: save the picture beside the chart`,
      `- ${first.study}, line 5, chart "nowhere.vl.json": the file does not exist (its path is relative to the case study)`,
    ])
    // Nothing of a chart it cannot draw reaches the page; the chart it can is drawn.
    assert.deepEqual(first.types, ["html", "html", "html"])
    assert.equal(first.html.filter((html) => html === "").length, 2)
    const second = await run("![Three](nowhere.vl.json)\n", { study: "other.md" })
    assert.equal(second.errors.length, 1)

    /** @type {string[]} */
    const panics = []
    const reporter = { panicOnBuild: (/** @type {string} */ message) => panics.push(message) }
    onPostBootstrap(/** @type {any} */ ({ reporter }))
    assert.deepEqual(panics, [
      `The charts of 2 case studies cannot be drawn (each problem is said above): ${first.study}, ${second.study}`,
    ])
    // Once the bootstrap has ended, a case study's problems stop the build at once.
    const late = await run("![Three](nowhere.vl.json)\n")
    assert.equal(late.panics.length, 1)
    onPluginInit()
  })

  // Its own time limit, for a box that would not stop a chart (drawn in the test's own process,
  // the regular expression would hold it for ever: no timer of its own could fire).
  it(
    "stops a chart that runs away, in its process, with one line each; the case study's other charts are drawn",
    { timeout: 120_000 },
    async () => {
      const contentDir = mkdtempSync(path.join(tmpdir(), "content-"))
      const spec = (/** @type {object} */ data, /** @type {object[]} */ transform = []) =>
        JSON.stringify({
          data,
          transform,
          mark: "point",
          encoding: { x: { field: "x", type: "quantitative" } },
        })
      const one = { values: [{ x: 1 }] }
      const charts = {
        // A few hundred bytes that would make fifty million rows: refused before Vega runs.
        "generator.vl.json": spec({ sequence: { start: 0, stop: 50_000_000, as: "x" } }),
        // An array of two hundred million numbers, made by an expression.
        "memory.vl.json": spec(one, [{ calculate: "sequence(0, 200000000)", as: "s" }]),
        // A regular expression that backtracks for ever, over one text.
        "time.vl.json": spec(one, [
          { calculate: `test(regexp('^(a+)+$'), '${"a".repeat(46)}!') ? 1 : 0`, as: "y" },
        ]),
        "fine.vl.json": spec({ values: [{ x: 1 }, { x: 2 }] }),
      }
      for (const [file, text] of Object.entries(charts))
        writeFileSync(path.join(contentDir, file), text)
      const before = snapshot(contentDir)
      const started = Date.now()
      const { errors, study, types } = await run(
        Object.keys(charts)
          .map((file) => `![${file}](${file})\n`)
          .join("\n"),
        { contentDir },
      )
      // The time limit (30 s), a new process's start-up and the memory one's seconds, with a
      // margin for a busy machine: never the regular expression's endless run.
      assert.ok(Date.now() - started < 90_000, `drawn in ${Date.now() - started} ms`)
      assert.deepEqual(errors[0].split("\n"), [
        'The charts of a case study have 3 problems (see content/README.md, "Charts"):',
        `- ${study}, line 1, chart "generator.vl.json": its sequence makes 50,000,000 rows, more than a chart may make (1,000,000 at most): make fewer`,
        `- ${study}, line 3, chart "memory.vl.json": it needs more than 1 GB of memory to draw: draw it from fewer rows (aggregate or sample its data first)`,
        `- ${study}, line 5, chart "time.vl.json": it takes longer than 30 s to draw: draw it from fewer rows (aggregate or sample its data first)`,
      ])
      assert.deepEqual(types, ["html", "html", "html", "html"])
      assert.deepEqual(snapshot(contentDir), before)
    },
  )

  it("names a notebook's chart by its cell, as the notebook's title gives it", async () => {
    const { errors, study } = await run('Text.\n\n![One](nowhere.vl.json "cell 4")\n', {
      study: "study.ipynb",
    })
    const lines = errors[0].split("\n").slice(1)
    assert.equal(lines.length, 1)
    assert.ok(lines[0].startsWith(`- ${study}, cell 4: the file `), lines[0])
  })

  it("names a notebook's chart by its cell whatever the case of its extension", async () => {
    const { errors, study } = await run('Text.\n\n![One](nowhere.vl.json "cell 4")\n', {
      study: "Study.IPYNB",
    })
    const lines = errors[0].split("\n").slice(1)
    assert.equal(lines.length, 1)
    assert.ok(lines[0].startsWith(`- ${study}, cell 4: the file `), lines[0])
  })

  it("says where a chart's tooltips would take it past its budget: the file and the line", async () => {
    const contentDir = mkdtempSync(path.join(tmpdir(), "content-"))
    writeFileSync(path.join(contentDir, "scatter.vl.json"), JSON.stringify(altairScatter(5000)))
    const { warnings, study, html } = await run(
      "# Customers\n\nText.\n\n![Customers](scatter.vl.json)\n",
      {
        contentDir,
      },
    )
    const said = warnings.filter((warning) => warning.includes("tooltips"))
    assert.equal(said.length, 1)
    assert.match(
      said[0],
      new RegExp(
        `^${study.replace(/[.\\]/g, "\\$&")}, line 5, chart "scatter\\.vl\\.json": its tooltips would make it \\d+ KB \\(gzipped\\), more than 64 KB`,
      ),
    )
    assert.doesNotMatch(html.join(""), /<title>/)
  })
})

describe("gatsby-remark-vega-lite after gatsby-remark-duckdb", () => {
  const duckdb = requireHere("gatsby-remark-duckdb")
  const { MISSING_NAMED_RESULTS } = plugin

  /** The plugins' shared arguments for a Markdown case study in the fixtures. */
  const api = () => {
    const kept = new Map()
    /** @type {string[]} */
    const said = []
    return {
      said,
      markdownNode: { parent: "file", internal: { contentDigest: "study-digest" } },
      getNode: () => ({ absolutePath: path.join(fixtures, "study.md") }),
      cache: {
        get: async (/** @type {string} */ key) => kept.get(key),
        set: async (/** @type {string} */ key, /** @type {unknown} */ value) =>
          kept.set(key, value),
      },
      reporter: {
        panicOnBuild: (/** @type {string} */ message) => said.push(message),
        error: (/** @type {string} */ message) => said.push(message),
        warn: () => {},
      },
    }
  }
  const site = () => mkdtempSync(path.join(tmpdir(), "site-"))

  it("says in one sentence which plugin must come first when it runs before it", async () => {
    const markdownAST = remark().parse("![Accounts at risk](csv-data/chart.vl.json)\n")
    const { said, ...rest } = api()
    await plugin(
      { ...rest, markdownAST },
      {
        contentDir: fixtures,
        publicDir: path.join(site(), "public"),
        widths: { wide: 670, narrow: 286 },
      },
    )
    assert.deepEqual(said, [
      "gatsby-remark-vega-lite ran before gatsby-remark-duckdb, which gives the charts their named results: list gatsby-remark-duckdb before it in gatsby-config.ts's remark plugins.",
    ])
    assert.equal(said[0], MISSING_NAMED_RESULTS)
    assert.equal(markdownAST.children[0].type, "paragraph")
  })

  it("draws the charts of a case study without queries when it runs after it", async () => {
    const markdownAST = remark().parse("![Accounts at risk](csv-data/chart.vl.json)\n")
    const { said, ...rest } = api()
    const folder = site()
    await duckdb(
      { ...rest, markdownAST },
      {
        contentDir: fixtures,
        cacheDir: path.join(folder, "cache"),
        publicDir: path.join(folder, "public"),
      },
    )
    await plugin(
      { ...rest, markdownAST },
      {
        contentDir: fixtures,
        publicDir: path.join(folder, "public"),
        widths: { wide: 670, narrow: 286 },
      },
    )
    assert.deepEqual(said, [])
    assert.equal(markdownAST.children[0].type, "html")
  })
})

describe("the GraphQL fields of a case study's charts", () => {
  it("resolve the case study's HTML first, then give what the plugin recorded as it drew it", async () => {
    const { createResolvers } = requireHere("../gatsby-node.js")
    const { recordChartCounts } = requireHere("../live-charts.js")
    const { recordFirstChart } = requireHere("../first-chart.js")
    const kept = new Map()
    const cache = {
      get: async (/** @type {string} */ key) => kept.get(key),
      set: async (/** @type {string} */ key, /** @type {unknown} */ value) => kept.set(key, value),
    }
    /** @type {Record<string, { resolve: Function }>} */
    let fields = {}
    createResolvers({
      cache,
      createResolvers: (/** @type {any} */ given) => {
        fields = given.MarkdownRemark
      },
    })
    // Resolving the HTML runs the remark plugins, which record the charts' facts as they draw them.
    const infoOf = (/** @type {() => Promise<unknown>} */ resolveHtml) => ({
      schema: { getType: () => ({ getFields: () => ({ html: { resolve: resolveHtml } }) }) },
    })
    const study = { internal: { contentDigest: "with-charts" } }
    const drawn = infoOf(async () => {
      await recordFirstChart(cache, study, {
        drawings: ["<svg>wide</svg>", "<svg>narrow</svg>"],
        description: "Orders: A bar chart.",
      })
      await recordChartCounts(cache, study, { charts: 2, liveCharts: 1 })
    })
    assert.deepEqual(await fields.firstChartDrawings.resolve(study, {}, {}, drawn), [
      "<svg>wide</svg>",
      "<svg>narrow</svg>",
    ])
    assert.equal(
      await fields.firstChartDescription.resolve(study, {}, {}, drawn),
      "Orders: A bar chart.",
    )
    assert.equal(await fields.liveCharts.resolve(study, {}, {}, drawn), 1)
    assert.equal(await fields.charts.resolve(study, {}, {}, drawn), 2)
    // A case study without a chart: nothing recorded, no drawing.
    const plain = { internal: { contentDigest: "no-chart" } }
    const nothing = infoOf(async () => undefined)
    assert.deepEqual(await fields.firstChartDrawings.resolve(plain, {}, {}, nothing), [])
    assert.equal(await fields.firstChartDescription.resolve(plain, {}, {}, nothing), null)
    assert.equal(await fields.liveCharts.resolve(plain, {}, {}, nothing), 0)
    assert.equal(await fields.charts.resolve(plain, {}, {}, nothing), 0)
  })
})
