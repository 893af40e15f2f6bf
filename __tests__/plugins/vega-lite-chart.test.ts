import { execFileSync } from "node:child_process"
import { cpSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { FIXTURE_CONTENT } from "../../e2e/test-site.mjs"

// The charts plugin (plugins/gatsby-remark-vega-lite) runs in Node as the build runs it: Vega and
// Vega-Lite are ES modules, so each case runs in a Node process of its own.

const plugin = path.resolve("plugins/gatsby-remark-vega-lite")

function node(script: string) {
  const output = execFileSync("node", ["--input-type=module", "-e", script], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  })
  return JSON.parse(output)
}

// The tests' own content, to add broken charts to.
function contentCopy() {
  const dir = mkdtempSync(path.join(tmpdir(), "charts-"))
  cpSync(FIXTURE_CONTENT, dir, { recursive: true })
  return { dir, charts: path.join(dir, "case-studies", "charts") }
}

const render = (specFile: string, contentDir: string) =>
  node(`
    import { renderChart } from ${JSON.stringify(`${plugin}/chart.mjs`)}
    try {
      const html = await renderChart(${JSON.stringify(specFile)}, {
        alt: "Accounts at risk", id: "chart-1", contentDir: ${JSON.stringify(contentDir)},
      })
      console.log(JSON.stringify({ html }))
    } catch (error) {
      console.log(JSON.stringify({ error: error.message }))
    }
  `)

