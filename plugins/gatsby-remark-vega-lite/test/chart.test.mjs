// @ts-check
// The chart renderer on one fixture per kind of chart that Vega-Lite's example gallery showed to
// go wrong (docs/chart-gallery.md): node --test plugins/ (npm run test:unit).
import assert from "node:assert/strict"
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { describe, it } from "node:test"
import { fileURLToPath } from "node:url"
import { gzipSync } from "node:zlib"
import contentFiles from "content-files"
import dataTable from "data-table"
import { BUDGET_BYTES, ChartError, renderChart, renderSpec } from "../chart.mjs"
import { altairScatter } from "./altair-scatter.mjs"

const { TABLE_ROWS } = dataTable

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures")
const widths = { wide: 670, narrow: 286 }

/**
 * @param {string} name
 * @param {Partial<Parameters<typeof renderChart>[1]>} [options]
 */
const render = (name, options = {}) =>
  renderChart(path.join(fixtures, name, "chart.vl.json"), {
    alt: `The ${name} chart`,
    id: "chart-1",
    contentDir: fixtures,
    widths,
    assetsUrl: "/portfolio/static/charts",
    ...options,
  })

// What a pattern finds in a text, which must be there.
const found = (/** @type {RegExp} */ pattern, /** @type {string} */ text) => {
  const match = pattern.exec(text)
  assert.ok(match, `${pattern} in ${text.slice(0, 80)}`)
  return match[1]
}
const svgs = (/** @type {string} */ html) => html.match(/<svg [^>]*>/g) ?? []
const widthOf = (/** @type {string} */ svg) => Number(found(/ width="([\d.]+)"/, svg))
const viewBoxOf = (/** @type {string} */ svg) =>
  found(/viewBox="([^"]*)"/, svg)
    .split(" ")
    .map(Number)
// The phone's drawing of a chart, which must have one.
const narrowOf = (
  /** @type {Array<{ className: string, svg: string, width: number, height: number }>} */ drawings,
) => {
  const narrow = drawings.find(({ className }) => className === "chart-narrow")
  assert.ok(narrow, "a phone's drawing")
  return narrow
}
const fontSizes = (/** @type {string} */ html) =>
  [...html.matchAll(/font-size="([\d.]+)px"/g)].map((m) => Number(m[1]))

