// One Vega-Lite chart of a case study, drawn at build time by Vega-Lite's compiler and Vega's own
// renderer into accessible SVG, with the chart's data as a table beside it. No chart code, spec
// or data reaches the page's scripts.
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import Ajv from "ajv"
import { createCanvas } from "@napi-rs/canvas"
import * as vega from "vega"
import { compile } from "vega-lite"
import specChecks from "./spec-checks.js"

const { dataObjects, specProblems } = specChecks
const requireHere = createRequire(import.meta.url)

// Vega measures text with a canvas, and estimates it without one (labels then overlap or get cut):
// @napi-rs/canvas, installed from npm with its binary, gives it real measurements.
const measure = createCanvas(1, 1).getContext("2d")
vega.textMetrics.width = (item, text) => {
  measure.font = vega.font(item)
  return measure.measureText(text == null ? "" : String(text).trim()).width
}

// The widths a chart is drawn at, in CSS pixels: the case study's column inside the chart's box on
// a desktop, and on a phone (src/styles/prose.ts shows one or the other).
const CHART_WIDTHS = { wide: 672, narrow: 280 }

// Colours that stand for the page's colour tokens: Vega draws with them, and the SVG then names the
// token instead (`style="fill:var(--colors-text)"`), so the chart follows the page's colour scheme
// without a rebuild or a script. A spec's own colours are not among them and stay as written.
const CATEGORY_TOKENS = Array.from({ length: 8 }, (_, i) => `--colors-chart-${i}`)
const stand = (index) => `#0000${(index + 1).toString(16).padStart(2, "0")}`
const tokenOf = new Map(
  ["--colors-text", "--colors-text-muted", "--colors-border", ...CATEGORY_TOKENS].map(
    (token, index) => [stand(index), token],
  ),
)
const colour = (token) => [...tokenOf].find(([, name]) => name === token)[0]
const categories = CATEGORY_TOKENS.map(colour)

const FONT_SIZE = 12
const font = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif'

// The site's chart style; the spec's own config wins over it.
const siteConfig = {
  aria: false,
  background: null,
  font,
  padding: 4,
  view: { stroke: null },
  mark: { color: categories[0] },
  range: { category: categories },
  axis: {
    labelColor: colour("--colors-text-muted"),
    titleColor: colour("--colors-text"),
    gridColor: colour("--colors-border"),
    domainColor: colour("--colors-text-muted"),
    tickColor: colour("--colors-text-muted"),
    labelFontSize: FONT_SIZE,
    titleFontSize: FONT_SIZE,
    titleFontWeight: 600,
  },
  legend: {
    labelColor: colour("--colors-text-muted"),
    titleColor: colour("--colors-text"),
    labelFontSize: FONT_SIZE,
    titleFontSize: FONT_SIZE,
  },
  header: {
    labelColor: colour("--colors-text"),
    titleColor: colour("--colors-text"),
    labelFontSize: FONT_SIZE,
    titleFontSize: FONT_SIZE,
  },
  title: {
    color: colour("--colors-text"),
    fontSize: 14,
    subtitleColor: colour("--colors-text-muted"),
  },
  text: { color: colour("--colors-text"), fontSize: FONT_SIZE },
}

export class ChartError extends Error {}

// The fields the chart encodes, in the order they appear: the data table's columns.
function encodedFields(value) {
  if (!value || typeof value !== "object") return []
  if (Array.isArray(value)) return value.flatMap(encodedFields)
  return Object.entries(value).flatMap(([key, item]) => {
    if (["encoding", "facet"].includes(key) && item && typeof item === "object")
      return Object.entries(item).flatMap(([channel, definition]) =>
        channel === "tooltip" ? [] : fieldsOfChannel(definition),
      )
    return ["data", "datasets", "config"].includes(key) ? [] : encodedFields(item)
  })
}

const fieldsOfChannel = (definition) =>
  Array.isArray(definition)
    ? definition.flatMap(fieldsOfChannel)
    : typeof definition?.field === "string"
      ? [definition.field, ...fieldsOfChannel(definition.condition ?? [])]
      : typeof definition === "object" && definition
        ? Object.values(definition).flatMap((inner) =>
            typeof inner === "object" && inner && "field" in inner ? fieldsOfChannel(inner) : [],
          )
        : []

// The chart's rows as its data file writes them, for the data table.
function rowsOf(spec, specFile) {
  const data = dataObjects(spec)[0]
  if (!data) return []
  if (Array.isArray(data.values)) return data.values
  if (typeof data.name === "string" && Array.isArray(spec.datasets?.[data.name]))
    return spec.datasets[data.name]
  if (typeof data.url !== "string") return []
  const type = data.format?.type ?? path.extname(data.url).slice(1).toLowerCase()
  const text = readFileSync(path.resolve(path.dirname(specFile), data.url), "utf8")
  try {
    return vega.read(text, { ...data.format, type })
  } catch (error) {
    throw new ChartError(`its data "${data.url}" cannot be read as ${type}: ${error.message}`)
  }
}

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"]/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c],
  )

const cell = (value) =>
  value instanceof Date
    ? value.toISOString().slice(0, 10)
    : value === null || value === undefined
      ? ""
      : typeof value === "object"
        ? JSON.stringify(value)
        : String(value)

