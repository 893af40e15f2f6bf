// @ts-check
// A chart's spec nested deeper than any chart needs is refused as the chart's problem, before any
// walk of it (each recursive, here and in Vega-Lite) could overflow its stack; a notebook's chart
// output is checked the same way (node --test packages/).
import assert from "node:assert/strict"
import { mkdtempSync, truncateSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import path from "node:path"
import { describe, it } from "node:test"

const requireHere = createRequire(import.meta.url)
/** @type {typeof import("../index.js")} */
const { dataProblems, imageOrChartProblem } = requireHere("../index.js")

const deep = `its lists and objects nest more than 100 deep, deeper than a chart's spec needs: flatten it`

// A spec whose usermeta nests `depth` lists, as text (JSON.stringify itself overflows on one).
const specText = (/** @type {number} */ depth) =>
  `{"mark":"bar","data":{"values":[{"a":1}]},"usermeta":${"[".repeat(depth)}${"]".repeat(depth)}}`

describe("a chart's spec nested too deep", () => {
  it("is refused in one sentence naming the chart, in milliseconds", () => {
    const contentDir = mkdtempSync(path.join(tmpdir(), "content-"))
    writeFileSync(path.join(contentDir, "deep.vl.json"), specText(20_000))
    writeFileSync(path.join(contentDir, "fine.vl.json"), specText(90))
    const place = { dir: contentDir, contentDir }
    assert.equal(imageOrChartProblem("deep.vl.json", place), `the chart "deep.vl.json": ${deep}`)
    assert.equal(imageOrChartProblem("fine.vl.json", place), null)
  })

  it("is refused as a notebook's chart output too", () => {
    const contentDir = mkdtempSync(path.join(tmpdir(), "content-"))
    assert.deepEqual(dataProblems(JSON.parse(specText(20_000)), contentDir, contentDir), [deep])
  })
})

describe("a chart's data files", () => {
  it("go through content-files' one check of a data file, as a query's do, in the chart's words", () => {
    const contentDir = mkdtempSync(path.join(tmpdir(), "content-"))
    writeFileSync(path.join(contentDir, "big.csv"), "a\n")
    truncateSync(path.join(contentDir, "big.csv"), 51 * 1024 * 1024)
    writeFileSync(path.join(contentDir, "binary.json"), Buffer.from([0x7b, 0, 0x7d]))
    writeFileSync(path.join(contentDir, "fine.csv"), "a\n1\n")
    const problems = (/** @type {string} */ url) =>
      dataProblems({ data: { url }, mark: "bar" }, contentDir, contentDir)
    assert.deepEqual(problems("big.csv"), [
      'its data "big.csv" is 51 MB, too big for a repository (50 MB at most): save a sample of it, or the aggregate the chart draws',
    ])
    assert.deepEqual(problems("binary.json"), [
      'its data "binary.json" is not a JSON file: it is not text',
    ])
    assert.deepEqual(problems("../x.csv"), [
      `its data "../x.csv" is outside ${contentDir}/: a chart reads only the content folder's files`,
    ])
    assert.deepEqual(problems("fine.csv"), [])
  })
})
