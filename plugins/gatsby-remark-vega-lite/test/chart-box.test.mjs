// @ts-check
// The chart box's process makes no code from text, and draws the charts as the build's own process
// would: CSV data (read without d3-dsv's Function), an invalid spec explained by Vega-Lite's schema
// (Ajv, in a process of its own): node --test plugins/.
import assert from "node:assert/strict"
import { mkdtempSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import path from "node:path"
import { after, describe, it } from "node:test"
import { fileURLToPath } from "node:url"
import { dsvFormat } from "d3-dsv"
import { chartForPage, vega } from "../chart.mjs"

const requireHere = createRequire(import.meta.url)
/** @type {typeof import("../chart-box.js")} */
const { CHART_NODE_FLAGS, closeChartBox, drawChart } = requireHere("../chart-box")
const { createEngineBox, ENGINE_LIMITS } = requireHere("engine-box")

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures")
const options = {
  alt: "A chart",
  id: "chart-1",
  contentDir: fixtures,
  widths: { wide: 670, narrow: 286 },
  assetsUrl: "/static/charts",
}

after(closeChartBox)

describe("the chart box", () => {
  it("runs in a process that makes no code from text", async () => {
    const box = createEngineBox({
      engine: path.join(fixtures, "code-from-text", "engine.mjs"),
      limits: ENGINE_LIMITS.chart,
      nodeFlags: CHART_NODE_FLAGS,
    })
    try {
      assert.deepEqual(await box.run("codeFromText"), {
        kind: "failed",
        message: "Code generation from strings disallowed for this context",
      })
    } finally {
      await box.close()
    }
  })

  it("draws a chart of CSV data as the build's own process draws it", async () => {
    const specFile = path.join(fixtures, "csv-data", "chart.vl.json")
    const boxed = await drawChart(specFile, options)
    assert.equal(boxed.problem, null)
    assert.deepEqual(boxed, await chartForPage(specFile, options))
  })

  it("explains an invalid spec by Vega-Lite's schema", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "chart-box-"))
    const specFile = path.join(dir, "chart.vl.json")
    writeFileSync(specFile, JSON.stringify({ data: { values: [{ a: 1 }] }, mark: "pie chart" }))
    const { problem } = await drawChart(specFile, { ...options, contentDir: dir })
    assert.match(
      String(problem),
      /^not valid Vega-Lite: "mark" must be one of "boxplot", .*got "pie chart"$/,
    )
  })
})

describe("delimited data", () => {
  it("is read into the rows d3-dsv's own parse makes", () => {
    const texts = [
      'a,b,a,__proto__,constructor\n1,"x, y",3\n4,,6,7,8,9\n\n"5\n6",z,,p,q\n',
      "name\tvalue\nπ\t3.14\n",
      "",
      "only,a,header\n",
    ]
    for (const text of texts)
      for (const [type, delimiter] of /** @type {const} */ ([
        ["csv", ","],
        ["tsv", "\t"],
      ])) {
        const rows = dsvFormat(delimiter).parse(text)
        assert.deepEqual(vega.read(text, { type }), [...rows], `${type}: ${JSON.stringify(text)}`)
      }
    assert.deepEqual(vega.read("1|2\n3|4", { type: "dsv", delimiter: "|", header: ["x", "y"] }), [
      { x: "1", y: "2" },
      { x: "3", y: "4" },
    ])
  })
})