describe("a chart, drawn", () => {
  it("for a desktop and a phone: one named, described image each, no ARIA of Vega's inside", async () => {
    const { html } = await render("csv-data", { alt: "Accounts at risk" })
    const drawn = svgs(html)
    assert.deepEqual(drawn.map(widthOf), [670, 286])
    for (const svg of drawn) {
      assert.match(svg, /role="img" aria-label="Accounts at risk"/)
      // The owner's description first, then the build's summary and the keys that read it.
      assert.match(svg, /aria-describedby="chart-1-description chart-1-summary chart-1-keys"/)
    }
    assert.match(
      html,
      /<span id="chart-1-description">Basic has the most accounts at risk, Business the fewest\.<\/span>/,
    )
    const drawings = html.replace(/<figcaption>[\s\S]*$/, "")
    assert.doesNotMatch(drawings.replace(/<svg [^>]*>/g, ""), /\srole=|\saria-/)
  })

  it("coloured with the page's tokens, not the stand-ins it was drawn with", async () => {
    const { html } = await render("csv-data")
    for (const token of [
      "--colors-text",
      "--colors-text-muted",
      "--colors-border",
      "--colors-chart-0",
    ])
      assert.ok(html.includes(`var(${token})`), token)
    assert.doesNotMatch(html, /fill="#0000|stroke="#0000/)
  })

  it("keeps a colour the spec sets for its marks, and reads Altair's named datasets", async () => {
    const { html, tables } = await render("altair-layer")
    assert.match(html, /fill="#0f766e"/)
    assert.deepEqual(
      tables.map((table) => table.columns.map((column) => column.title)),
      [["Week", "Accounts saved"]],
    )
    assert.equal(tables[0].rows.length, 5)
  })

  it("a legend label is cut at a third of a desktop's column and at a phone's width", async () => {
    const long = "With the size guide, as the shop's own estimate of what it would save"
    const spec = {
      data: {
        values: [
          { a: 1, series: "With the size guide (estimate)" },
          { a: 2, series: long },
        ],
      },
      mark: "point",
      encoding: {
        x: { field: "a", type: "quantitative" },
        color: { field: "series", type: "nominal" },
      },
    }
    const options = { alt: "Returns", id: "chart-1", baseDir: fixtures, contentDir: fixtures }
    const { drawings } = await renderSpec(spec, { ...options, widths })
    const [wide, narrow] = drawings
    assert.match(wide.svg, />With the size guide \(estimate\)<\/text>/)
    assert.match(wide.svg, />With the size guide, as the shop[^<]*…<\/text>/)
    assert.match(narrow.svg, />With the size guide \(estimate\)<\/text>/)
    assert.equal(narrow.width, widths.narrow)
  })

  it("refuses data Vega cannot read, and a file that is not there, in a sentence", async () => {
    await assert.rejects(
      render("broken"),
      /^ChartError: Vega could not draw it: .*bad\.json|^ChartError: its data "bad\.json"/,
    )
    await assert.rejects(
      render("nowhere"),
      /^ChartError: the file does not exist \(its path is relative to the case study\)$/,
    )
  })
})

describe("charts fit the column", () => {
  it("a facet in the encoding (Altair's column=) shares the width between its panels", async () => {
    const { drawings, html } = await render("facet-column")
    const [wide, narrow] = drawings
    assert.equal(drawings.length, 2)
    assert.ok(wide.width <= widths.wide && wide.width > widths.wide - 20, `wide ${wide.width}`)
    // On a phone four panels would be too narrow to read: they wrap into rows.
    assert.ok(narrow.width <= widths.narrow, `narrow ${narrow.width}`)
    assert.ok(narrow.height > wide.height)
    for (const svg of svgs(html))
      assert.match(svg, /role="img" aria-label="The facet-column chart"/)
  })

  it("a grid of row and column facets cannot wrap: on a phone it scrolls inside its box", async () => {
    const { drawings, html } = await render("facet-grid")
    assert.ok(drawings[0].width <= widths.wide)
    assert.ok(drawings[1].width > widths.narrow)
    // The box scrolls; the drawing in it is the chart's one tab stop.
    assert.match(html, /<div class="chart-narrow"><svg [^>]*tabindex="0"/)
    assert.doesNotMatch(html, /<div class="chart-(wide|narrow)"[^>]*tabindex/)
  })

  it("a repeat and an hconcat fit as well", async () => {
    for (const name of ["repeat", "hconcat"]) {
      const [wide, narrow] = (await render(name)).drawings
      assert.ok(wide.width <= widths.wide && wide.width > widths.wide - 20, `${name} ${wide.width}`)
      assert.ok(narrow.width <= widths.narrow, `${name} ${narrow.width}`)
    }
  })

  it("keeps a spec's own size, and draws it once", async () => {
    const { drawings, html } = await render("own-size")
    assert.equal(drawings.length, 1)
    assert.equal(svgs(html).length, 1)
    assert.match(html, /<div class="chart-drawing"><svg [^>]*tabindex="0"/)
    assert.equal(widthOf(svgs(html).join("")), drawings[0].width)
  })

  it("cuts off no axis title wider than its plot: on a phone it is scaled in, its text 10 px or more", async () => {
    const { drawings } = await render("long-titles")
    const narrow = narrowOf(drawings)
    const [, , boxWidth, boxHeight] = viewBoxOf(narrow.svg)
    // Everything Vega drew is inside the drawing's box, and the box is shown at the column's width.
    assert.ok(boxWidth > widths.narrow, `${boxWidth}`)
    assert.equal(narrow.width, widths.narrow)
    assert.equal(narrow.height, Math.round((boxHeight * widths.narrow) / boxWidth))
    assert.ok((12 * widths.narrow) / boxWidth >= 10)
    assert.match(narrow.svg, />Accounts at risk at the end of the quarter<\/text>/)
  })

  it("wraps a title too long for a phone into lines; scrolls what would need text under 10 px", async () => {
    const spec = JSON.parse(
      readFileSync(path.join(fixtures, "long-titles", "chart.vl.json"), "utf8"),
    )
    const drawn = async (/** @type {(spec: import("../fit.mjs").Spec) => void} */ change) => {
      const changed = structuredClone(spec)
      change(changed)
      const options = { alt: "Accounts", id: "chart-1", baseDir: fixtures, contentDir: fixtures }
      const { drawings, html } = await renderSpec(changed, { ...options, widths })
      return { narrow: narrowOf(drawings), html }
    }
    const title = "Accounts at risk of churning at the end of the quarter, by the plan they pay for"
    const wrapped = await drawn((changed) => (changed.title = title))
    const lines = [...wrapped.narrow.svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map(
      ([, line]) => line,
    )
    assert.ok(lines.length > 1)
    assert.equal(lines.join(" "), title)
    assert.equal(wrapped.narrow.width, widths.narrow)

    const long = await drawn((changed) => {
      changed.encoding.x.title = "Accounts at risk of churning at the end of the quarter, by plan"
    })
    assert.ok(long.narrow.width > widths.narrow)
    assert.equal(viewBoxOf(long.narrow.svg)[2], long.narrow.width)
    assert.match(long.html, /<div class="chart-narrow"><svg [^>]*tabindex="0"/)
  })

  it("draws text at 12 px, never smaller", async () => {
    for (const name of ["facet-column", "facet-grid", "repeat", "hconcat"]) {
      const sizes = fontSizes((await render(name)).html)
      assert.ok(sizes.length > 0)
      assert.ok(Math.min(...sizes) >= 12, `${name}: ${Math.min(...sizes)} px`)
    }
  })
})

describe("the data table is the data the chart draws", () => {
  it("an aggregate: the sums the bars show, titled as the axes title them", async () => {
    const { tables } = await render("stacked")
    assert.equal(tables.length, 1)
    assert.deepEqual(
      tables[0].columns.map((column) => column.title),
      ["Quarter", "Sales", "Channel"],
    )
    // Four quarters by two channels, not the file's 32 rows; a stack's sums, not its ends.
    assert.equal(tables[0].rows.length, 8)
  })

  it("titles a column whose axis title the spec hides as Vega-Lite itself would", async () => {
    const spec = {
      data: { values: [{ Year: "1970-01-01" }, { Year: "1971-01-01" }, { Year: "1971-06-01" }] },
      mark: "bar",
      encoding: {
        x: { field: "Year", timeUnit: "year", type: "ordinal", axis: { title: null } },
        y: { aggregate: "count", type: "quantitative", title: null },
      },
    }
    const options = { alt: "Cars a year", id: "chart-1", baseDir: fixtures, contentDir: fixtures }
    const { tables, html } = await renderSpec(spec, { ...options, widths })
    assert.deepEqual(
      tables[0].columns.map(({ title }) => title),
      ["Year (year)", "Count of Records"],
    )
    assert.deepEqual(tables[0].rows, [
      ["1970-01-01", "1"],
      ["1971-01-01", "2"],
    ])
    // The chart itself still draws no title there.
    assert.doesNotMatch(
      html.replace(/<figcaption>[\s\S]*$/, ""),
      /<text[^>]*>(Year \(year\)|Count of Records)</,
    )
  })

  it("a histogram: the bins and their counts, in order", async () => {
    const { tables } = await render("histogram")
    const [table] = tables
    assert.deepEqual(
      table.columns.map((column) => column.title),
      ["Age", "Customers"],
    )
    const starts = table.rows.map(([start]) => Number(start))
    assert.deepEqual(
      starts,
      [...starts].sort((a, b) => a - b),
    )
    assert.equal(
      table.rows.reduce((sum, [, count]) => sum + Number(count), 0),
      300,
    )
  })

  it("a lookup from a second file: the joined field is in the table", async () => {
    const { tables } = await render("lookup")
    assert.deepEqual(
      tables[0].columns.map((column) => column.title),
      ["Plan", "Monthly revenue"],
    )
    assert.equal(tables[0].rows.length, 3)
  })

  it("data that is a list of plain numbers draws, and its table lists them once", async () => {
    const { tables, html } = await render("numbers-only")
    assert.equal(tables.length, 1)
    assert.deepEqual(tables[0].marks, ["arc", "text"])
    assert.deepEqual(
      tables[0].rows.map(([value]) => value).sort((a, b) => Number(a) - Number(b)),
      ["6", "12", "19", "23", "47", "52"],
    )
    assert.match(html, /<span id="chart-1-description">Six numbers as a radial chart\.<\/span>/)
  })

  it("a long table shows its first rows, says how many there are, and offers them all as CSV", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "scatter-"))
    const rows = Array.from({ length: 5000 }, (_, i) => ({
      x: (i * 7919) % 1000,
      y: (i * 104729) % 997,
      group: ["A", "B", "C"][i % 3],
    }))
    // What Altair 4 saves: its default view config, the data as a named dataset.
    const spec = {
      $schema: "https://vega.github.io/schema/vega-lite/v4.17.0.json",
      config: { view: { continuousWidth: 400, continuousHeight: 300 } },
      data: { name: "data-5a0b" },
      mark: "circle",
      encoding: {
        x: { field: "x", type: "quantitative" },
        y: { field: "y", type: "quantitative" },
        color: { field: "group", type: "nominal" },
      },
      datasets: { "data-5a0b": rows },
    }
    writeFileSync(path.join(dir, "scatter.vl.json"), JSON.stringify(spec))
    const chart = await renderChart(path.join(dir, "scatter.vl.json"), {
      alt: "Five thousand customers",
      id: "chart-2",
      contentDir: dir,
      widths,
      assetsUrl: "/static/charts",
    })
    assert.equal((chart.html.match(/<tr>/g) ?? []).length, TABLE_ROWS + 1)
    assert.match(
      chart.html,
      /The first 50 of 5,000 rows\. <a href="\/static\/charts\/five-thousand-customers-[0-9a-f]{10}\.csv" download>Download all 5,000 rows \(CSV\)<\/a>/,
    )
    const [[name, csv]] = [...chart.assets]
    assert.ok(chart.html.includes(name))
    assert.equal(csv.toString().trim().split("\n").length, 5001)
    // Half of what the page carried before (128 KB gzipped): two drawings of 5,000 marks and a
    // table of every row.
    const weight = gzipSync(chart.html).length
    assert.ok(weight <= 64_000, `${weight} bytes gzipped`)
  })
})

