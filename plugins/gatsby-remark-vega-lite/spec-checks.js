// @ts-check
// The checks of a chart's specification file that need no Vega: it is JSON, and its data are local
// CSV, TSV or JSON files inside the content folder, never a web address (content-files' rules).
// Shared by the build's content checks (gatsby/case-study-checks.ts), the notebook plugin's and the
// chart renderer (chart.mjs).
const path = require("node:path")
const {
  dataFileProblem,
  imageFile,
  imageProblem,
  locate,
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
 * What is wrong with the data files a spec names, relative to `baseDir`: on the web, outside the
 * content folder, missing, or not CSV, TSV or JSON.
 * @param {unknown} spec
 * @param {string} baseDir
 * @param {string} contentDir
 * @returns {string[]}
 */
function dataProblems(spec, baseDir, contentDir) {
  return dataObjects(spec).flatMap(({ url }) => {
    if (typeof url !== "string") return []
    const problem = dataFileProblem(url, {
      dir: baseDir,
      contentDir,
      extensions: ["CSV", "TSV", "JSON"],
      relativeTo: "the chart",
      save: "save the data beside the chart and name its file",
    })
    return problem ? [problem] : []
  })
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
