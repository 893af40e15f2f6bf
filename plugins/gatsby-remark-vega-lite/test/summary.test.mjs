// @ts-check
// A chart's summary (summary.mjs) and its structure for the keyboard (reading.mjs), written at
// build time from what Vega drew: on a bar, a line, a scatter, a layered and a faceted chart, with
// hostile data too. The charts are the test's own: node --test plugins/ (npm run test:unit).
import assert from "node:assert/strict"
import { tmpdir } from "node:os"
import { describe, it } from "node:test"
import { gzipSync } from "node:zlib"
import { READING_SHARE, renderSpec } from "../chart.mjs"
import { MAX_POINTS } from "../reading.mjs"

const widths = { wide: 670, narrow: 286 }

/** @param {Record<string, unknown>} spec @param {string} [alt] */
const draw = (spec, alt = "A chart") =>
  renderSpec(spec, { alt, id: "chart-1", baseDir: tmpdir(), contentDir: tmpdir(), widths })

/**
 * The reading a figure carries for the page (data-reading), read back as the page reads it.
 * @param {string} html
 * @returns {{ rows: Array<{ n: string, k: string, s?: number, g?: number, p?: Array<[string | 0 | [number, number], number, number]> }>, start: number }}
 */
function readingOf(html) {
  const attribute = /data-reading='([^']*)'/.exec(html)?.[1]
  assert.ok(attribute, "the figure carries its reading")
  const text = attribute.replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&amp;/g, "&")
  return JSON.parse(text)
}

/**
 * That a figure's structure (its data-reading, as the page carries it) adds at most READING_SHARE
 * to its drawings, gzipped.
 * @param {string} html
 * @param {Array<{ svg: string }>} drawings
 */
function assertWithinShare(html, drawings) {
  const attribute = /data-reading='([^']*)'/.exec(html)?.[1] ?? ""
  const svg = drawings.map(({ svg }) => svg).join("")
  const added = gzipSync(svg + attribute).length - gzipSync(svg).length
  assert.ok(added <= READING_SHARE * gzipSync(svg).length, `${added} bytes`)
}

/**
 * A point's words as the page reads them where they are in the table (the drawing's titles are
 * read in the browser: e2e/chart-reader.spec.ts).
 * @param {string | 0 | [number, number]} words
 * @param {Array<{ columns: Array<{ title: string }>, rows: string[][] }>} tables
 */
const wordsIn = (words, tables) =>
  Array.isArray(words)
    ? tables[words[0]].rows[words[1]]
        .map((cell, n) => `${tables[words[0]].columns[n].title}: ${cell}`)
        .join(", ")
    : words

const months = ["2025-01-01", "2025-02-01", "2025-03-01", "2025-04-01"]
const revenue = {
  East: [120, 340, 310, 505],
  West: [480, 260, 150, 90],
}
const lineSpec = {
  description: "Revenue by month in two regions.",
  data: {
    values: Object.entries(revenue).flatMap(([region, values]) =>
      values.map((value, n) => ({ month: months[n], revenue: value, region })),
    ),
  },
  mark: { type: "line", tooltip: true },
  encoding: {
    x: { field: "month", type: "temporal", title: "Month", axis: { format: "%b %Y" } },
    y: { field: "revenue", type: "quantitative", title: "Revenue", axis: { format: "$,.0f" } },
    color: { field: "region", type: "nominal", title: "Region" },
  },
}