describe("a chart's data as a CSV file", () => {
  it("starts with its header in quotes, whatever a title holds: never like a page", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "titled-"))
    const title = "<html><script>alert(document.domain)</script>"
    const spec = {
      data: { values: Array.from({ length: 60 }, (_, i) => ({ i, v: (i * 7) % 11 })) },
      mark: "point",
      encoding: {
        x: { field: "i", type: "quantitative", title },
        y: { field: "v", type: "quantitative", title: 'say "hi", twice' },
      },
    }
    writeFileSync(path.join(dir, "titled.vl.json"), JSON.stringify(spec))
    const chart = await renderChart(path.join(dir, "titled.vl.json"), {
      alt: "Sixty points",
      id: "chart-1",
      contentDir: dir,
      widths,
      assetsUrl: "/static/charts",
    })
    const [[name, csv]] = [...chart.assets].filter(([file]) => file.endsWith(".csv"))
    assert.match(name, /^sixty-points-[0-9a-f]{10}\.csv$/)
    const lines = csv.toString("utf8").split("\n")
    assert.deepEqual(lines.slice(0, 2), [
      '"<html><script>alert(document.domain)</script>","say ""hi"", twice"',
      "0,0",
    ])
    assert.equal(lines.length, 60 + 2)
    assert.equal(contentFiles.markupStart(csv), null)
  })
})

