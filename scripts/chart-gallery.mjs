// @ts-check
// npm run gallery -- <folder of .vl.json specs> [--data <folder>] [--browser]
//
// Draws every Vega-Lite spec in a folder as a case study's chart (plugins/gatsby-remark-vega-lite),
// and, beside it, as Vega-Lite and Vega draw it plainly, and prints a Markdown table of both: whether
// it was drawn or refused and why, its widths (a desktop's and a phone's column, against Vega's own),
// its marks against Vega's, its table's rows, the marks that carry a tooltip, whether it has a live
// view (and its file's weight) or why not, its weight and the time it took. With --browser, every
// live view is opened in Chromium under the site's Content-Security-Policy, as a visitor's click
// opens it. For Vega-Lite's own example gallery (examples/specs in the vega/vega-lite repository),
// whose data is the npm package vega-datasets (the default --data): a corpus no one here wrote.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"
import { gzipSync } from "node:zlib"
import { chromium } from "@playwright/test"
import islands from "gatsby-plugin-static-by-default/islands"
import { drawPlain, renderSpec, vega } from "gatsby-remark-vega-lite/chart"
import { chromiumFlags, chromiumPath } from "./chromium.mjs"
import { serveStatic } from "./static-server.mjs"
import { CHART_WIDTHS } from "../src/lib/column-widths.mjs"

// vega-datasets' folder: its data/ is where the gallery's "data/cars.json" lies.
const datasets = path.resolve(fileURLToPath(import.meta.resolve("vega-datasets")), "../..")
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    data: { type: "string", default: datasets },
    browser: { type: "boolean", default: false },
  },
})
const [folder] = positionals
if (!folder) {
  console.error("Usage: npm run gallery -- <folder of .vl.json specs> [--data <folder>]")
  process.exit(2)
}
const dataDir = path.resolve(values.data)

/**
 * @template T
 * @param {() => Promise<T>} work
 */
const timed = async (work) => {
  const started = performance.now()
  const result = await work()
  return { result, ms: performance.now() - started }
}

/** Vega's own drawing of the spec: its width and marks.
 * @param {Parameters<typeof drawPlain>[0]} spec */
async function plain(spec) {
  const loader = vega.loader({ mode: "file", baseURL: `${dataDir}/` })
  const { result, ms } = await timed(() => drawPlain(spec, { loader }))
  result.view.finalize()
  return { width: result.width, marks: result.marks, ms }
}

// The marks of a drawing that carry a tooltip (a <title>).
/** @param {string} svg */
const titled = (svg) => (svg.match(/<title>/g) ?? []).length

/**
 * @param {Parameters<typeof renderSpec>[0]} spec
 * @param {string} name
 */
async function ours(spec, name) {
  const { result, ms } = await timed(() =>
    renderSpec(spec, {
      alt: name,
      id: "chart-1",
      baseDir: dataDir,
      contentDir: dataDir,
      widths: CHART_WIDTHS,
    }),
  )
  const liveFile = [...result.assets].find(([file]) => file.endsWith(".json"))
  return {
    widths: result.drawings.map((drawing) => drawing.width),
    marks: result.drawings[0].marks,
    rows: result.tables.reduce((sum, table) => sum + table.rows.length, 0),
    titles: result.drawings.map((drawing) => titled(drawing.svg)),
    interactions: result.live.interactions,
    live: liveFile ? gzipSync(liveFile[1]).length / 1000 : null,
    liveProblem: result.live.problem,
    html: result.html,
    assets: result.assets,
    kb: gzipSync(result.html).length / 1000,
    ms,
    notes: result.notes,
  }
}

