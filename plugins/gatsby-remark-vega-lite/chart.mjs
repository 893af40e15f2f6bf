// @ts-check
// One Vega-Lite chart, drawn at build time by Vega-Lite's compiler and Vega's own renderer into
// accessible SVG with its tooltips (draw.mjs, tooltips.mjs), sized to the case study's column
// (fit.mjs), with the data it draws as a table (drawn-data.mjs). No chart code, spec or data
// reaches the page's scripts; an interactive chart's live view (explorer.mjs) loads on a click,
// from a spec file of its own (live-spec.mjs).
import { readFileSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import chartSpec from "chart-spec"
import contentFiles from "content-files"
import dataTable from "data-table"
import engineBox from "engine-box"
import { gzipSync } from "node:zlib"
import { compile } from "vega-lite"
import { ChartError, draw, vega } from "./draw.mjs"
import { drawnTables } from "./drawn-data.mjs"
import { fitted, hasOwnSize, withTitleWithin } from "./fit.mjs"
import { liveSpecFile } from "./live-spec.mjs"
import { boundedRows, chartRows, MAX_POINTS } from "./reading.mjs"
import { chartSummary } from "./summary.mjs"
import { canvasTextMetrics } from "./text-metrics.mjs"
import { drawsTooltips } from "./tooltips.mjs"
import * as clickToLoad from "./click-to-load.mjs"
import * as listenOnClick from "./listen-on-click.mjs"
import { FONT_SIZE, narrowConfig, SITE_PADDING, siteConfig, themed, wideConfig } from "./style.mjs"

const { dataObjects, dataProblems, specProblems } = chartSpec
const {
  dataFile,
  escapeHtml,
  hasScheme,
  imageFileSizeProblem,
  locate,
  publishedFileProblem,
  publishedKindOf,
  readContentFile,
  readContentText,
  refusalText,
  siteFolderPlace,
} = contentFiles
const { createEngineBox, ENGINE_LIMITS } = engineBox
const { csvFile, csvLinkHtml, firstRowsHtml, rowCount, TABLE_ROWS } = dataTable

// The pictures an image mark may show: those a case study's images may be (never an SVG, which
// would run its scripts when opened, nor a GIF, whose frames may be far larger than the size its
// header gives, which the pixel limit reads).
const PICTURE_NAMES = contentFiles.typeNames(contentFiles.IMAGE_TYPES)

/**
 * What is wrong with a file an image mark shows (`locate` found it), as the end of a sentence
 * about it, or null: it must be a JPEG, PNG, WebP or AVIF picture by its name and its content, of
 * at most content-files' MAX_IMAGE_PIXELS by its header.
 * @param {string} file
 * @param {string} contentDir
 */
function markPictureProblem(file, contentDir) {
  const kind = publishedKindOf(file)
  const problem = publishedFileProblem(file, contentDir)
  if (kind && contentFiles.IMAGE_TYPES.includes(kind.content))
    return problem ?? imageFileSizeProblem(file, contentDir)
  const unshown =
    kind?.use === "picture" ? `is a ${kind.name} picture, which a chart does not show` : null
  return `${problem ?? unshown ?? "is not a picture"}: use a ${PICTURE_NAMES} file`
}

export { ChartError }
// Vega-Lite and Vega's own drawing of a spec, for comparison (npm run gallery).
export { drawPlain, vega } from "./draw.mjs"

// Panels narrower than this are too small to read: a desktop's, a phone's.
const MIN_PANEL = { wide: 120, narrow: 80 }
// Past this many marks, positions are drawn to whole pixels and shapes to a tenth of one.
const DENSE_MARKS = 1000
// A chart heavier than this (its drawings, gzipped) is named in the build's log.
export const HEAVY_BYTES = 40_000
// The most a chart's figure may weigh on its page (gzipped) with its tooltips as titles: a scatter
// of 5,000 points, Altair's limit of rows, keeps it without them. Past it, the picture leaves them
// to the live view, and the build says so.
export const BUDGET_BYTES = 64_000

// What Vega-Lite and Vega say that is not the owner's concern: about the sizes this renderer gives
// a chart, about drawing it without a browser, and about a layer that draws nothing until a reader
// selects something (a box plot's outliers, a highlight), whose scale then has no extent.
const OURS =
  /Dropping .*fit|Autosize .*(fit|container)|width.*(facet|step)|"container"|Can not resolve event source|Infinite extent for field/i

// Vega's marks, as a table's caption names them.
const MARK_NAMES = {
  rect: "bars",
  symbol: "points",
  line: "lines",
  area: "areas",
  text: "labels",
  rule: "rules",
  arc: "arcs",
  shape: "shapes",
  image: "images",
  trail: "trails",
}

/**
 * A Vega-Lite spec, walked as the JSON it is read from (fit.mjs).
 * @typedef {import("./fit.mjs").Spec} Spec
 * @typedef {import("./drawn-data.mjs").DrawnTable} DrawnTable
 * @typedef {Awaited<ReturnType<typeof draw>>} Drawing
 * @typedef {Drawing & { id: string }} ChartDrawing
 * @typedef {{ wide: number, narrow: number }} Widths
 */

const digest = (/** @type {string | Buffer} */ data) => contentFiles.digest(data, 10)
// The live view's style sheet (vega-tooltip's tooltip, in the site's tokens), published beside the
// charts' files and named by its content, as each live chart's button gives it to the explorer.
const EXPLORER_CSS = readFileSync(new URL("./explorer.css", import.meta.url))
const EXPLORER_CSS_NAME = `explorer-${digest(EXPLORER_CSS)}.css`

const fileStem = (/** @type {string} */ text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 40) || "chart"

// Why Vega-Lite's JSON schema refuses a spec the compiler could not compile, in one sentence, or
// null (schema-problem.mjs), from a process of its own, which may make code of the schema as Ajv
// does: the chart box's may not (chart-box.js).
/** @type {import("engine-box").EngineBox<typeof import("./schema-problem.mjs")> | undefined} */
let schemaBox
/** @param {Spec} spec */
async function schemaProblem(spec) {
  schemaBox ??= createEngineBox({
    engine: fileURLToPath(new URL("./schema-problem.mjs", import.meta.url)),
    limits: ENGINE_LIMITS.chart,
  })
  const outcome = await schemaBox.run("schemaProblem", spec)
  return outcome.kind === "done" ? outcome.value : null
}

// The loader Vega reads a chart's data with, from `baseDir`: every data file through content-files'
// one check of a data file (inside the content folder, links resolved, of a kind a chart reads),
// nothing from the network. The pictures of image marks are copied into the site (`assets`) and
// linked by their public URL; links (href) must be web addresses. Anything else an image or link
// names is a problem, and nothing of the build machine's file system reaches the page.
/**
 * @param {{ baseDir: string, contentDir: string, assetsUrl: string, assets: Map<string, Buffer>, problems: Set<string> }} options
 * @returns {import("vega").Loader}
 */
function siteLoader({ baseDir, contentDir, assetsUrl, assets, problems }) {
  const loader = vega.loader({ mode: "file", baseURL: `${path.resolve(baseDir)}/` })
  const place = { dir: baseDir, contentDir }
  // A path Vega's loader reads with `loader.file`, as its own sanitize marks one.
  const localFile = (/** @type {string} */ href) =>
    Object.defineProperty({ href }, "localFile", { value: true })
  /** @type {(uri: string, options: { context?: string }) => Promise<{ href: string }>} */
  const sanitize = async (uri, options) => {
    if (options.context === "href") {
      if (/^(https?:|mailto:)/i.test(uri)) return { href: uri }
      problems.add(`its link "${uri}" is not a web address (https://…)`)
      return { href: "" }
    }
    if (options.context !== "image") {
      // Data, through the same check as the spec's data files (content-files' dataFile).
      const data = dataFile(uri, { ...place, reader: "chart" })
      if (data.problem !== null) problems.add(data.problem)
      return localFile(data.file ?? "")
    }
    if (hasScheme(uri)) {
      problems.add(`its image "${uri}" is a web address: save the picture beside the chart`)
      return localFile("")
    }
    const { file, refusal } = locate(uri, place)
    if (refusal !== null) {
      problems.add(
        `its image "${uri}" ${refusalText(refusal, { contentDir, relativeTo: "the chart" })}`,
      )
      return localFile("")
    }
    // A picture is copied into the site as it is, and drawn on the page.
    const problem = markPictureProblem(file, contentDir)
    if (problem) {
      problems.add(`its image "${uri}" ${problem}`)
      return localFile("")
    }
    const bytes = readContentFile(file, contentDir)
    const name = `${digest(bytes)}${path.extname(file).toLowerCase()}`
    assets.set(name, bytes)
    return { href: `${assetsUrl}/${name}` }
  }
  loader.sanitize = /** @type {import("vega").Loader["sanitize"]} */ (sanitize)
  // What sanitize found, read through the guard again; a refused path reads nothing.
  loader.file = async (/** @type {string} */ file) =>
    file ? readContentFile(file, contentDir).toString("utf8") : ""
  loader.http = async () => ""
  return loader
}

// The interaction a spec asks for: selections (params that select, Vega-Lite 4's `selection`:
// Altair's .interactive() is one, bound to the scales) and inputs bound to params. (Its tooltips
// are in the Vega spec Vega-Lite compiles: tooltips.mjs.)
/** @param {unknown} value @param {Set<string>} [found] */
function interactions(value, found = new Set()) {
  if (!value || typeof value !== "object") return found
  if (Array.isArray(value)) {
    for (const item of value) interactions(item, found)
    return found
  }
  for (const [key, item] of Object.entries(value)) {
    if (key === "data" || key === "datasets") continue
    if (key === "selection" || (key === "params" && [item].flat().some((p) => p?.select)))
      found.add("selections")
    if (key === "params" && [item].flat().some((p) => p?.bind && !p?.select))
      found.add("bound inputs")
    interactions(item, found)
  }
  return found
}

// The smallest text a reader should have to read, in CSS pixels.
const MIN_TEXT = 10

// Vega sizes a chart by its plot, axes and legends, but a title or an axis title wider than its
// plot reaches past the drawing, where the SVG cuts it off. The drawing is widened to everything it
// draws and, where that no longer fits the column, scaled down to it while its text stays readable;
// else it keeps its size and scrolls in its box.
/** @param {Drawing} result @param {number} column @returns {Drawing} */
function uncut(result, column) {
  const bounds = result.view.scenegraph().root.bounds
  if (!bounds) return result
  const { x1, x2, y1, y2 } = bounds
  // Where Vega puts the chart in its SVG: past its origin and the padding (an object, once the
  // view has run, whatever the spec wrote).
  const [originX, originY] = result.view.origin()
  const padding = /** @type {{ left: number, top: number, right: number, bottom: number }} */ (
    result.view.padding()
  )
  const [dx, dy] = [originX + padding.left, originY + padding.top]
  // The chart's padding stays around what it draws, as Vega leaves it: room, too, for a browser
  // that draws a text a pixel wider than the build measured it.
  const left = Math.min(0, Math.floor(x1 + dx - padding.left))
  const top = Math.min(0, Math.floor(y1 + dy - padding.top))
  const right = Math.max(result.width, Math.ceil(x2 + dx + padding.right))
  const bottom = Math.max(result.height, Math.ceil(y2 + dy + padding.bottom))
  if (left === 0 && top === 0 && right === result.width && bottom === result.height) return result
  const [boxWidth, boxHeight] = [right - left, bottom - top]
  const fitsAsIs = result.width <= column && boxWidth > column
  const scale = fitsAsIs && (FONT_SIZE * column) / boxWidth >= MIN_TEXT ? column / boxWidth : 1
  const [width, height] = [Math.round(boxWidth * scale), Math.round(boxHeight * scale)]
  const framed = (/** @type {string} */ svg) =>
    svg.replace(
      /^<svg([^>]*?) width="[^"]*" height="[^"]*" viewBox="[^"]*"/,
      `<svg$1 width="${width}" height="${height}" viewBox="${left} ${top} ${boxWidth} ${boxHeight}"`,
    )
  return {
    ...result,
    svg: framed(result.svg),
    untitledSvg: framed(result.untitledSvg),
    width,
    height,
  }
}