describe("a chart's budget: 64 KB on its page, gzipped", () => {
  const options = { id: "chart-1", widths }
  const titles = (/** @type {string} */ html) => (html.match(/<title>/g) ?? []).length

  it("a 5,000-point Altair scatter with tooltips keeps it: the picture leaves them out, and says so", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "altair-"))
    writeFileSync(path.join(dir, "customers.vl.json"), JSON.stringify(altairScatter(5000)))
    const chart = await renderChart(path.join(dir, "customers.vl.json"), {
      ...options,
      alt: "Customers by tenure and spend",
      contentDir: dir,
    })
    const weight = gzipSync(chart.html).length
    assert.ok(weight <= BUDGET_BYTES, `${weight} bytes gzipped`)
    assert.equal(titles(chart.html), 0)
    // Its data (5,000 rows of full-precision floats) is too heavy for a live view as well.
    assert.doesNotMatch(chart.html, /chart-explore/)
    const [said] = chart.notes.filter((note) => note.includes("tooltips"))
    const would = Number(
      found(/^its tooltips would make it (\d+) KB \(gzipped\), more than 64 KB/, said),
    )
    assert.ok(would > 64, said)
    assert.match(
      said,
      /, and it has no live view \(its data makes it \d+ KB \(gzipped\), more than 25 KB\): its page shows no tooltips; aggregate or sample the data to keep them$/,
    )
  })

  it("where titles would take a chart past it, they stay with its live view, which keeps them", async () => {
    // 5,000 points of a line computed from a sequence: a light live view, heavy titles.
    const spec = {
      data: { sequence: { start: 0, stop: 5000, as: "day" } },
      transform: [{ calculate: "(datum.day * 7919) % 1000", as: "orders" }],
      mark: "line",
      encoding: {
        x: { field: "day", type: "quantitative" },
        y: { field: "orders", type: "quantitative" },
        tooltip: [
          { field: "day", type: "quantitative" },
          { field: "orders", type: "quantitative" },
        ],
      },
    }
    const dir = mkdtempSync(path.join(tmpdir(), "line-"))
    const chart = await renderSpec(spec, {
      ...options,
      alt: "Orders",
      baseDir: dir,
      contentDir: dir,
    })
    assert.ok(gzipSync(chart.html).length <= BUDGET_BYTES)
    // Neither titles nor the points that carry them are in the picture.
    assert.equal(titles(chart.html), 0)
    assert.doesNotMatch(chart.html, /role-tooltip/)
    assert.match(
      chart.html,
      /<button type="button" class="chart-explore" data-load="chart" data-spec=/,
    )
    const [, live] = [...chart.assets].find(([name]) => name.endsWith(".json")) ?? []
    assert.ok(live, "a live view")
    assert.match(String(live), /"tooltip":/)
    assert.deepEqual(
      chart.notes
        .filter((note) => note.includes("tooltips"))
        .map((note) => note.replace(/\d+ KB/, "N KB")),
      [
        "its tooltips would make it N KB (gzipped), more than 64 KB: its picture leaves them out, " +
          "and its live view (Explore this chart) shows them",
      ],
    )
  })
})

