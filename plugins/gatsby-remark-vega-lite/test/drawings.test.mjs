// @ts-check
// The first chart's drawings, read back from the HTML the renderer writes: node --test plugins/.
import assert from "node:assert/strict"
import { createRequire } from "node:module"
import path from "node:path"
import { describe, it } from "node:test"
import { fileURLToPath } from "node:url"
import { renderChart } from "../chart.mjs"

/** @type {typeof import("../drawings.js")} */
const { firstChartDrawings, withColours } = createRequire(import.meta.url)("../drawings")
const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures")

describe("firstChartDrawings", () => {
  it("gives the first chart's drawings of a case study's HTML, as the renderer drew them", async () => {
    const render = (/** @type {string} */ name, /** @type {string} */ id) =>
      renderChart(path.join(fixtures, name, "chart.vl.json"), {
        alt: name,
        id,
        contentDir: fixtures,
        widths: { wide: 670, narrow: 286 },
      })
    const first = await render("csv-data", "chart-1")
    const second = await render("csv-data", "chart-2")
    const html = `<h2>Before</h2>${first.html}<p>Between</p>${second.html}`
    const drawings = firstChartDrawings(html)
    assert.deepEqual(
      drawings,
      first.drawings.map(({ svg }) => svg),
    )
    assert.equal(drawings.length, 2)
    assert.deepEqual(firstChartDrawings("<p>No chart</p>"), [])
  })

  it("resolves the colour tokens it is given, and keeps the others", () => {
    const svg = '<svg><path style="fill:var(--colors-chart-0);stroke:var(--colors-unknown)"/></svg>'
    assert.equal(
      withColours(svg, { "--colors-chart-0": "#1f6fb4" }),
      '<svg><path style="fill:#1f6fb4;stroke:var(--colors-unknown)"/></svg>',
    )
  })
})
