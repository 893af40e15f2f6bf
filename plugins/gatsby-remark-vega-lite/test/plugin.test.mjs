// @ts-check
// The remark plugin as gatsby-transformer-remark runs it: each chart alone in its paragraph becomes
// a figure; problems stop the build, one line per chart; files it publishes land in public/.
import assert from "node:assert/strict"
import { mkdtempSync, readdirSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import path from "node:path"
import { describe, it } from "node:test"
import { fileURLToPath } from "node:url"
import { altairScatter } from "./altair-scatter.mjs"

const requireHere = createRequire(import.meta.url)
const remark = requireHere("remark")
const plugin = requireHere("../index.js")
const { liveChartsOf } = requireHere("../live-charts.js")

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures")

const { onPluginInit } = requireHere("../gatsby-node.js")

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
  /** @type {{ children: Array<{ type: string, value?: string }> }} */
  const markdownAST = remark().parse(markdown)
  /** @type {string[]} */
  const panics = []
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
      getCache: () => ({
        directory: path.join(site, ".cache", "caches", "gatsby-transformer-notebook"),
      }),
      pathPrefix: "/portfolio",
      getRemarkFileDependency: async (/** @type {{ absolutePath: { eq: string } }} */ filter) =>
        dependencies.push(filter.absolutePath.eq),
      reporter: {
        panicOnBuild: (/** @type {string} */ message) => panics.push(message),
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
    warnings,
    dependencies,
    site,
    // The case study as the plugin names it: from the folder the build runs in.
    study: path.relative(process.cwd(), path.join(contentDir, study)),
    // What it told GraphQL: how many of its charts have a live view.
    liveCharts: await liveChartsOf(cache, markdownNode),
  }
}

describe("gatsby-remark-vega-lite", () => {
  it("puts each chart alone in its paragraph into the page as a figure", async () => {
    const { types, panics, dependencies } = await run(
      "Text.\n\n![Accounts at risk](csv-data/chart.vl.json)\n\n![A photo](image-marks/pin.png)\n",
    )
    assert.deepEqual(panics, [])
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

  it("stops the build with one line per chart it cannot draw, naming the file, line and chart", async () => {
    const { panics, study } = await run(
      "![One](image-web/chart.vl.json)\n\n![Two](csv-data/chart.vl.json)\n\n![Three](nowhere.vl.json)\n",
    )
    assert.equal(panics.length, 1)
    assert.deepEqual(panics[0].split("\n"), [
      'The charts of a case study have 2 problems (see content/README.md, "Charts"):',
      `- ${study}, line 1, chart "image-web/chart.vl.json": its image "https://example.org/pin.png" is a web address: save the picture beside the chart`,
      `- ${study}, line 5, chart "nowhere.vl.json": the file does not exist (its path is relative to the case study)`,
    ])
  })

  it("names a notebook's chart by its cell, as the notebook's title gives it", async () => {
    const { panics, study } = await run('Text.\n\n![One](nowhere.vl.json "cell 4")\n', {
      study: "study.ipynb",
    })
    const lines = panics[0].split("\n").slice(1)
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