// Each live view opened in Chromium as a visitor's click opens it, through the site's click-to-load
// island, on a page with the site's policy: whether it draws, with no violation of the policy and
// no error, and, where the chart has tooltips, whether a hover shows one. Returns a result for each
// chart by name.
/** @param {Drawn[]} charts */
async function inBrowser(charts) {
  const site = mkdtempSync(path.join(tmpdir(), "gallery-live-"))
  const built = await islands.buildIslands({ dir: path.resolve("src/islands"), publicDir: site })
  const island = `<script type="module" src="${built["click-to-load"].src}"></script>`
  const assets = path.join(site, "static", "charts")
  mkdirSync(assets, { recursive: true })
  const policy =
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
    "img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'"
  for (const { name, ours: chart } of charts) {
    for (const [file, bytes] of chart.assets) writeFileSync(path.join(assets, file), bytes)
    mkdirSync(path.join(site, name), { recursive: true })
    writeFileSync(
      path.join(site, name, "index.html"),
      `<!doctype html><html lang="en"><meta charset="utf-8">` +
        `<meta http-equiv="Content-Security-Policy" content="${policy}"><title>${name}</title>` +
        `${island}<body style="width:${CHART_WIDTHS.wide + 40}px">${chart.html}</body></html>`,
    )
  }
  const server = await serveStatic(site)
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags })
  /** @type {Map<string, { drawn: boolean, tooltip: boolean | null, problems: string[] }>} */
  const results = new Map()
  try {
    for (const { name, ours: chart } of charts) {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
      /** @type {string[]} */
      const problems = []
      page.on("console", (message) => {
        // A failed request is said again below, with its address.
        if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
          problems.push(message.text())
      })
      page.on("response", (response) => {
        if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`)
      })
      page.on("pageerror", (error) => problems.push(error.message))
      await page.goto(`${server.origin}/${name}/`)
      await page.locator("button.chart-explore").click()
      const live = page.locator(".chart-live svg")
      const failed = page.locator(".chart-explore-error:not(:empty)")
      await live
        .or(failed)
        .first()
        .waitFor({ timeout: 15_000 })
        .catch(() => {})
      const drawn = await live.count()
      let tooltip = null
      if (drawn && chart.interactions.includes("tooltips")) {
        // The live elements whose pictures' twins carry a title: the first few.
        const items = ".role-mark > *, .role-tooltip > *"
        const titled = await page
          .locator(".chart-wide svg, .chart-drawing svg")
          .evaluate(
            (svg, selector) =>
              [...svg.querySelectorAll(selector)].flatMap((element, index) =>
                element.querySelector("title") ? [index] : [],
              ),
            items,
          )
        const marks = page.locator(`.chart-live svg :is(${items})`)
        tooltip = titled.length ? false : null
        for (const index of titled.slice(0, 10)) {
          const mark = marks.nth(index)
          await mark.scrollIntoViewIfNeeded()
          // A point of the mark that no other mark covers (a label over a bar), else its middle.
          const where = await mark.evaluate((element) => {
            const { x, y, width, height } = element.getBoundingClientRect()
            for (const fy of [0.5, 0.25, 0.75, 0.1, 0.9])
              for (const fx of [0.5, 0.25, 0.75, 0.1, 0.9]) {
                const point = { x: x + width * fx, y: y + height * fy }
                if (element.ownerDocument.elementFromPoint(point.x, point.y) === element)
                  return point
              }
            return { x: x + width / 2, y: y + height / 2 }
          })
          await page.mouse.move(where.x, where.y)
          if (await page.locator("#vg-tooltip-element.visible").count()) {
            tooltip = true
            break
          }
        }
      }
      if (!drawn) problems.push((await failed.textContent().catch(() => null)) ?? "nothing drawn")
      results.set(name, { drawn: drawn > 0, tooltip, problems })
      await page.close()
    }
  } finally {
    await browser.close()
    await server.close()
    rmSync(site, { recursive: true, force: true })
  }
  return results
}

const files = readdirSync(folder)
  .filter((file) => file.endsWith(".vl.json"))
  .sort()
/**
 * A spec's row: Vega's drawing and ours, or why each failed.
 * @typedef {{ name: string, plain?: Awaited<ReturnType<typeof plain>>, plainError?: string,
 *   ours?: Awaited<ReturnType<typeof ours>>, error?: string }} Row
 * @typedef {Row & { ours: NonNullable<Row["ours"]> }} Drawn
 */
/** @type {Row[]} */
const rows = []
for (const file of files) {
  const name = file.replace(/\.vl\.json$/, "")
  const spec = JSON.parse(readFileSync(path.join(folder, file), "utf8"))
  /** @type {Row} */
  const row = { name }
  try {
    row.plain = await plain(spec)
  } catch (error) {
    // What Vega and the plugin throw are Errors.
    row.plainError = /** @type {Error} */ (error).message
  }
  try {
    row.ours = await ours(spec, name)
  } catch (error) {
    row.error = /** @type {Error} */ (error).message
  }
  rows.push(row)
}

const drawn = rows.filter(/** @type {(row: Row) => row is Drawn} */ ((row) => Boolean(row.ours)))
/** @param {Drawn} row */
const fits = ({ ours: { widths } }) =>
  widths.length === 1
    ? widths[0] <= CHART_WIDTHS.wide
    : widths[0] <= CHART_WIDTHS.wide && widths[1] <= CHART_WIDTHS.narrow
const sameMarks = drawn.filter((row) => row.plain && row.plain.marks === row.ours.marks)
/** @param {unknown} text */
const cell = (text) => String(text).replace(/\|/g, "\\|").replace(/\n/g, " ")
/** @param {number} value */
const round = (value) => Math.round(value)

console.log(`# ${files.length} specs from ${folder}, data from ${dataDir}\n`)
console.log(`- drawn: ${drawn.length}; refused or failed: ${rows.length - drawn.length}`)
console.log(
  `- the same number of marks as Vega's own drawing: ${sameMarks.length} of ${drawn.length}`,
)
console.log(
  `- fit the column (${CHART_WIDTHS.wide} px on a desktop, ${CHART_WIDTHS.narrow} px on a phone): ` +
    `${drawn.filter(fits).length} of ${drawn.length}; the rest keep their own size or panels ` +
    `too small to read, and scroll inside their box`,
)
console.log(
  `- drawn once for both (the spec sets its size): ${drawn.filter((r) => r.ours.widths.length === 1).length}`,
)
console.log(
  `- with a data table: ${drawn.filter((r) => r.ours.rows > 0).length} of ${drawn.length}`,
)
const tipped = drawn.filter((r) => r.ours.interactions.includes("tooltips"))
console.log(
  `- with tooltips: ${tipped.length}; with them in every drawing: ` +
    `${tipped.filter((r) => r.ours.titles.every((count) => count > 0)).length}; marks that carry ` +
    `one, desktop drawings: ${tipped.reduce((sum, r) => sum + r.ours.titles[0], 0).toLocaleString("en")}; ` +
    `tooltips where the spec gives none: ${drawn.filter((r) => !r.ours.interactions.includes("tooltips") && r.ours.titles.some((count) => count > 0)).length}`,
)
const interactive = drawn.filter((r) => r.ours.interactions.length)
const explorable = interactive.filter((r) => r.ours.live !== null)
// Each explorable chart has a live view, and each other interactive chart says why it has none.
const liveKb = explorable.map((r) => /** @type {number} */ (r.ours.live)).sort((a, b) => a - b)
console.log(
  `- interactive (tooltips, selections or bound inputs): ${interactive.length}; with a live view: ` +
    `${explorable.length} (its file: median ${liveKb[Math.floor(liveKb.length / 2)]?.toFixed(1)} KB, ` +
    `largest ${liveKb.at(-1)?.toFixed(1)} KB gzipped); without, and why: ` +
    [
      ...interactive
        .filter((r) => r.ours.live === null)
        .map((r) =>
          /** @type {string} */ (r.ours.liveProblem).replace(
            /\d+ KB \(gzipped\)/,
            "N KB (gzipped)",
          ),
        )
        .reduce((counts, why) => counts.set(why, (counts.get(why) ?? 0) + 1), new Map()),
    ]
      .map(([why, count]) => `${count} because ${why}`)
      .join("; "),
)
const checked = values.browser ? await inBrowser(explorable) : new Map()
if (values.browser) {
  const results = [...checked.values()]
  console.log(
    `- in Chromium under the site's policy: ${results.filter((r) => r.drawn && r.problems.length === 0).length} of ` +
      `${results.length} live views drawn with no error or violation; a hover shows a tooltip on ` +
      `${results.filter((r) => r.tooltip).length} of ${results.filter((r) => r.tooltip !== null).length} with tooltips`,
  )
}
const weights = drawn.map((r) => r.ours.kb).sort((a, b) => a - b)
console.log(
  `- weight, gzipped: median ${weights[Math.floor(weights.length / 2)]?.toFixed(1)} KB, ` +
    `largest ${weights.at(-1)?.toFixed(1)} KB; time: median ` +
    `${round(drawn.map((r) => r.ours.ms).sort((a, b) => a - b)[Math.floor(drawn.length / 2)] ?? 0)} ms`,
)
console.log(
  "\n| spec | drawn | widths (desktop, phone) | Vega's width | marks (ours, Vega's) | table rows | titled marks | live view | KB gz | ms | notes |",
)
console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
for (const row of rows) {
  const vegaWidth = row.plain ? round(row.plain.width) : `error: ${cell(row.plainError)}`
  if (!row.ours) {
    console.log(`| ${row.name} | refused: ${cell(row.error)} | | ${vegaWidth} | | | | | | | |`)
    continue
  }
  const { widths, marks, rows: tableRows, titles, live, liveProblem, kb, ms, notes } = row.ours
  const browser = checked.get(row.name)
  const liveCell =
    live !== null
      ? `${live.toFixed(1)} KB` +
        (browser
          ? browser.drawn && browser.problems.length === 0
            ? browser.tooltip === false
              ? ", drawn, no tooltip on hover"
              : ", drawn"
            : `, failed: ${browser.problems.join("; ")}`
          : "")
      : (liveProblem ?? "")
  console.log(
    `| ${row.name} | yes | ${widths.map(round).join(", ")}${widths.length === 1 ? " (once)" : ""} | ` +
      `${vegaWidth} | ${marks}, ${row.plain?.marks ?? "?"} | ${tableRows} | ${titles.join(", ")} | ` +
      `${cell(liveCell)} | ${kb.toFixed(1)} | ${round(ms)} | ${cell(notes.join("; "))} |`,
  )
}