describe("a chart's summary", () => {
  it("a line chart: its measure's range, where its ends fall, each series' trend, in its formats", async () => {
    const { summary, html } = await draw(lineSpec)
    assert.equal(
      summary,
      "A line chart of Revenue by Month, in 2 series by Region (East; West). " +
        "Revenue ranges from $90 (West, Apr 2025) to $505 (East, Apr 2025). " +
        "East rises from $120 in Jan 2025 to $505 in Apr 2025; " +
        "West falls from $480 in Jan 2025 to $90 in Apr 2025.",
    )
    // Shown under the chart, after the owner's own description, which the drawing names first.
    assert.match(
      html,
      /<span id="chart-1-description">Revenue by month in two regions\.<\/span><span class="chart-summary" id="chart-1-summary">A line chart/,
    )
    assert.match(html, /aria-describedby="chart-1-description chart-1-summary chart-1-keys"/)
  })

  it("a bar chart: the tallest and the shortest bar by their category, a CSV's numbers too", async () => {
    const { summary } = await draw({
      // As a CSV file's rows reach Vega: numbers as text.
      data: {
        values: [
          { plan: "Basic", n: "42" },
          { plan: "Plus", n: "7" },
          { plan: "Pro", n: "19" },
        ],
      },
      mark: "bar",
      encoding: {
        x: { field: "plan", type: "nominal", title: "Plan" },
        y: { field: "n", type: "quantitative", title: "Accounts" },
      },
    })
    assert.equal(
      summary,
      "A bar chart of Accounts by Plan. Accounts ranges from 7 (Plus) to 42 (Basic).",
    )
  })

  it("a scatter: its range, and no trend along a number that no line joins", async () => {
    const { summary } = await draw({
      data: {
        values: [
          { a: 1, b: 2.5 },
          { a: 2, b: -1.25 },
          { a: 3, b: 9 },
        ],
      },
      mark: "point",
      encoding: {
        x: { field: "a", type: "quantitative", title: "Tenure" },
        y: { field: "b", type: "quantitative", title: "Spend" },
      },
    })
    assert.equal(summary, "A point chart of Spend by Tenure. Spend ranges from −1.25 (2) to 9 (3).")
  })

  it("an axis's format without a precision: its values as the axis writes them, not to six places", async () => {
    const { summary } = await draw({
      data: {
        values: ["Jan", "Feb", "Mar"].map((month, n) => ({
          month,
          rate: [0.052, 0.038, 0.0415][n],
        })),
      },
      mark: "bar",
      encoding: {
        x: { field: "month", type: "nominal", title: "Month", sort: null },
        y: { field: "rate", type: "quantitative", title: "Churn", axis: { format: "%" } },
      },
    })
    assert.match(summary, /Churn ranges from 3\.8% \(Feb\) to 5\.2% \(Jan\)\./)
  })

  it("a layered chart: its kinds of marks, and the range of what its first mark measures", async () => {
    const { summary } = await draw({
      data: {
        values: [
          { q: "Q1", v: 10 },
          { q: "Q2", v: 30 },
        ],
      },
      layer: [
        {
          mark: "bar",
          encoding: {
            x: { field: "q", type: "nominal" },
            y: { field: "v", type: "quantitative", title: "Sales" },
          },
        },
        {
          mark: { type: "rule" },
          encoding: { y: { aggregate: "mean", field: "v", type: "quantitative" } },
        },
      ],
    })
    // The mean's rule is a series of its own.
    assert.equal(
      summary,
      "A chart of bar and rule of Sales by q, in 2 series (Bars; Rules). " +
        "Sales ranges from 10 (Bars, Q1) to 30 (Bars, Q2).",
    )
  })

  it("a faceted chart: each panel a series, the range across them all", async () => {
    const { summary, html, tables } = await draw({
      data: {
        values: [
          { region: "North", q: "Q1", v: 5 },
          { region: "North", q: "Q2", v: 8 },
          { region: "South", q: "Q1", v: 2 },
          { region: "South", q: "Q2", v: 11 },
        ],
      },
      mark: "bar",
      encoding: {
        column: { field: "region", type: "nominal", title: "Region" },
        x: { field: "q", type: "nominal", title: "Quarter" },
        y: { field: "v", type: "quantitative", title: "Orders" },
      },
    })
    assert.equal(
      summary,
      "A bar chart of Orders by Quarter, in 2 series by Region (North; South). " +
        "Orders ranges from 2 (South, Q1) to 11 (South, Q2).",
    )
    const { rows, start } = readingOf(html)
    assert.deepEqual(
      rows
        .filter(({ k }) => k === "series")
        .map(({ n, p }) => [n, p?.map(([words]) => wordsIn(words, tables))]),
      [
        [
          "Region: North",
          ["Region: North, Quarter: Q1, Orders: 5", "Region: North, Quarter: Q2, Orders: 8"],
        ],
        [
          "Region: South",
          ["Region: South, Quarter: Q1, Orders: 2", "Region: South, Quarter: Q2, Orders: 11"],
        ],
      ],
    )
    assert.equal(rows[start].n, "Region: North")
  })
})

