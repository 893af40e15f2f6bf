// npm run gallery -- <folder of .vl.json specs> [--data <folder>]
//
// Draws every Vega-Lite spec in a folder as a case study's chart (plugins/gatsby-remark-vega-lite),
// and, beside it, as Vega-Lite and Vega draw it plainly, and prints a Markdown table of both: whether
// it was drawn or refused and why, its widths (a desktop's and a phone's column, against Vega's own),
// its marks against Vega's, its table's rows, its weight and the time it took. For Vega-Lite's own
// example gallery (examples/specs in the vega/vega-lite repository), whose data is the npm package
// vega-datasets (the default --data): a corpus no one here wrote.
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"
import { gzipSync } from "node:zlib"
import { drawPlain, renderSpec, vega } from "gatsby-remark-vega-lite/chart"
import { CHART_WIDTHS } from "../src/lib/column-widths.mjs"

// vega-datasets' folder: its data/ is where the gallery's "data/cars.json" lies.
const datasets = path.resolve(fileURLToPath(import.meta.resolve("vega-datasets")), "../..")
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { data: { type: "string", default: datasets } },
})
const [folder] = positionals
if (!folder) {
  console.error("Usage: npm run gallery -- <folder of .vl.json specs> [--data <folder>]")
  process.exit(2)
}
const dataDir = path.resolve(values.data)

const timed = async (work) => {
  const started = performance.now()
  const result = await work()
  return { result, ms: performance.now() - started }
}

// Vega's own drawing of the spec: its width and marks.
async function plain(spec) {
  const loader = vega.loader({ mode: "file", baseURL: `${dataDir}/` })
  const { result, ms } = await timed(() => drawPlain(spec, { loader }))
  result.view.finalize()
  return { width: result.width, marks: result.marks, ms }
}

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
  return {
    widths: result.drawings.map((drawing) => drawing.width),
    marks: result.drawings[0].marks,
    rows: result.tables.reduce((sum, table) => sum + table.rows.length, 0),
    kb: gzipSync(result.html).length / 1000,
    ms,
    notes: result.notes,
  }
}

const files = readdirSync(folder)
  .filter((file) => file.endsWith(".vl.json"))
  .sort()
const rows = []
for (const file of files) {
  const name = file.replace(/\.vl\.json$/, "")
  const spec = JSON.parse(readFileSync(path.join(folder, file), "utf8"))
  const row = { name }
  try {
    row.plain = await plain(spec)
  } catch (error) {
    row.plainError = error.message
  }
  try {
    row.ours = await ours(spec, name)
  } catch (error) {
    row.error = error.message
  }
  rows.push(row)
}

const drawn = rows.filter((row) => row.ours)
const fits = ({ ours: { widths } }) =>
  widths.length === 1
    ? widths[0] <= CHART_WIDTHS.wide
    : widths[0] <= CHART_WIDTHS.wide && widths[1] <= CHART_WIDTHS.narrow
const sameMarks = drawn.filter((row) => row.plain && row.plain.marks === row.ours.marks)
const cell = (text) => String(text).replace(/\|/g, "\\|").replace(/\n/g, " ")
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
const weights = drawn.map((r) => r.ours.kb).sort((a, b) => a - b)
console.log(
  `- weight, gzipped: median ${weights[Math.floor(weights.length / 2)]?.toFixed(1)} KB, ` +
    `largest ${weights.at(-1)?.toFixed(1)} KB; time: median ` +
    `${round(drawn.map((r) => r.ours.ms).sort((a, b) => a - b)[Math.floor(drawn.length / 2)] ?? 0)} ms`,
)
console.log(
  "\n| spec | drawn | widths (desktop, phone) | Vega's width | marks (ours, Vega's) | table rows | KB gz | ms | notes |",
)
console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
for (const row of rows) {
  const vegaWidth = row.plain ? round(row.plain.width) : `error: ${cell(row.plainError)}`
  if (!row.ours) {
    console.log(`| ${row.name} | refused: ${cell(row.error)} | | ${vegaWidth} | | | | | |`)
    continue
  }
  const { widths, marks, rows: tableRows, kb, ms, notes } = row.ours
  console.log(
    `| ${row.name} | yes | ${widths.map(round).join(", ")}${widths.length === 1 ? " (once)" : ""} | ` +
      `${vegaWidth} | ${marks}, ${row.plain?.marks ?? "?"} | ${tableRows} | ${kb.toFixed(1)} | ` +
      `${round(ms)} | ${cell(notes.join("; "))} |`,
  )
}
