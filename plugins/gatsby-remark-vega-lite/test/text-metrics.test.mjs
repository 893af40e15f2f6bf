// @ts-check
// A drawing's text is measured by the metrics it is given, and Vega is left as it is for every
// other drawing and for the rest of the process: node --test plugins/ (npm run test:unit).
import assert from "node:assert/strict"
import { describe, it } from "node:test"
import * as vega from "vega"
import { renderSpec } from "../chart.mjs"
import { canvasTextMetrics, measuring } from "../text-metrics.mjs"

const item = { font: "sans-serif", fontSize: 12 }
const vegasOwn = vega.textMetrics.width

describe("a canvas's text metrics", () => {
  it("measure each letter, where Vega's estimate counts letters", () => {
    const metrics = canvasTextMetrics()
    const [narrow, wide] = ["iiii", "WWWW"].map((text) => metrics.width(item, text))
    assert.equal(
      vega.textMetrics.estimateWidth(item, "iiii"),
      vega.textMetrics.estimateWidth(item, "WWWW"),
    )
    assert.ok(wide > narrow * 2, `${wide} against ${narrow}`)
  })

  it("give a text Vega cuts to its limit that limit, and Vega still cuts it there", async () => {
    const metrics = canvasTextMetrics()
    const long = "A label far longer than any axis would let it be"
    assert.equal(metrics.width({ ...item, limit: 60 }, long), 60)
    assert.ok(metrics.width(item, long) > 200)
    const { drawings } = await renderSpec(
      {
        data: { values: [{ label: long, value: 1 }] },
        mark: "bar",
        encoding: {
          y: { field: "label", type: "nominal", axis: { labelLimit: 60 } },
          x: { field: "value", type: "quantitative" },
        },
      },
      {
        alt: "A bar",
        id: "chart-1",
        baseDir: ".",
        contentDir: ".",
        widths: { wide: 670, narrow: 286 },
        textMetrics: metrics,
      },
    )
    const label = /<text[^>]*>(A label[^<]*)<\/text>/.exec(drawings[0].svg)?.[1] ?? ""
    assert.ok(label.endsWith("…") && label.length < long.length, label)
    assert.ok(metrics.width(item, label) <= 60)
  })
})

describe("measuring(metrics, work)", () => {
  // Metrics that say each letter is `size` pixels wide.
  const fixed = (/** @type {number} */ size) => ({
    width: (/** @type {unknown} */ _item, /** @type {unknown} */ text) =>
      String(text ?? "").length * size,
  })
  const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

  it("measures with each drawing's own metrics, however their awaits interleave", async () => {
    const during = async (/** @type {number} */ size) =>
      measuring(fixed(size), async () => {
        const widths = []
        for (let step = 0; step < 3; step++) {
          await tick()
          widths.push(vega.textMetrics.width(item, "abcd"))
        }
        return widths
      })
    const running = Promise.all([during(1), during(10)])
    // Meanwhile, outside both: Vega's own estimate.
    await tick()
    assert.equal(vega.textMetrics.width(item, "abcd"), vega.textMetrics.estimateWidth(item, "abcd"))
    assert.deepEqual(await running, [
      [4, 4, 4],
      [40, 40, 40],
    ])
  })

  it("gives Vega its own measure back when no drawing runs, after a failure too", async () => {
    await assert.rejects(
      measuring(fixed(1), async () => {
        throw new Error("a drawing that fails")
      }),
    )
    assert.equal(vega.textMetrics.width, vegasOwn)
    await renderSpec(
      {
        data: { values: [{ a: "x", b: 1 }] },
        mark: "bar",
        encoding: { x: { field: "a" }, y: { field: "b", type: "quantitative" } },
      },
      {
        alt: "A bar",
        id: "chart-1",
        baseDir: ".",
        contentDir: ".",
        widths: { wide: 670, narrow: 286 },
      },
    )
    assert.equal(vega.textMetrics.width, vegasOwn)
  })

  it("lays out a chart by the metrics its drawing is given: wider labels, a wider axis", async () => {
    const spec = {
      data: {
        values: [
          { plan: "Enterprise", accounts: 3 },
          { plan: "Basic", accounts: 5 },
        ],
      },
      mark: "bar",
      encoding: {
        y: { field: "plan", type: "nominal" },
        x: { field: "accounts", type: "quantitative" },
      },
    }
    const options = {
      alt: "Plans",
      id: "chart-1",
      baseDir: ".",
      contentDir: ".",
      widths: { wide: 670, narrow: 286 },
    }
    const plotLeft = async (/** @type {number} */ size) => {
      const { drawings } = await renderSpec(spec, { ...options, textMetrics: fixed(size) })
      return Number(/<g [^>]*transform="translate\(([\d.]+),/.exec(drawings[0].svg)?.[1])
    }
    const [small, large] = await Promise.all([plotLeft(5), plotLeft(9)])
    assert.ok(large - small >= 4 * "Enterprise".length - 2, `${small} against ${large}`)
  })
})

describe("Vega, with the plugin loaded", () => {
  it("draws its own SVG, without the plugin's titles", async () => {
    await import("../chart.mjs")
    const view = new vega.View(
      vega.parse({
        width: 100,
        height: 100,
        marks: [
          {
            type: "rect",
            encode: {
              enter: { width: { value: 10 }, height: { value: 10 }, tooltip: { value: "A title" } },
            },
          },
        ],
      }),
      { renderer: "none" },
    )
    const svg = await view.toSVG()
    view.finalize()
    assert.match(svg, /<path[^>]*d="M0,0h10v10h-10Z"/)
    assert.doesNotMatch(svg, /<title>/)
  })
})