describe("what the build tells the owner", () => {
  it("says nothing of an interactive chart that its live view keeps", async () => {
    const { notes, live } = await render("interactive")
    assert.deepEqual(notes, [])
    assert.deepEqual(live, { interactions: ["selections", "tooltips"], problem: null })
  })

  it("says which interaction a chart loses, and why it has no live view", async () => {
    const { notes, html } = await render("interactive-pictures")
    assert.deepEqual(notes, [
      "its selections do nothing on the page, where it is a picture, and it has no interactive " +
        "view: it draws pictures; say nothing in its caption that needs them",
    ])
    assert.doesNotMatch(html, /chart-explore/)
  })

  it("says nothing about the sizes the site gives a chart", async () => {
    for (const name of ["facet-column", "facet-grid", "repeat", "hconcat", "stacked", "histogram"])
      assert.deepEqual((await render(name)).notes, [], name)
  })

  it("copies an image mark's picture into the site and links it by its public URL", async () => {
    const { html, assets } = await render("image-marks")
    const names = [...assets.keys()]
    assert.equal(names.length, 1)
    assert.match(names[0], /^[0-9a-f]{10}\.png$/)
    assert.match(html, new RegExp(`href="/portfolio/static/charts/${names[0]}"`))
    assert.ok(!html.includes(fixtures), "no path of the build machine")
  })

  it("refuses an image mark's picture on the web, in a sentence", async () => {
    await assert.rejects(render("image-web"), (error) => {
      assert.ok(error instanceof ChartError)
      assert.equal(
        error.message,
        'its image "https://example.org/pin.png" is a web address: save the picture beside the chart',
      )
      return true
    })
  })

  it("refuses an image mark's SVG, page or other file than a picture: the chart is not drawn", async () => {
    await assert.rejects(render("image-svg"), (error) => {
      assert.ok(error instanceof ChartError)
      assert.equal(
        error.message,
        [
          'its image "pin.svg" is an SVG picture, whose scripts would run on the site when opened: convert it to PNG and link (or show) the PNG: use a JPEG, PNG, WebP or AVIF file',
          'its image "page.html" is a web page, whose scripts would run on the site when opened: export the page as PDF and link the PDF, or link its web address: use a JPEG, PNG, WebP or AVIF file',
          'its image "data.csv" is not a picture: use a JPEG, PNG, WebP or AVIF file',
        ].join("; "),
      )
      return true
    })
  })

  it("refuses an image mark's GIF, and a picture past the pixels an image may have, by its header", async () => {
    await assert.rejects(render("image-unshown"), (error) => {
      assert.ok(error instanceof ChartError)
      assert.equal(
        error.message,
        [
          'its image "frames.gif" is a GIF picture, which a chart does not show: use a JPEG, PNG, WebP or AVIF file',
          'its image "huge.png" is 30,000 x 30,000 pixels (900 million), more than the 50 million an image may have: make it smaller (2,000 pixels wide is more than the site shows)',
        ].join("; "),
      )
      return true
    })
  })

  it("refuses a spec that is not valid Vega-Lite, naming what is wrong", async () => {
    await assert.rejects(
      renderSpec(
        { data: { values: [] }, mark: "pie chart" },
        { alt: "x", id: "c", baseDir: fixtures, contentDir: fixtures, widths },
      ),
      { name: "ChartError", message: /^not valid Vega-Lite: .*pie chart/ },
    )
  })
})