/**
 * @param {Spec} spec
 * @param {number} width
 * @param {number} minPanel
 * @param {{ loader: import("vega").Loader, config: import("vega-lite").Config, textMetrics: import("./text-metrics.mjs").TextMetrics, id: string, label: string, describedBy: string }} options
 * @returns {Promise<ChartDrawing>}
 */
async function drawing(spec, width, minPanel, { id, label, describedBy, ...options }) {
  const sized = await fitted(spec, width, { minPanel, ...options })
  const result = uncut(
    await draw(/** @type {import("vega-lite").TopLevelSpec} */ (sized), options),
    width,
  )
  // What Vega could not do (data it could not read) is the owner's to fix.
  const failed = result.messages.find(
    ({ kind, text }) => kind === "error" || text.startsWith("Data ingestion failed"),
  )
  if (failed) {
    result.view.finalize()
    const ingestion = /^Data ingestion failed (\S+) (.*)$/.exec(failed.text)
    throw new ChartError(
      ingestion
        ? `its data "${ingestion[1]}" cannot be read: ${ingestion[2]}`
        : `Vega could not draw it: ${failed.text}`,
    )
  }
  // One tab stop a chart: the drawing shown, which the keyboard reads point by point
  // (chart-reader.mjs).
  const attributes = `role="img" aria-label="${escapeHtml(label)}" aria-describedby="${describedBy}" tabindex="0" data-chart-drawing=""`
  const shown = (/** @type {string} */ svg) =>
    themed(svg, { dense: result.marks > DENSE_MARKS }).replace(/^<svg /, `<svg ${attributes} `)
  const svg = shown(result.svg)
  const untitledSvg = result.untitledSvg === result.svg ? svg : shown(result.untitledSvg)
  return { ...result, svg, untitledSvg, id }
}