describe("a chart's summary: what stands out, and every kind of chart", () => {
  it("names the points far from the rest, and a series' sharpest step", async () => {
    const days = [3, 4, 4, 5, 4, 30, 5, 4]
    const { summary } = await draw({
      data: {
        values: days.map((visits, n) => ({ day: `2025-03-0${n + 1}`, visits })),
      },
      mark: "line",
      encoding: {
        x: { field: "day", type: "temporal", title: "Day", axis: { format: "%b %d" } },
        y: { field: "visits", type: "quantitative", title: "Visits" },
      },
    })
    assert.equal(
      summary,
      "A line chart of Visits by Day. " +
        "Visits ranges from 3 (Mar 01) to 30 (Mar 06); standing out: 30 (Mar 06). " +
        "It rises from 3 in Mar 01 to 4 in Mar 08, most sharply from Mar 05 to Mar 06.",
    )
  })

  it("months as months where the axis gives no format; what stands out from a trend; no 'by series'", async () => {
    const rates = { actual: [5.2, 4.9, 5.5, 4.7, 4.1, 3.8], forecast: [5, 5.1, 5, 4.9, 4.8, 4.7] }
    const { summary } = await draw({
      data: {
        values: Object.entries(rates).flatMap(([series, values]) =>
          values.map((rate, n) => ({ month: `2025-0${n + 1}-01`, rate, series })),
        ),
      },
      mark: "line",
      encoding: {
        x: { field: "month", type: "temporal", title: "Month" },
        y: { field: "rate", type: "quantitative", title: "Churn rate" },
        color: { field: "series", type: "nominal" },
      },
    })
    assert.equal(
      summary,
      "A line chart of Churn rate by Month, in 2 series (actual; forecast). " +
        // March's bump above the falling line, not the line's low end, stands out.
        "Churn rate ranges from 3.8 (actual, Jun 2025) to 5.5 (actual, Mar 2025); " +
        "standing out: 5.5 (actual, Mar 2025). " +
        "actual falls from 5.2 in Jan 2025 to 3.8 in Jun 2025; " +
        "forecast falls from 5 in Jan 2025 to 4.7 in Jun 2025.",
    )
  })

  it("says nothing stands out where nothing does, and no step where the steps are even", async () => {
    const { summary } = await draw({
      data: { values: [1, 2, 3, 4, 5, 6].map((n) => ({ n, v: n * 10 })) },
      mark: "line",
      encoding: {
        x: { field: "n", type: "quantitative", title: "Week" },
        y: { field: "v", type: "quantitative", title: "Sign-ups" },
      },
    })
    assert.equal(
      summary,
      "A line chart of Sign-ups by Week. Sign-ups ranges from 10 (1) to 60 (6). " +
        "It rises from 10 in 1 to 60 in 6.",
    )
  })

  it("faceted horizontal bars: the measure by its category, never a title by itself", async () => {
    const { summary } = await draw({
      data: {
        values: [
          { team: "A", channel: "Email", n: 4 },
          { team: "A", channel: "Chat", n: 9 },
          { team: "B", channel: "Email", n: 7 },
          { team: "B", channel: "Chat", n: 1 },
        ],
      },
      mark: "bar",
      encoding: {
        row: { field: "team", type: "nominal" },
        y: { field: "channel", type: "nominal" },
        x: { field: "n", type: "quantitative" },
      },
    })
    assert.equal(
      summary,
      "A bar chart of n by channel, in 2 series by team (A; B). " +
        "n ranges from 1 (B, Chat) to 9 (A, Chat).",
    )
  })

  it("a pie: its slices' range by their category", async () => {
    const { summary, html } = await draw({
      data: {
        values: [
          { plan: "Basic", share: 50 },
          { plan: "Plus", share: 30 },
          { plan: "Pro", share: 20 },
        ],
      },
      mark: "arc",
      encoding: {
        theta: { field: "share", type: "quantitative", title: "Share" },
        color: { field: "plan", type: "nominal", title: "Plan" },
      },
    })
    // Its angles' field (Vega-Lite's theta has no axis to title it).
    assert.equal(
      summary,
      "A pie chart of share, in 3 series by Plan (Basic; Plus; Pro). " +
        "share ranges from 20 (Pro) to 50 (Basic).",
    )
    assert.ok(html.includes('class="chart-listen"'), "a pie is heard too")
  })

  it("a repeat: each repeated panel's marks read, each panel's range", async () => {
    const { summary, html } = await draw({
      data: {
        values: [
          { month: "Jan", a: 1, b: 40 },
          { month: "Feb", a: 3, b: 20 },
        ],
      },
      repeat: ["a", "b"],
      spec: {
        mark: "bar",
        encoding: {
          x: { field: "month", type: "nominal", title: "Month", sort: null },
          y: { field: { repeat: "repeat" }, type: "quantitative" },
        },
      },
    })
    // Each panel its own scale, and its own range.
    assert.equal(
      summary,
      "A bar chart of a and b by Month. a ranges from 1 (Jan) to 3 (Feb). " +
        "b ranges from 20 (Feb) to 40 (Jan).",
    )
    const { rows } = readingOf(html)
    const points = rows.filter(({ k }) => k === "series").flatMap(({ p }) => p ?? [])
    assert.equal(points.length, 4)
  })

  it("a map: its shapes read as points, with their fields", async () => {
    const square = (/** @type {number} */ x) => ({
      type: "Polygon",
      coordinates: [
        [
          [x, 0],
          [x + 1, 0],
          [x + 1, 1],
          [x, 1],
          [x, 0],
        ],
      ],
    })
    const { summary, html } = await draw({
      data: {
        values: {
          type: "FeatureCollection",
          features: [0, 2, 4].map((x, n) => ({
            type: "Feature",
            geometry: square(x),
            properties: { name: ["Ash", "Birch", "Cedar"][n], rate: [0.1, 0.5, 0.3][n] },
          })),
        },
        format: { type: "json", property: "features" },
      },
      projection: { type: "equirectangular" },
      mark: "geoshape",
      encoding: {
        color: { field: "properties.rate", type: "quantitative", title: "Rate" },
        tooltip: [{ field: "properties.name", title: "Name" }],
      },
    })
    assert.match(summary, /^A map chart/)
    const { rows } = readingOf(html)
    const points = rows.filter(({ k }) => k === "series").flatMap(({ p }) => p ?? [])
    assert.equal(points.length, 3)
  })
})

