// @ts-check
// The drawings a chart hands out for other build code to draw again (a page's share card), and a
// drawing with its colour tokens resolved: node --test plugins/.
import assert from "node:assert/strict"
import { createRequire } from "node:module"
import path from "node:path"
import { describe, it } from "node:test"
import { fileURLToPath } from "node:url"
import { chartForPage } from "../chart.mjs"

/** @type {typeof import("../drawings.js")} */
const { withColours } = createRequire(import.meta.url)("../drawings")
const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures")

describe("chartForPage's drawings", () => {
  it("are the SVGs its figure shows, a desktop's first", async () => {
    const chart = await chartForPage(path.join(fixtures, "csv-data", "chart.vl.json"), {
      alt: "csv-data",
      id: "chart-1",
      contentDir: fixtures,
      widths: { wide: 670, narrow: 286 },
    })
    assert.equal(chart.problem, null)
    if (chart.problem !== null) return
    const shown = [
      ...chart.html.matchAll(
        /<div class="chart-(wide|narrow|drawing)"[^>]*>(<svg[\s\S]*?<\/svg>)/g,
      ),
    ]
    assert.deepEqual(
      shown.map(([, kind]) => kind),
      ["wide", "narrow"],
    )
    assert.deepEqual(
      chart.drawings,
      shown.map(([, , svg]) => svg),
    )
  })
})

describe("withColours", () => {
  it("resolves the colour tokens it is given, and keeps the others", () => {
    const svg = '<svg><path style="fill:var(--colors-chart-0);stroke:var(--colors-unknown)"/></svg>'
    assert.equal(
      withColours(svg, { "--colors-chart-0": "#1f6fb4" }),
      '<svg><path style="fill:#1f6fb4;stroke:var(--colors-unknown)"/></svg>',
    )
  })
})