// The Vega spec of `spec` with Vega-Lite's own title for each axis and legend whose title the spec
// hides ("title": null), for the table's columns, which need one; undefined where it hides none.
/** @param {Spec} spec */
function withOwnTitles(spec) {
  const text = JSON.stringify(spec)
  if (!text.includes('"title":null')) return undefined
  const titled = JSON.parse(text, (key, value) =>
    key === "title" && value === null ? undefined : value,
  )
  return compile(titled, { config: siteConfig, logger: vega.logger(vega.None) }).spec
}

/**
 * The data a chart draws, as tables (data-table's first rows, each past them with a CSV file of
 * all its rows, published in `assets`), behind "Show the data".
 * @param {DrawnTable[]} tables
 * @param {{ alt: string, assetsUrl: string, assets: Map<string, Buffer> }} options
 */
function dataTableHtml(tables, { alt, assetsUrl, assets }) {
  if (tables.length === 0)
    return `<p class="chart-data-note">This chart draws no fields of data, so it has no table.</p>`
  const parts = tables.map(({ columns, rows, marks }) => {
    const drawnAs = marks
      .map((mark) => /** @type {Record<string, string>} */ (MARK_NAMES)[mark] ?? mark)
      .join(" and ")
    const table = firstRowsHtml({
      boxClass: "chart-table",
      caption: tables.length > 1 ? `<caption>Drawn as ${drawnAs}</caption>` : "",
      columns,
      rows,
      cells: (row) => row.map(escapeHtml),
    })
    if (rows.length <= TABLE_ROWS) return table
    const csv = csvFile(
      fileStem(alt),
      columns.map(({ title }) => title),
      rows,
    )
    assets.set(csv.name, csv.bytes)
    return (
      `${table}<p class="chart-data-note">The first ${TABLE_ROWS} of ${rowCount(rows.length)}. ` +
      `${csvLinkHtml(`${assetsUrl}/${csv.name}`, rows.length)}</p>`
    )
  })
  return `<details class="chart-data"><summary>Show the data</summary>${parts.join("")}</details>`
}