describe("a chart's structure for the keyboard", () => {
  it("axes, the legend and each series in order; each point its line's, its words its title's", async () => {
    const { html } = await draw(lineSpec)
    const { rows, start } = readingOf(html)
    assert.deepEqual(
      rows.map(({ n, k, g }) => [k, n, g]),
      [
        // After the two axes that draw the grid, which have no labels.
        ["axis", "Axis: Month", 2],
        ["axis", "Axis: Revenue", 3],
        ["legend", "Legend: Region", 0],
        ["series", "Region: East", undefined],
        ["series", "Region: West", undefined],
      ],
    )
    assert.equal(start, 3)
    // Each series is one line (the index of its mark in the drawing), its points its items in
    // order; their words are the titles the drawing holds (0).
    const [east, west] = [rows[3].p ?? [], rows[4].p ?? []]
    assert.deepEqual(
      east.map(([words, , at]) => [words, at]),
      [
        [0, 0],
        [0, 1],
        [0, 2],
        [0, 3],
      ],
    )
    assert.equal(new Set(east.map(([, mark]) => mark)).size, 1)
    assert.notEqual(east[0][1], west[0][1])
    const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map(([, title]) => title)
    assert.ok(titles.includes("Month: Jan 2025\nRevenue: $120\nRegion: East"), titles[0])
  })

  it("a chart without tooltips: each point's words are its row of the data table", async () => {
    const { html, tables } = await draw({
      data: {
        values: [
          { plan: "Basic", n: 42 },
          { plan: "Plus", n: 7 },
        ],
      },
      mark: "bar",
      encoding: {
        x: { field: "plan", type: "nominal", title: "Plan" },
        y: { field: "n", type: "quantitative", title: "Accounts" },
      },
    })
    const points = readingOf(html).rows.flatMap(({ p }) => p ?? [])
    assert.deepEqual(
      points.map(([words]) => wordsIn(words, tables)),
      ["Plan: Basic, Accounts: 42", "Plan: Plus, Accounts: 7"],
    )
  })
})

