// @ts-check
// The checks of a chart's specification file that need no Vega: it is JSON, and its data are local
// CSV, TSV or JSON files inside the content folder, never a web address (a chart must not change
// after the build, or break when someone else's server is down). Shared by the build's content
// checks (build/case-study-checks.ts) and the chart renderer (chart.mjs).
const { readFileSync, statSync } = require("node:fs")
const path = require("node:path")

// A web address (https:, data:, //host), not a path.
/** @param {string} url */
const hasScheme = (url) => /^[a-z][a-z0-9+.-]*:|^\/\//i.test(url)

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
 * Whether `file` is `root` or inside it (both absolute).
 * @param {string} root
 * @param {string} file
 */
const isInside = (root, file) => {
  const inside = path.relative(root, file)
  return !inside.startsWith("..") && !path.isAbsolute(inside)
}

/** @param {string} file */
const isFile = (file) => {
  try {
    return statSync(file).isFile()
  } catch {
    return false
  }
}

/**
 * What is wrong with a chart's specification file, if anything, one sentence per problem.
 * @param {string} specFile
 * @param {string} contentDir
 * @returns {string[]}
 */
function specProblems(specFile, contentDir) {
  if (!isFile(specFile)) return ["the file does not exist (its path is relative to the case study)"]
  let spec
  try {
    spec = JSON.parse(readFileSync(specFile, "utf8"))
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
    if (hasScheme(url))
      return [
        `its data "${url}" is a web address: save the data beside the chart and name its file`,
      ]
    const file = path.resolve(baseDir, url)
    if (!isInside(path.resolve(contentDir), file))
      return [`its data "${url}" is outside ${contentDir}/`]
    if (!isFile(file))
      return [`its data "${url}" does not exist (its path is relative to the chart)`]
    return /\.(csv|tsv|json)$/i.test(url)
      ? []
      : [`its data "${url}" is not a CSV, TSV or JSON file`]
  })
}

// A chart is an image whose target ends in .vl.json.
/** @param {string} url */
const isChart = (url) => /\.vl\.json$/i.test(url)

module.exports = { dataObjects, dataProblems, hasScheme, isChart, isInside, specProblems }