// What the keys do on a focused chart (chart-reader.mjs), said to a visitor who focuses it.
export const KEYS_TEXT =
  "Keys: Left and Right step through the points; Up and Down go between the series, " +
  "the axes and the legend; Home and End go to the ends; Escape leaves the points."

// A text as the value of an attribute in single quotes (JSON's many double quotes stay as they are).
const attributeText = (/** @type {string} */ text) =>
  text.replace(/&/g, "&amp;").replace(/'/g, "&#39;").replace(/</g, "&lt;")

// The most a chart's structure may add to its drawings' weight (gzipped, the drawings with it
// against the drawings alone): a tenth, and 2 KB at most (a heavy chart's figure keeps its
// BUDGET_BYTES).
export const READING_SHARE = 0.1
export const READING_MOST_BYTES = 2_000

/**
 * A chart's rows as its figure carries them for the page's reader (chart-reader.mjs): JSON, each
 * row's name, kind and the place of its axis or legend among the drawing's (whose labels the page
 * reads from it) or its points (a point: where its words are (wordsOf), the index of its mark
 * among the drawing's and its item's in it); `start`, the first series' row, where the keys begin. At most
 * reading.mjs's MAX_POINTS points, and fewer (every nth of a series) while they weigh more than
 * READING_SHARE of the drawings (`drawings`, their SVG) or READING_MOST_BYTES; past it at one
 * point a series, the first series only.
 * @param {import("./reading.mjs").Row[]} rows
 * @param {string} drawings
 * @param {{ withTitles: boolean, tables: DrawnTable[] }} figure
 */
function readingJson(rows, drawings, figure) {
  const alone = gzipSync(drawings).length
  const added = (/** @type {string} */ json) =>
    gzipSync(drawings + attributeText(json)).length - alone
  const limit = Math.min(READING_SHARE * alone, READING_MOST_BYTES)
  let most = MAX_POINTS
  let kept = rows
  let json = readingOf(boundedRows(kept, most), figure)
  while (added(json) > limit && (most > 1 || seriesCount(kept) > 1)) {
    // Fewer points a series, down to one; then the later half of the series (the data table
    // keeps them all).
    if (most > 1) most = Math.floor(most / 2)
    else kept = withFirstSeries(kept, Math.ceil(seriesCount(kept) / 2))
    json = readingOf(boundedRows(kept, most), figure)
  }
  return json
}

const seriesCount = (/** @type {import("./reading.mjs").Row[]} */ rows) =>
  rows.filter((row) => row.kind === "series").length

// The rows with their axes, their legends and their first `count` series.
/** @param {import("./reading.mjs").Row[]} rows @param {number} count */
function withFirstSeries(rows, count) {
  let series = 0
  return rows.filter((row) => row.kind !== "series" || (series += 1) <= count)
}

/**
 * Where the page reads a point's words: its title in the drawing (0) where the drawings hold the
 * tooltips as titles, else its row in the figure's data table ([table, row]) where it shows it,
 * else the words themselves.
 * @param {import("./reading.mjs").Point} point
 * @param {{ withTitles: boolean, tables: DrawnTable[] }} figure
 * @returns {0 | [number, number] | string}
 */
function wordsOf({ text, titled, datum }, { withTitles, tables }) {
  if (titled && withTitles) return 0
  for (const [table, { data }] of tables.entries()) {
    const row = data.indexOf(datum)
    if (row >= 0 && row < TABLE_ROWS) return [table, row]
  }
  return text
}

/**
 * @param {import("./reading.mjs").Row[]} bounded
 * @param {{ withTitles: boolean, tables: DrawnTable[] }} figure whether the drawings hold the
 *   tooltips as titles, and the data tables the figure shows
 */
function readingOf(bounded, figure) {
  const start = Math.max(
    0,
    bounded.findIndex((row) => row.kind === "series"),
  )
  return JSON.stringify({
    rows: bounded.map(({ name, kind, guide, points, sampled }) =>
      kind === "series"
        ? {
            n: name,
            k: kind,
            s: sampled,
            p: points.map((point) => [wordsOf(point, figure), ...point.mark]),
          }
        : { n: name, k: kind, g: guide },
    ),
    start,
  })
}

/**
 * The spec with the named data it reads (Vega-Lite's `"data": {"name": …}`) as its `datasets`: the
 * case study's results that its own `datasets` do not hold.
 * @param {Spec} spec
 * @param {Record<string, unknown[]>} namedData
 * @returns {Spec}
 */
function withNamedData(spec, namedData) {
  const own = spec.datasets ?? {}
  // A named data source is a name alone (and its format): data with a name and values or a file
  // is just named.
  const names = [
    ...new Set(
      dataObjects(spec)
        .filter((data) => Object.keys(data).every((key) => key === "name" || key === "format"))
        .map((data) => data.name)
        .filter((name) => typeof name === "string" && !(name in own)),
    ),
  ]
  if (names.length === 0) return spec
  const missing = names.filter((name) => !(name in namedData))
  if (missing.length)
    throw new ChartError(
      `its named data ${missing.map((name) => `"${name}"`).join(", ")} is no query's result: give the query whose result it draws id=${missing[0]}`,
    )
  return {
    ...spec,
    datasets: { ...Object.fromEntries(names.map((n) => [n, namedData[n]])), ...own },
  }
}

/**
 * A spec drawn for a desktop and for a phone (`narrow` null where the spec sets its own size: one
 * drawing serves both); or the ChartError that says why it cannot be, explained through Vega-Lite's
 * JSON schema where the compiler refused it.
 * @param {Spec} spec
 * @param {Widths} widths
 * @param {{ loader: import("vega").Loader, textMetrics: import("./text-metrics.mjs").TextMetrics, label: string, describedBy: string }} context
 * @returns {Promise<{ wide: ChartDrawing, narrow: ChartDrawing | null }>}
 */
async function drawnForBoth(spec, widths, context) {
  try {
    const wide = await drawing(spec, widths.wide, MIN_PANEL.wide, {
      ...context,
      config: wideConfig(widths.wide),
      id: "wide",
    })
    const phone = narrowConfig(widths.narrow)
    const { textMetrics } = context
    const narrow = hasOwnSize(spec)
      ? null
      : await drawing(
          withTitleWithin(spec, widths.narrow - 2 * SITE_PADDING, { config: phone, textMetrics }),
          widths.narrow,
          MIN_PANEL.narrow,
          { ...context, config: phone, id: "narrow" },
        )
    return { wide, narrow }
  } catch (error) {
    if (!(error instanceof ChartError)) throw error
    const cause = error.cause instanceof Error ? error.cause.message : error.message
    const reason = /^not valid Vega-Lite/.test(error.message)
      ? `not valid Vega-Lite: ${(await schemaProblem(spec)) ?? cause}`
      : error.message
    throw new ChartError(reason)
  }
}

/**
 * The drawings a figure shows, with their tooltips as titles or without: the desktop's alone where
 * there is no phone's of its own, else each for its screen.
 * @param {ChartDrawing} wide
 * @param {ChartDrawing | null} phone the phone's drawing, where it is not the desktop's
 * @param {Widths} widths
 * @param {boolean} titled
 */
function figureDrawings(wide, phone, widths, titled) {
  const picture = (/** @type {ChartDrawing} */ drawn) => ({
    ...drawn,
    svg: titled ? drawn.svg : drawn.untitledSvg,
  })
  return phone
    ? [
        { className: "chart-wide", ...picture(wide), scrolls: wide.width > widths.wide },
        { className: "chart-narrow", ...picture(phone), scrolls: phone.width > widths.narrow },
      ]
    : [{ className: "chart-drawing", ...picture(wide), scrolls: wide.width > widths.narrow }]
}

/** @typedef {ReturnType<typeof figureDrawings>} FigureDrawings */

/**
 * An interactive chart's live view: its spec file and the explorer's style sheet (put in
 * `assets`), and the button that loads them with the explorer (the page's click-to-load island);
 * no button where it has no live view, and `live` saying why.
 * @param {string[]} interactive the chart's interactions
 * @param {ChartDrawing} wide
 * @param {ChartDrawing | null} phone the phone's drawing, where it is not the desktop's
 * @param {{ loader: import("vega").Loader, alt: string, assetsUrl: string, assets: Map<string, Buffer> }} options
 */
async function liveView(interactive, wide, phone, { loader, alt, assetsUrl, assets }) {
  if (interactive.length === 0) return { live: null, explore: "" }
  const live = await liveSpecFile({ wide: wide.drawnSpec, narrow: phone?.drawnSpec }, loader)
  if (!("json" in live)) return { live, explore: "" }
  const name = `${fileStem(alt)}-${digest(live.json)}.json`
  assets.set(name, Buffer.from(live.json))
  assets.set(EXPLORER_CSS_NAME, EXPLORER_CSS)
  const explore =
    `<button type="button" class="chart-explore" ` +
    `data-load="${clickToLoad.name}" data-spec="${assetsUrl}/${name}" ` +
    `data-style-sheet="${assetsUrl}/${EXPLORER_CSS_NAME}">` +
    `Explore this chart</button><span class="chart-explore-error" role="status"></span>`
  return { live, explore }
}

/**
 * A chart's figure: its structure for the page's reader (`reading`), its drawings, its caption,
 * description and summary, the keys that read it and what they read, its buttons (its live view's,
 * its sound's) and its data table.
 * @param {FigureDrawings} drawings
 * @param {{ id: string, alt: string, description: string, descriptionId: string | null, summary: string, reading: string, controls: string, table: string }} parts
 */
function figureHtml(
  drawings,
  { id, alt, description, descriptionId, summary, reading, controls, table },
) {
  return (
    `<figure class="chart" id="${id}" data-reading='${attributeText(reading)}'>` +
    drawings
      .map(
        ({ className, svg }) =>
          // A drawing wider than its box scrolls inside it: the keyboard's steps bring the point
          // they read into view (chart-reader.mjs).
          `<div class="${className}">${svg}</div>`,
      )
      .join("") +
    `<figcaption><span class="chart-title">${escapeHtml(alt)}</span>` +
    (description ? `<span id="${descriptionId}">${escapeHtml(description)}</span>` : "") +
    `<span class="chart-summary" id="${id}-summary">${escapeHtml(summary)}</span></figcaption>` +
    `<p class="chart-keys" id="${id}-keys">${KEYS_TEXT}</p>` +
    `<p class="chart-announce" aria-live="polite"></p>${controls}${table}</figure>`
  )
}

/**
 * What the owner should hear of a drawn chart: its selections and inputs, which do nothing on the
 * page without a live view; its weight on the page past HEAVY_BYTES; what Vega said of it.
 * @param {{ interactive: string[], live: { problem: string } | { json: string } | null, drawings: FigureDrawings, wide: ChartDrawing, narrow: ChartDrawing | null }} drawn
 */
function chartNotes({ interactive, live, drawings, wide, narrow }) {
  const notes = []
  // Tooltips are in the picture; selections and bound inputs need the live view.
  const lost = interactive.filter((kind) => kind !== "tooltips")
  if (live && "problem" in live && lost.length)
    notes.push(
      `its ${lost.join(" and ")} do nothing on the page, where it is a picture, and it has no ` +
        `interactive view: ${live.problem}; say nothing in its caption that needs them`,
    )
  const weight = gzipSync(drawings.map(({ svg }) => svg).join("")).length
  if (weight > HEAVY_BYTES)
    notes.push(
      `it adds ${Math.round(weight / 1000)} KB (gzipped) to its page with ${wide.marks.toLocaleString("en")} marks: ` +
        `aggregate the data, sample it, or draw fewer marks`,
    )
  const said = [...wide.messages, ...(narrow?.messages ?? [])]
    .filter(({ text }) => !OURS.test(text))
    .map(({ text }) => text)
  for (const text of new Set(said)) notes.push(`Vega says: ${text}`)
  return notes
}

/**
 * A chart's HTML, drawn from its Vega-Lite spec (`given`, with `namedData`): its SVG for a desktop and for a phone (once,
 * when the two are the same), its caption (`alt`) and description (the spec's), and the data it
 * draws. Data and image paths are relative to `baseDir` and must be inside `contentDir`. `id`
 * makes the figure's ids unique on the page. An interactive chart gets the button that loads its
 * live view on a click (click-to-load.mjs), with the files it loads. Its text is measured by
 * `textMetrics` (by default a canvas's: text-metrics.mjs).
 * @param {Spec} given
 * @param {{ alt: string, id: string, baseDir: string, contentDir: string, widths: Widths, assetsUrl?: string, namedData?: Record<string, unknown[]>, textMetrics?: import("./text-metrics.mjs").TextMetrics }} options
 *   `namedData` the case study's named results (its SQL queries'), which a spec reads by name
 * @returns {Promise<{ html: string, assets: Map<string, Buffer>, notes: string[], drawings: Array<ChartDrawing & { className: string, scrolls: boolean }>, tables: DrawnTable[], summary: string, live: { interactions: string[], problem: string | null } }>}
 *   the HTML, the files to publish under `assetsUrl` by name, what the owner should hear of, the
 *   drawings and tables it is made of, and what interaction it has and why it has no live view
 */
export async function renderSpec(
  given,
  {
    alt,
    id,
    baseDir,
    contentDir,
    widths,
    assetsUrl = "/static/charts",
    namedData = {},
    textMetrics = canvasTextMetrics(),
  },
) {
  const named = dataProblems(given, baseDir, contentDir)
  if (named.length) throw new ChartError(named.join("; "))
  const spec = withNamedData(given, namedData)
  /** @type {Map<string, Buffer>} */
  const assets = new Map()
  /** @type {Set<string>} */
  const problems = new Set()
  const loader = siteLoader({ baseDir, contentDir, assetsUrl, assets, problems })
  const description = typeof spec.description === "string" ? spec.description : ""
  const descriptionId = description ? `${id}-description` : null
  // The owner's description first, then the build's summary, then the keys that read it.
  const describedBy = [descriptionId, `${id}-summary`, `${id}-keys`].filter(Boolean).join(" ")
  const context = { loader, textMetrics, label: alt, describedBy }
  const { wide, narrow } = await drawnForBoth(spec, widths, context)
  const ownTitles = withOwnTitles(spec)
  const tables = drawnTables(wide.vegaSpec, wide.view, ownTitles)
  const rows = chartRows(wide.drawnSpec, wide.view, ownTitles)
  const summary = chartSummary(wide.vegaSpec, rows)
  wide.view.finalize()
  narrow?.view.finalize()
  if (problems.size) throw new ChartError([...problems].join("; "))

  // Where the phone's drawing is the desktop's, it is drawn once.
  const phone = narrow && narrow.svg !== wide.svg ? narrow : null
  const tooltips = drawsTooltips(wide.vegaSpec)
  const interactive = [...interactions(spec), ...(tooltips ? ["tooltips"] : [])]
  const { live, explore } = await liveView(interactive, wide, phone, {
    loader,
    alt,
    assetsUrl,
    assets,
  })
  const table = dataTableHtml(tables, { alt, assetsUrl, assets })
  // A chart with points to hear gets its sound, loaded on the click (chart-sound.mjs).
  const listen = rows.some((row) => row.points.length)
    ? `<button type="button" class="chart-listen" data-load="${listenOnClick.name}">Listen to the chart</button>`
    : ""
  const controls = explore || listen ? `<p class="chart-controls">${explore}${listen}</p>` : ""
  const parts = { id, alt, description, descriptionId, summary, controls, table }
  // The figure of these drawings, with its structure (its words read from their titles where they
  // have them: `withTitles`).
  const figureOf = (/** @type {FigureDrawings} */ shown, /** @type {boolean} */ withTitles) =>
    figureHtml(shown, {
      ...parts,
      reading: readingJson(rows, shown.map(({ svg }) => svg).join(""), { withTitles, tables }),
    })

  const notes = []
  // The tooltips are in the picture while it keeps its budget; past it, they stay with the live
  // view.
  let drawings = figureDrawings(wide, phone, widths, true)
  let html = figureOf(drawings, tooltips)
  const titledWeight = gzipSync(html).length
  if (tooltips && titledWeight > BUDGET_BYTES) {
    drawings = figureDrawings(wide, phone, widths, false)
    html = figureOf(drawings, false)
    const past = `its tooltips would make it ${Math.round(titledWeight / 1000)} KB (gzipped), more than ${BUDGET_BYTES / 1000} KB`
    notes.push(
      explore
        ? `${past}: its picture leaves them out, and its live view (Explore this chart) shows them`
        : `${past}, and it has no live view${live && "problem" in live ? ` (${live.problem})` : ""}: ` +
            `its page shows no tooltips; aggregate or sample the data to keep them`,
    )
  }
  notes.push(...chartNotes({ interactive, live, drawings, wide, narrow }))
  return {
    html,
    assets,
    notes,
    drawings,
    tables,
    summary,
    live: { interactions: interactive, problem: live && "problem" in live ? live.problem : null },
  }
}

/**
 * A chart's HTML from its spec file (what the Markdown names), after the checks that need no Vega.
 * The spec is read from inside `specRoot` (the content folder unless given: a notebook's chart is
 * the build's file), its data from inside the content folder.
 * @param {string} specFile
 * @param {{ alt: string, id: string, contentDir: string, specRoot?: string, widths: Widths, assetsUrl?: string, namedData?: Record<string, unknown[]>, textMetrics?: import("./text-metrics.mjs").TextMetrics }} options
 */
export async function renderChart(specFile, options) {
  const specRoot = options.specRoot ?? options.contentDir
  const problems = specProblems(specFile, options.contentDir, specRoot)
  if (problems.length) throw new ChartError(problems.join("; "))
  const { text } = readContentText(specFile, siteFolderPlace(specRoot))
  const spec = JSON.parse(text ?? "")
  return renderSpec(spec, { ...options, baseDir: path.dirname(specFile) })
}

/**
 * Whether a drawn chart (renderSpec's or renderChart's result) has a live view, and its button.
 * @param {{ live: { interactions: string[], problem: string | null } }} chart
 */
export const hasLiveView = ({ live }) => live.interactions.length > 0 && live.problem === null

/**
 * A chart as a page takes it, from its spec file: its HTML, the files it publishes by name, what
 * the owner should hear, whether it has a live view, and its drawings (the SVGs its figure shows,
 * a desktop's first: what a share card draws again) and its summary; or the sentence that says
 * why it cannot be drawn. What the plugin's box runs, in a process of its own (chart-box.js):
 * plain values only.
 * @param {string} specFile
 * @param {Parameters<typeof renderChart>[1]} options
 * @returns {Promise<{ html: string, assets: Map<string, Buffer>, notes: string[], liveView: boolean, drawings: string[], summary: string, problem: null } | { problem: string }>}
 */
export async function chartForPage(specFile, options) {
  try {
    const chart = await renderChart(specFile, options)
    const { html, assets, notes, summary } = chart
    const drawings = chart.drawings.map(({ svg }) => svg)
    return { html, assets, notes, liveView: hasLiveView(chart), drawings, summary, problem: null }
  } catch (error) {
    if (error instanceof ChartError) return { problem: error.message }
    throw error
  }
}