describe("renderChart", () => {
  const { dir, charts } = contentCopy()

  it("draws the chart for a desktop and a phone, one named and described image each", () => {
    const { html } = render(path.join(charts, "at-risk-by-plan.vl.json"), dir)
    const svgs = html.match(/<svg [^>]*>/g)
    expect(svgs).toHaveLength(2)
    expect(svgs.map((svg: string) => /width="(\d+)"/.exec(svg)?.[1])).toEqual(["672", "280"])
    for (const svg of svgs) {
      expect(svg).toContain('role="img" aria-label="Accounts at risk"')
      expect(svg).toContain('aria-describedby="chart-1-description"')
    }
    expect(html).toContain(
      '<span id="chart-1-description">Basic has the most accounts at risk, Business the fewest.</span>',
    )
    // Vega's own ARIA inside is gone: to assistive technology the chart is one image.
    expect(html.replace(/<svg [^>]*>/g, "")).not.toMatch(/\srole=|\saria-/)
  })

  it("colours text, axes and data with the page's tokens", () => {
    const { html } = render(path.join(charts, "at-risk-by-plan.vl.json"), dir)
    for (const token of [
      "--colors-text",
      "--colors-text-muted",
      "--colors-border",
      "--colors-chart-0",
    ])
      expect(html).toContain(`var(${token})`)
    expect(html).not.toMatch(/fill="#0000|stroke="#0000/)
  })

  it("keeps a colour the spec sets for its marks, and reads Altair's named datasets", () => {
    const { html } = render(path.join(charts, "calls-and-saves.vl.json"), dir)
    expect(html).toContain('fill="#0f766e"')
    expect(html).toContain('<th scope="col">week</th><th scope="col">saved</th>')
    expect(html.match(/<tbody>.*<\/tbody>/)[0].match(/<tr>/g)).toHaveLength(5)
  })

  it("shows the data as a table of the fields the chart encodes, every row", () => {
    const { html } = render(path.join(charts, "churn-by-month.vl.json"), dir)
    expect(html).toContain("<summary>Show the data</summary>")
    expect(html).toContain(
      '<thead><tr><th scope="col">month</th><th scope="col">churn rate</th><th scope="col">series</th></tr></thead>',
    )
    expect(html).toContain("<tr><td>2025-01-01</td><td>0.052</td><td>Actual</td></tr>")
    expect(html.match(/<tbody>.*<\/tbody>/)[0].match(/<tr>/g)).toHaveLength(12)
  })

  it("refuses a spec that is not valid Vega-Lite, or whose data cannot be read, in a sentence", () => {
    writeFileSync(
      path.join(charts, "nonsense.vl.json"),
      '{ "data": { "values": [] }, "mark": "pie chart" }',
    )
    expect(render(path.join(charts, "nonsense.vl.json"), dir).error).toMatch(
      /^not valid Vega-Lite: .*pie chart/i,
    )
    writeFileSync(path.join(charts, "bad.json"), "{ not json")
    writeFileSync(
      path.join(charts, "bad-data.vl.json"),
      '{ "data": { "url": "bad.json" }, "mark": "bar", "encoding": { "x": { "field": "a" } } }',
    )
    expect(render(path.join(charts, "bad-data.vl.json"), dir).error).toMatch(
      /^its data "bad.json" cannot be read as json: /,
    )
    expect(render(path.join(charts, "nowhere.vl.json"), dir).error).toBe(
      "the file does not exist (its path is relative to the case study)",
    )
  })

  it("measures text with a real canvas, not Vega's estimate", () => {
    const widths = node(`
      import * as vega from "vega"
      await import(${JSON.stringify(`${plugin}/chart.mjs`)})
      const item = { font: "sans-serif", fontSize: 12 }
      console.log(JSON.stringify([vega.textMetrics.width(item, "iiii"), vega.textMetrics.width(item, "WWWW"),
        vega.textMetrics.estimateWidth(item, "iiii"), vega.textMetrics.estimateWidth(item, "WWWW")]))
    `)
    const [narrow, wide, estimatedNarrow, estimatedWide] = widths
    expect(estimatedNarrow).toBe(estimatedWide)
    expect(wide).toBeGreaterThan(narrow * 2)
  })
})

describe("the remark plugin", () => {
  const run = (markdown: string, contentDir: string) =>
    node(`
      import { createRequire } from "node:module"
      const require = createRequire(${JSON.stringify(`${plugin}/index.js`)})
      const remark = require(${JSON.stringify(path.resolve("node_modules/remark"))})
      const plugin = require(${JSON.stringify(`${plugin}/index.js`)})
      const markdownAST = remark().parse(${JSON.stringify(markdown)})
      const panics = []
      const dependencies = []
      await plugin({
        markdownAST,
        markdownNode: { parent: "file" },
        getRemarkFileDependency: async (filter) => dependencies.push(filter.absolutePath.eq),
        getNode: () => ({ absolutePath: ${JSON.stringify(path.join(contentDir, "case-studies", "study.md"))} }),
        reporter: { panicOnBuild: (message) => panics.push(message) },
      }, { contentDir: ${JSON.stringify(contentDir)} })
      console.log(JSON.stringify({ types: markdownAST.children.map((node) => node.type), panics, dependencies }))
    `)

  it("puts each chart alone in its paragraph into the page as a figure", () => {
    const { dir } = contentCopy()
    const { types, panics, dependencies } = run(
      "Text.\n\n![Accounts at risk](charts/at-risk-by-plan.vl.json)\n\n![A photo](figures/risk-by-week.jpg)\n",
      dir,
    )
    expect(panics).toEqual([])
    expect(types).toEqual(["paragraph", "html", "paragraph"])
    // Gatsby renews the case study's cached HTML when the chart's spec or data changes.
    const charts = path.join(dir, "case-studies", "charts")
    expect(dependencies).toEqual([
      path.join(charts, "at-risk-by-plan.vl.json"),
      path.join(charts, "at-risk-by-plan.csv"),
    ])
  })

  it("stops the build with one line per chart it cannot draw, naming the file and the chart", () => {
    const { dir, charts } = contentCopy()
    writeFileSync(path.join(charts, "nonsense.vl.json"), '{ "mark": "pie chart" }')
    const { panics } = run(
      "![One](charts/nonsense.vl.json)\n\n![Two](charts/at-risk-by-plan.vl.json)\n\n![Three](charts/nowhere.vl.json)\n",
      dir,
    )
    const study = path.join(dir, "case-studies", "study.md")
    expect(panics).toHaveLength(1)
    const lines = panics[0].split("\n")
    expect(lines[0]).toBe(
      'The charts of a case study have 2 problems (see content/README.md, "Charts"):',
    )
    expect(lines[1]).toMatch(
      new RegExp(`^- ${study}, chart "charts/nonsense.vl.json": not valid Vega-Lite: `),
    )
    expect(lines[2]).toBe(
      `- ${study}, chart "charts/nowhere.vl.json": the file does not exist (its path is relative to the case study)`,
    )
    expect(lines).toHaveLength(3)
  })
})
