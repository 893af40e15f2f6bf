// @ts-check
// What a chart's live view (explorer.mjs) is drawn from: the Vega specs the build drew (a desktop's
// and a phone's), each with its data files read into it as values. So the browser asks for nothing
// but this file, and parses no CSV (d3-dsv's CSV parser compiles code, which the site's
// Content-Security-Policy forbids).
import { gzipSync } from "node:zlib"
import { read } from "vega"

/** @typedef {Record<string, any>} VegaJson a compiled Vega spec, or a group or mark of one */

// The most a chart's live spec may weigh, gzipped: a visitor's second chart loads no more.
export const LIVE_BYTES = 25_000
// The data formats read into values: JSON and TopoJSON as they are, read back in their format;
// delimited text as its rows of text, read back as JSON (with the spec's parsing of its fields).
const JSON_FORMATS = new Set(["json", "topojson"])
const TEXT_FORMATS = new Set(["csv", "tsv", "dsv"])

/**
 * The spec with its data files as values, or why it cannot have them.
 * @param {VegaJson} vegaSpec
 * @param {import("vega").Loader} loader
 * @returns {Promise<{ spec: VegaJson } | { problem: string }>}
 */
async function withValues(vegaSpec, loader) {
  const spec = structuredClone(vegaSpec)
  /** @type {VegaJson[]} */
  const datasets = []
  /** @type {string[]} */
  const problems = []
  const visit = (/** @type {VegaJson} */ group) => {
    datasets.push(...(group.data ?? []))
    for (const mark of group.marks ?? []) {
      // An image's file is the build's copy, whose address only the build's drawing knows.
      if (mark.type === "image") problems.push("it draws pictures")
      // To assistive technology the live chart is one named thing, as its picture is one image.
      mark.aria = false
      if (mark.type === "group") visit(mark)
    }
  }
  visit(spec)
  for (const data of datasets) {
    if (data.url === undefined) continue
    const type = data.format?.type ?? "json"
    if (typeof data.url !== "string" || !(JSON_FORMATS.has(type) || TEXT_FORMATS.has(type))) {
      problems.push(`its data "${data.name}" is not a CSV, TSV, JSON or TopoJSON file`)
      continue
    }
    const text = String(await loader.load(data.url, { context: "dataflow", response: type }))
    if (JSON_FORMATS.has(type)) data.values = JSON.parse(text)
    else {
      const { delimiter, ...format } = data.format ?? {}
      data.values = read(text, { type, delimiter })
      data.format = { ...format, type: "json" }
    }
    delete data.url
  }
  return problems.length ? { problem: [...new Set(problems)].join(" and ") } : { spec }
}

/**
 * The live spec file of a chart drawn as `drawings` ({ wide, narrow }, narrow absent where one
 * drawing serves both), as JSON; or why it has none.
 * @param {{ wide: VegaJson, narrow?: VegaJson }} drawings
 * @param {import("vega").Loader} loader
 * @returns {Promise<{ json: string } | { problem: string }>}
 */
export async function liveSpecFile(drawings, loader) {
  /** @type {Record<string, VegaJson>} */
  const specs = {}
  for (const [key, drawn] of Object.entries(drawings)) {
    if (!drawn) continue
    const made = await withValues(drawn, loader)
    if ("problem" in made) return made
    specs[key] = made.spec
  }
  const json = JSON.stringify(specs)
  const bytes = gzipSync(json).length
  if (bytes > LIVE_BYTES)
    return {
      problem: `its data makes it ${Math.round(bytes / 1000)} KB (gzipped), more than ${LIVE_BYTES / 1000} KB`,
    }
  return { json }
}