function dataTable(rows, fields) {
  const columns = [...new Set(fields)].filter((field) => rows.some((row) => field in row))
  if (columns.length === 0 || rows.length === 0) return ""
  const head = columns.map((column) => `<th scope="col">${escapeHtml(column)}</th>`).join("")
  const body = rows
    .map((row) => `<tr>${columns.map((c) => `<td>${escapeHtml(cell(row[c]))}</td>`).join("")}</tr>`)
    .join("")
  return (
    `<details class="chart-data"><summary>Show the data</summary>` +
    `<div class="chart-table" tabindex="0"><table><thead><tr>${head}</tr></thead>` +
    `<tbody>${body}</tbody></table></div></details>`
  )
}

// Why Vega-Lite's JSON schema refuses a spec the compiler could not compile, in one sentence, or
// null when the schema accepts it. Loaded only then: the schema takes seconds to compile.
let validate
function schemaProblem(spec) {
  validate ??= new Ajv({ strict: false, validateFormats: false }).compile(
    JSON.parse(readFileSync(requireHere.resolve("vega-lite/vega-lite-schema.json"), "utf8")),
  )
  if (validate(spec)) return null
  const errors = validate.errors ?? []
  const deepest = Math.max(...errors.map((error) => error.instancePath.length))
  const at = errors.filter((error) => error.instancePath.length === deepest)
  const allowed = [
    ...new Set(
      at.flatMap(
        ({ params }) =>
          params.allowedValues ?? ("allowedValue" in params ? [params.allowedValue] : []),
      ),
    ),
  ]
  const where = at[0].instancePath
    ? `"${at[0].instancePath.slice(1).replace(/\//g, ".")}"`
    : "the spec"
  const value = at[0].instancePath
    .split("/")
    .slice(1)
    .reduce((inner, key) => inner?.[key], spec)
  return allowed.length
    ? `${where} must be one of ${allowed.map((v) => JSON.stringify(v)).join(", ")}, got ${JSON.stringify(value)}`
    : `${where} ${at[0].message}`
}

// A view that fits the column, unless the spec sets its own width or is a composition (facets,
// concatenations, repeats), which keeps the sizes it asks for.
function sized(spec, width) {
  const composed = ["facet", "repeat", "concat", "hconcat", "vconcat"].some((key) => key in spec)
  if (composed || typeof spec.width === "number") return spec
  return { ...spec, width, autosize: { type: "fit", contains: "padding" } }
}

// The sentinel colours as tokens, one style attribute per element; numbers to two decimals.
function themed(svg) {
  return svg.replace(/<(\w+)((?:\s[^>]*?)?)(\/?)>/g, (tag, name, attributes, selfClosing) => {
    const styles = []
    const rest = attributes.replace(
      /\s(fill|stroke)="(#[0-9a-f]{6})"/gi,
      (match, property, value) => {
        const token = tokenOf.get(value.toLowerCase())
        if (!token) return match
        styles.push(`${property}:var(${token})`)
        return ""
      },
    )
    const shorter = rest
      .replace(/\s(role|aria-[a-z]+)="[^"]*"/g, "")
      .replace(/(\d+\.\d\d)\d+/g, "$1")
    const style = styles.length ? ` style="${styles.join(";")}"` : ""
    return `<${name}${shorter}${style}${selfClosing}>`
  })
}

async function svgOf(spec, width, specFile, label, descriptionId) {
  let vegaSpec
  try {
    vegaSpec = compile(sized(spec, width), { config: siteConfig }).spec
  } catch (error) {
    throw new ChartError(`not valid Vega-Lite: ${schemaProblem(spec) ?? error.message}`)
  }
  const loader = vega.loader({ mode: "file", baseURL: `${path.dirname(path.resolve(specFile))}/` })
  try {
    const view = new vega.View(vega.parse(vegaSpec), { renderer: "none", loader })
    const svg = themed(await view.toSVG())
    view.finalize()
    const attributes = `role="img" aria-label="${escapeHtml(label)}"${descriptionId ? ` aria-describedby="${descriptionId}"` : ""}`
    return svg.replace(/^<svg /, `<svg ${attributes} `)
  } catch (error) {
    throw new ChartError(`Vega could not draw it: ${error.message}`)
  }
}

// The chart's HTML: its SVG for a desktop and for a phone, its caption (the image's text) and
// description (the spec's), and its data. `id` makes the description's id unique on the page.
export async function renderChart(specFile, { alt, id, contentDir }) {
  const problems = specProblems(specFile, contentDir)
  if (problems.length) throw new ChartError(problems.join("; "))
  const spec = JSON.parse(readFileSync(specFile, "utf8"))
  const rows = rowsOf(spec, specFile)
  const description = typeof spec.description === "string" ? spec.description : ""
  const descriptionId = description ? `${id}-description` : null
  const [wide, narrow] = await Promise.all(
    [CHART_WIDTHS.wide, CHART_WIDTHS.narrow].map((width) =>
      svgOf(spec, width, specFile, alt, descriptionId),
    ),
  )
  const narrowWidth = Number(/width="([\d.]+)"/.exec(narrow)?.[1] ?? 0)
  // A chart wider than a phone's column scrolls inside its box: a keyboard must reach it.
  const scrolls = narrowWidth > CHART_WIDTHS.narrow ? ' tabindex="0"' : ""
  return (
    `<figure class="chart" id="${id}">` +
    `<div class="chart-wide">${wide}</div>` +
    `<div class="chart-narrow"${scrolls}>${narrow}</div>` +
    `<figcaption><span class="chart-title">${escapeHtml(alt)}</span>` +
    (description ? `<span id="${descriptionId}">${escapeHtml(description)}</span>` : "") +
    `</figcaption>${dataTable(rows, encodedFields(spec))}</figure>`
  )
}
