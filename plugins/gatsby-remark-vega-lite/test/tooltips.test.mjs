// @ts-check
// A chart's tooltips in its static SVG, as <title>s in vega-tooltip's words, and its live view's
// spec: node --test plugins/ (npm run test:unit).
import assert from "node:assert/strict"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { after, describe, it } from "node:test"
import { renderSpec } from "../chart.mjs"
import { tooltipText } from "../tooltips.mjs"

const widths = { wide: 670, narrow: 286 }
const contentDir = mkdtempSync(path.join(tmpdir(), "tooltips-"))
after(() => rmSync(contentDir, { recursive: true, force: true }))

const rows = [
  { region: "North", sales: 28.123, share: 0.1234, month: "2024-03-05" },
  { region: "South", sales: 55, share: 0.5, month: "2024-04-01" },
  { region: "North", sales: 14.5, share: 0.25, month: "2024-04-01" },
]

/**
 * The figure of `spec` (its `data` the rows above unless it has its own), with the explorer's
 * address given.
 * @param {Record<string, unknown>} spec
 */
const render = (spec) =>
  renderSpec(
    { data: { values: rows }, ...spec },
    {
      alt: "A chart",
      id: "chart-1",
      baseDir: contentDir,
      contentDir,
      widths,
    },
  )

// The <title>s of the element tags `tag` in a drawing's SVG, in their order.
/** @param {string} svg @param {string} [tag] */
const titles = (svg, tag = "path") =>
  [...svg.matchAll(new RegExp(`<${tag}\\b[^>]*><title>([^<]*)</title>`, "g"))].map((m) =>
    m[1].replace(/&amp;/g, "&").replace(/&lt;/g, "<"),
  )

describe("tooltipText: what vega-tooltip shows, as text", () => {
  it("writes a title on its own line, then each field as 'name: value'", () => {
    assert.equal(
      tooltipText({ title: "North", Sales: "28.1", Share: "12%" }),
      "North\nSales: 28.1\nShare: 12%",
    )
  })

  it("writes a nested object as JSON and a value alone as it is; nothing for none", () => {
    assert.equal(tooltipText({ point: { x: 1, y: [2, 3] } }), 'point: {"x":1,"y":[2,3]}')
    assert.equal(tooltipText("Sold out"), "Sold out")
    assert.equal(tooltipText(42), "42")
    assert.equal(tooltipText(null), null)
    assert.equal(tooltipText(""), null)
  })

  it("keeps the characters of a value as they are, markup too", () => {
    assert.equal(tooltipText({ "a & b": "<b>bold</b>" }), "a & b: <b>bold</b>")
  })
})

