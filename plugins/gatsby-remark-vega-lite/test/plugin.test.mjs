// @ts-check
// The remark plugin as gatsby-transformer-remark runs it: each chart alone in its paragraph becomes
// a figure; problems stop the build, one line per chart; files it publishes land in public/.
import assert from "node:assert/strict"
import { existsSync, mkdtempSync, readdirSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import path from "node:path"
import { describe, it } from "node:test"
import { fileURLToPath } from "node:url"

const requireHere = createRequire(import.meta.url)
const remark = requireHere("remark")
const plugin = requireHere("../index.js")
const { liveChartsOf } = requireHere("../live-charts.js")

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures")

/** @param {string} markdown */
async function run(markdown) {
  /** @type {{ children: Array<{ type: string, value?: string }> }} */
  const markdownAST = remark().parse(markdown)
  /** @type {string[]} */
  const panics = []
  /** @type {string[]} */
  const warnings = []
  /** @type {string[]} */
  const dependencies = []
  const site = mkdtempSync(path.join(tmpdir(), "site-"))
  // The plugin's cache, as Gatsby gives it, and the case study's node.
  const kept = new Map()
  const cache = {
    get: async (/** @type {string} */ key) => kept.get(key),
    set: async (/** @type {string} */ key, /** @type {unknown} */ value) => kept.set(key, value),
  }
  const markdownNode = { parent: "file", internal: { contentDigest: "study-digest" } }
  const cwd = process.cwd()
  process.chdir(site)
  try {
    await plugin(
      {
        markdownAST,
        markdownNode,
        cache,
        getNode: () => ({ absolutePath: path.join(fixtures, "study.md") }),
        pathPrefix: "/portfolio",
        getRemarkFileDependency: async (/** @type {{ absolutePath: { eq: string } }} */ filter) =>
          dependencies.push(filter.absolutePath.eq),
        reporter: {
          panicOnBuild: (/** @type {string} */ message) => panics.push(message),
          warn: (/** @type {string} */ message) => warnings.push(message),
        },
      },
      { contentDir: fixtures, widths: { wide: 670, narrow: 286 } },
    )
  } finally {
    process.chdir(cwd)
  }
  return {
    types: markdownAST.children.map((node) => node.type),
    html: markdownAST.children.flatMap((node) =>
      node.type === "html" ? [String(node.value)] : [],
    ),
    panics,
    warnings,
    dependencies,
    site,
    // The case study as the plugin names it: from the folder the site is built in.
    study: path.relative(site, path.join(fixtures, "study.md")),
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

  it("writes the files a chart publishes into the site's public folder", async () => {
    const { site } = await run("![Pins](image-marks/chart.vl.json)\n")
    const folder = path.join(site, "public", "static", "charts")
    assert.ok(existsSync(folder))
    assert.equal(readdirSync(folder).filter((name) => name.endsWith(".png")).length, 1)
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

  it("names each chart that loses its interaction on the page, once", async () => {
    const markdown = "![Pins](interactive-pictures/chart.vl.json)\n"
    const { warnings, study } = await run(markdown)
    assert.equal(warnings.length, 1)
    assert.ok(
      warnings[0].startsWith(
        `${study}, chart "interactive-pictures/chart.vl.json": its selections do nothing`,
      ),
      warnings[0],
    )
    // Drawn again (gatsby-transformer-remark draws a case study for each field asked of it), it is
    // said once.
    assert.deepEqual((await run(markdown)).warnings, [])
  })

  it("says a page whose charts are pictures only has no live chart", async () => {
    const { liveCharts } = await run("![Pins](interactive-pictures/chart.vl.json)\n")
    assert.equal(liveCharts, 0)
  })

  it("stops the build with one line per chart it cannot draw, naming the file and the chart", async () => {
    const { panics, study } = await run(
      "![One](image-web/chart.vl.json)\n\n![Two](csv-data/chart.vl.json)\n\n![Three](nowhere.vl.json)\n",
    )
    assert.equal(panics.length, 1)
    assert.deepEqual(panics[0].split("\n"), [
      'The charts of a case study have 2 problems (see content/README.md, "Charts"):',
      `- ${study}, chart "image-web/chart.vl.json": its image "https://example.org/pin.png" is a web address: save the picture beside the chart`,
      `- ${study}, chart "nowhere.vl.json": the file does not exist (its path is relative to the case study)`,
    ])
  })
})
