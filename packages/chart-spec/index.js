// @ts-check The checks of a chart's specification file that need no Vega: it is JSON, its data are
// local CSV, TSV or JSON files inside the content folder, never a web address (content-files'
// rules), and what it generates itself (a sequence) is of a size a chart can draw. Shared by the
// build's content checks (gatsby/case-studies/case-study-checks.ts), the charts plugin
// (gatsby-remark-vega-lite, whose renderer checks a spec with them), the notebook plugin (a chart
// output) and the queries plugin (the named data a chart reads): a package below all three, so that
// none of them imports another.
const path = require("node:path")
const {
  dataFileProblem,
  imageFile,
  imageProblem,
  locate,
  nestingDepth,
  readContentFile,
  refusalText,
  siteFolderPlace,
} = require("content-files")

/**
 * Every `data` object of a spec, its layers, concatenations and facets included.
 * @param {unknown} value
 * @returns {Array<Record<string, any>>}
 */
function dataObjects(value) {
  if (!value || typeof value !== "object") return []
  if (Array.isArray(value)) return value.flatMap(dataObjects)
  return Object.entries(value).flatMap(([key, item]) =>
    key === "data" && item && typeof item === "object"
      ? [item, ...dataObjects(item)]
      : key === "datasets"
        ? []
        : dataObjects(item),
  )
}

// The deepest a spec's lists and objects may nest: a chart's spec nests a few levels (a layer's
// encoding's scale's domain is six), and every walk of it, here and in Vega-Lite, is recursive: a
// spec nested 20,000 deep, a few kilobytes of brackets, would overflow the stack of each.
const MAX_SPEC_DEPTH = 100

// The most rows (or values) a spec may generate itself: a sequence of them, aggregated, draws in
// a second or so. What it makes of them is bounded by the chart's process (chart-box.js).
const MAX_GENERATED = 1_000_000

/**
 * The rows a sequence `{ start, stop, step }` makes, as Vega counts them; 0 for one Vega refuses.
 * @param {Record<string, unknown>} sequence
 */
function sequenceLength({ start, stop, step = 1 }) {
  if (typeof start !== "number" || typeof stop !== "number" || typeof step !== "number") return 0
  const length = Math.ceil((stop - start) / step)
  return Number.isFinite(length) && length > 0 ? length : 0
}

/**
 * What is wrong with what a spec generates itself, a number of its own that Vega would fill memory
 * with before drawing anything: a data sequence, or an impute's key values, too long.
 * @param {unknown} value
 * @returns {string[]}
 */
function generatorProblems(value) {
  if (!value || typeof value !== "object") return []
  if (Array.isArray(value)) return value.flatMap(generatorProblems)
  return Object.entries(value).flatMap(([key, item]) => {
    const made = (/** @type {string} */ what, /** @type {number} */ count) =>
      count > MAX_GENERATED
        ? [
            `its ${what} ${count.toLocaleString("en")} rows, more than a chart may make (${MAX_GENERATED.toLocaleString("en")} at most): make fewer`,
          ]
        : []
    // Rows given as they are generate nothing.
    if (key === "values" || key === "datasets") return []
    if (key === "sequence" && item && typeof item === "object" && !Array.isArray(item))
      return made("sequence makes", sequenceLength(item))
    if (key === "keyvals" && item && typeof item === "object" && !Array.isArray(item))
      return made("impute's keyvals make", sequenceLength(item))
    return generatorProblems(item)
  })
}

/**
 * What is wrong with a chart's specification file, if anything, one sentence per problem. The spec
 * is read from inside `specRoot` (the content folder, unless the build wrote the spec: a
 * notebook's chart), its data from inside the content folder.
 * @param {string} specFile
 * @param {string} contentDir
 * @param {string} [specRoot]
 * @returns {string[]}
 */
function specProblems(specFile, contentDir, specRoot = contentDir) {
  const { file, refusal } = locate(specFile, siteFolderPlace(specRoot))
  if (refusal !== null)
    return [
      `the file ${refusalText(refusal, { contentDir: specRoot, relativeTo: "the case study" })}`,
    ]
  let spec
  try {
    spec = JSON.parse(readContentFile(file, specRoot).toString("utf8"))
  } catch (error) {
    return [`not JSON (${error instanceof Error ? error.message : error})`]
  }
  if (!spec || typeof spec !== "object" || Array.isArray(spec))
    return ["not a Vega-Lite specification, which is a JSON object"]
  return dataProblems(spec, path.dirname(specFile), contentDir)
}

/**
 * What is wrong with the data files a spec names, relative to `baseDir` (content-files' one check
 * of a data file: on the web, outside the content folder, missing, too big, or not CSV, TSV or
 * JSON), and with the data it generates itself; or,
 * before any walk of it, that it nests deeper than MAX_SPEC_DEPTH.
 * @param {unknown} spec
 * @param {string} baseDir
 * @param {string} contentDir
 * @returns {string[]}
 */
function dataProblems(spec, baseDir, contentDir) {
  if (nestingDepth(spec, MAX_SPEC_DEPTH) > MAX_SPEC_DEPTH)
    return [
      `its lists and objects nest more than ${MAX_SPEC_DEPTH} deep, deeper than a chart's spec needs: flatten it`,
    ]
  const files = dataObjects(spec).flatMap(({ url }) => {
    if (typeof url !== "string") return []
    const problem = dataFileProblem(url, { dir: baseDir, contentDir, reader: "chart" })
    return problem ? [problem] : []
  })
  return [...files, ...generatorProblems(spec)]
}

// A chart is an image whose target ends in .vl.json.
/** @param {string} url */
const isChart = (url) => /\.vl\.json$/i.test(url)

/**
 * What is wrong with an image of a case study (Markdown's or a notebook's), if anything: a chart's
 * spec file, or a picture (content-files' imageProblem), inside the content folder.
 * @param {string} url
 * @param {{ dir: string, contentDir: string }} place the folder the path is relative to
 * @returns {string | null}
 */
function imageOrChartProblem(url, place) {
  if (!isChart(url)) return imageProblem(url, place)
  const { file, problem, refusal } = imageFile(url, place)
  if (refusal === "missing")
    return `the chart "${url}": the file does not exist (its path is relative to the case study)`
  if (file === null) return problem
  const problems = specProblems(file, place.contentDir)
  return problems.length ? `the chart "${url}": ${problems.join("; ")}` : null
}

module.exports = { dataObjects, dataProblems, imageOrChartProblem, isChart, specProblems }