describe("a chart's tooltips in its SVG", () => {
  it("a bar's: its fields with their titles and formats, in both drawings", async () => {
    const chart = await render({
      mark: "bar",
      encoding: {
        x: { field: "region", type: "nominal", title: "Region" },
        y: { field: "sales", type: "quantitative", aggregate: "sum", title: "Sales" },
        tooltip: [
          { field: "region", type: "nominal", title: "Region" },
          { field: "sales", type: "quantitative", aggregate: "sum", format: ".1f", title: "Sales" },
        ],
      },
    })
    assert.equal(chart.drawings.length, 2)
    for (const { svg } of chart.drawings)
      assert.deepEqual(titles(svg), ["Region: North\nSales: 42.6", "Region: South\nSales: 55.0"])
  })

  it("an aggregate's title and a time unit's words, as Vega-Lite formats them", async () => {
    const chart = await render({
      mark: "point",
      encoding: {
        x: { field: "month", type: "temporal", timeUnit: "yearmonth" },
        y: { field: "share", type: "quantitative", aggregate: "mean" },
        tooltip: [
          { field: "month", type: "temporal", timeUnit: "yearmonth" },
          { field: "share", type: "quantitative", aggregate: "mean", format: ".1%" },
        ],
      },
    })
    assert.deepEqual(titles(chart.drawings[0].svg), [
      "month (year-month): Mar 2024\nMean of share: 12.3%",
      "month (year-month): Apr 2024\nMean of share: 37.5%",
    ])
  })

  it("a line's: on an invisible point per datum, none on the path; the picture unchanged", async () => {
    const line = {
      mark: "line",
      encoding: {
        x: { field: "month", type: "temporal" },
        y: { field: "sales", type: "quantitative" },
        color: { field: "region", type: "nominal" },
      },
    }
    const plain = await render(line)
    const tipped = await render({
      ...line,
      encoding: { ...line.encoding, tooltip: { field: "sales", type: "quantitative" } },
    })
    const svg = tipped.drawings[0].svg
    // One field alone is its value, as vega-tooltip shows it.
    assert.deepEqual(titles(svg).sort(), ["14.5", "28.123", "55"])
    // The lines' paths carry no title; the points are transparent, inside the plot.
    assert.doesNotMatch(svg, /role-mark[^>]*>(<path[^>]*>)?<title>/)
    assert.match(svg, /class="mark-symbol role-tooltip[^"]*"[^>]*clip-path/)
    // Each point is painted, so that the pointer finds it, and unseen (a browser test hovers them:
    // e2e/chart-explorer.spec.ts).
    const points = [...svg.matchAll(/<g class="mark-symbol role-tooltip.*?<\/g>/g)].flatMap(
      ([group]) => group.match(/<path [^>]*>/g) ?? [],
    )
    assert.equal(points.length, 3)
    for (const point of points) assert.match(point, / fill="black" fill-opacity="0"/)
    assert.doesNotMatch(svg.replace(/<g class="mark-symbol role-tooltip.*?<\/g>/g, ""), /<title>/)
    // Without the points, the drawing is the one without tooltips.
    const withoutPoints = svg
      .replace(/<g class="mark-symbol role-tooltip.*?<\/g>/g, "")
      .replace(/<clipPath id="clip\d+">.*?<\/clipPath>/g, "")
      .replace(/<defs><\/defs>/, "")
    assert.equal(withoutPoints, plain.drawings[0].svg)
    // The table is the lines' data, not the points' again.
    assert.equal(tipped.tables.length, 1)
    assert.deepEqual(tipped.tables[0].marks, ["line"])
  })

  it('"tooltip": true on the mark: every encoded field', async () => {
    const chart = await render({
      mark: { type: "text", tooltip: true },
      encoding: {
        text: { field: "region", type: "nominal" },
        y: { field: "sales", type: "quantitative" },
      },
    })
    assert.deepEqual(titles(chart.drawings[0].svg, "text"), [
      "sales: 28.123\nregion: North",
      "sales: 55\nregion: South",
      "sales: 14.5\nregion: North",
    ])
    // A label keeps its text beside its title.
    assert.match(chart.drawings[0].svg, /<\/title><tspan>North<\/tspan><\/text>/)
  })

  it("a chart without tooltips has no title, no button and no live spec", async () => {
    const chart = await render({
      mark: "bar",
      encoding: {
        x: { field: "region", type: "nominal" },
        y: { field: "sales", type: "quantitative" },
      },
    })
    for (const { svg } of chart.drawings) assert.doesNotMatch(svg, /<title>/)
    assert.doesNotMatch(chart.html, /chart-explore/)
    assert.equal([...chart.assets.keys()].length, 0)
    assert.deepEqual(chart.live, { interactions: [], problem: null })
  })
})

describe("the live view's spec", () => {
  it("an interactive chart: a button, and the spec of each drawing with its data as values", async () => {
    writeFileSync(path.join(contentDir, "sales.csv"), "units,sales\n3,28.1\n7,55\n")
    const chart = await renderSpec(
      {
        data: { url: "sales.csv" },
        params: [{ name: "zoom", select: "interval", bind: "scales" }],
        mark: "point",
        encoding: {
          x: { field: "units", type: "quantitative" },
          y: { field: "sales", type: "quantitative" },
        },
      },
      {
        alt: "Sales by units",
        id: "chart-1",
        baseDir: contentDir,
        contentDir,
        widths,
        assetsUrl: "/portfolio/static/charts",
      },
    )
    const [name] = [...chart.assets.keys()].filter((file) => file.endsWith(".json"))
    const [styleSheet] = [...chart.assets.keys()].filter((file) => file.endsWith(".css"))
    assert.match(
      chart.html,
      new RegExp(
        `<button type="button" class="chart-explore" data-load="chart" ` +
          `data-spec="/portfolio/static/charts/${name}" ` +
          `data-style-sheet="/portfolio/static/charts/${styleSheet}">Explore this chart</button>`,
      ),
    )
    const specs = JSON.parse(String(chart.assets.get(name)))
    assert.deepEqual(Object.keys(specs), ["wide", "narrow"])
    const source = specs.wide.data.find((/** @type {any} */ data) => data.values)
    // The file's rows as text, as Vega reads a CSV file, and no address of a file.
    assert.deepEqual(source.values, [
      { units: "3", sales: "28.1" },
      { units: "7", sales: "55" },
    ])
    assert.equal(source.format.type, "json")
    assert.doesNotMatch(JSON.stringify(specs), /"url"|sales\.csv/)
    assert.deepEqual(chart.live, { interactions: ["selections"], problem: null })
    assert.deepEqual(chart.notes, [])
  })

  it("a chart whose data is too heavy to explore says so, and keeps its tooltips", async () => {
    // A thousand rows of random names: too heavy for a live view, light enough for its titles.
    const many = Array.from({ length: 1000 }, (_, index) => ({
      id: `row-${index}-${Math.random().toString(36).slice(2)}`,
      value: Math.random(),
    }))
    const chart = await renderSpec(
      {
        data: { values: many },
        params: [{ name: "zoom", select: "interval", bind: "scales" }],
        mark: "point",
        encoding: {
          x: { field: "value", type: "quantitative" },
          y: { field: "id", type: "nominal", axis: null },
          tooltip: { field: "id" },
        },
      },
      {
        alt: "Many",
        id: "chart-1",
        baseDir: contentDir,
        contentDir,
        widths,
      },
    )
    assert.doesNotMatch(chart.html, /chart-explore/)
    assert.match(
      String(chart.live.problem),
      /^its data makes it \d+ KB \(gzipped\), more than 25 KB$/,
    )
    assert.equal(chart.notes.filter((note) => /selections do nothing/.test(note)).length, 1)
    assert.equal(titles(chart.drawings[0].svg).length, many.length)
  })
})