describe("hostile data", () => {
  it("HTML, quotes and control characters in values stay text", async () => {
    // Vega-Lite refuses a quote in a field's name (an access path); a value may hold anything.
    const field = "<img src=x onerror=alert(1)>\u0007"
    const value = `</figure><script>alert("x")</script>'\u001b[31m`
    const { html, summary, tables } = await draw({
      data: {
        values: [
          { [field]: value, v: 1 },
          { [field]: "b", v: 2 },
        ],
      },
      mark: "bar",
      encoding: {
        x: { field, type: "nominal" },
        y: { field: "v", type: "quantitative" },
      },
    })
    assert.doesNotMatch(html, /<script|<img/)
    assert.equal((html.match(/<figure/g) ?? []).length, 1)
    // The summary is text: escaped where the page shows it.
    assert.ok(summary.includes(value))
    assert.ok(
      html.includes(`<span class="chart-summary" id="chart-1-summary">A bar chart of v by &lt;img`),
    )
    const words = readingOf(html)
      .rows.flatMap(({ p }) => p ?? [])
      .map(([w]) => wordsIn(w, tables))
    assert.ok(words.includes(`${field}: ${value}, v: 1`), String(words[0]))
  })

  it("__proto__: a series of that name is a series like any other; a field of that name, Vega's refusal", async () => {
    const { html, summary } = await draw({
      data: {
        values: [
          { c: "__proto__", q: "a", v: 3 },
          { c: "constructor", q: "b", v: 5 },
        ],
      },
      mark: "bar",
      encoding: {
        x: { field: "q", type: "nominal" },
        y: { field: "v", type: "quantitative" },
        color: { field: "c", type: "nominal" },
      },
    })
    assert.equal(
      summary,
      "A bar chart of v by q, in 2 series by c (__proto__; constructor). " +
        "v ranges from 3 (__proto__, a) to 5 (constructor, b).",
    )
    assert.deepEqual(
      readingOf(html)
        .rows.filter(({ k }) => k === "series")
        .map(({ n }) => n),
      ["c: __proto__", "c: constructor"],
    )
    await assert.rejects(
      draw({
        data: { values: [{ ["__proto__"]: "a", v: 3 }] },
        mark: "bar",
        encoding: {
          x: { field: "__proto__", type: "nominal" },
          y: { field: "v", type: "quantitative" },
        },
      }),
      {
        name: "ChartError",
        message: "Vega could not draw it: Cannot read properties of undefined (reading 'params')",
      },
    )
    assert.equal({}.constructor, Object)
  })

  it("a chart of many small series: past its share even at one point a series, its later series are left to the table", async () => {
    const regions = Array.from({ length: 30 }, (_, n) => `Region number ${n + 1} of the network`)
    const { html, drawings } = await draw({
      data: {
        values: regions.flatMap((region, n) =>
          ["Basic", "Pro"].map((plan, m) => ({ region, plan, v: n + m })),
        ),
      },
      mark: "bar",
      encoding: {
        x: { field: "plan", type: "nominal" },
        y: { field: "v", type: "quantitative" },
        color: { field: "region", type: "nominal", legend: null },
      },
    })
    const reading = readingOf(html)
    const series = reading.rows.filter(({ k }) => k === "series")
    assert.ok(series.length > 0 && series.length < regions.length, `${series.length} series`)
    assertWithinShare(html, drawings)
  })

  // A million points takes Vega minutes to draw (the chart box stops it at 30 s: chart-box.js);
  // the structure's bound is the same for 5,000.
  it("a chart of 5,000 points: the structure keeps an even sample, within its share of the drawing", async () => {
    const { html, drawings } = await draw({
      data: { sequence: { start: 0, stop: 5000, as: "n" } },
      transform: [{ calculate: "sin(datum.n / 500)", as: "v" }],
      mark: "line",
      encoding: {
        x: { field: "n", type: "quantitative" },
        y: { field: "v", type: "quantitative" },
      },
    })
    const reading = readingOf(html)
    const points = reading.rows.flatMap(({ p }) => p ?? [])
    assert.ok(points.length > 0 && points.length <= MAX_POINTS, `${points.length} points`)
    assert.ok((reading.rows[reading.start].s ?? 1) > 1, "the row says it is a sample")
    assertWithinShare(html, drawings)
  })
})
