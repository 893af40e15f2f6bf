// @ts-check
// What stops a notebook from becoming a case study, one sentence per problem: node --test plugins/.
import assert from "node:assert/strict"
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import path from "node:path"
import { describe, it } from "node:test"

const require = createRequire(import.meta.url)
const { notebookFindings, notebookProblems } = require("../checks.js")

const OWNER = 'the case study of project 2 "Demand Forecast"'

// A content folder with the notebook `study.ipynb` (JSON, or text as it is) and a picture.
// A PNG of one pixel: the checks read a picture's type and size from its first bytes.
const PNG_BASE64 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="
const PNG = Buffer.from(PNG_BASE64, "base64")

/**
 * A notebook as these tests write it: JSON, valid or not.
 * @typedef {Record<string, any>} Json
 */

/** @param {Json | string} notebook */
function problemsOf(notebook) {
  const content = mkdtempSync(path.join(tmpdir(), "notebook-content-"))
  mkdirSync(path.join(content, "studies", "figures"), { recursive: true })
  writeFileSync(path.join(content, "studies", "figures", "here.png"), PNG)
  writeFileSync(path.join(content, "studies", "notes.txt"), "not a picture")
  const file = path.join(content, "studies", "study.ipynb")
  writeFileSync(file, typeof notebook === "string" ? notebook : JSON.stringify(notebook))
  return { problems: notebookProblems(file, content, OWNER), file, content }
}

const notebook = (/** @type {Json[]} */ cells) => ({
  nbformat: 4,
  nbformat_minor: 5,
  metadata: {},
  cells: cells.map((cell, index) => ({ id: `c${index}`, metadata: {}, ...cell })),
})
const code = (/** @type {Json[]} */ outputs, metadata = {}) => ({
  cell_type: "code",
  source: "x",
  execution_count: 1,
  outputs,
  metadata,
})
const markdown = (/** @type {string} */ source, extra = {}) => ({
  cell_type: "markdown",
  source,
  ...extra,
})
const stdout = { output_type: "stream", name: "stdout", text: "ok\n" }
const display = (/** @type {Json} */ data) => ({ output_type: "display_data", metadata: {}, data })

describe("notebookProblems", () => {
  it("accepts a notebook that was run and saved", () => {
    assert.deepEqual(problemsOf(notebook([markdown("## Hi"), code([stdout])])).problems, [])
  })

  it("refuses text that is not JSON, saying where", () => {
    const { problems, file } = problemsOf('{\n  "cells": [\n    {,\n')
    assert.deepEqual(problems, [
      `${file} (${OWNER}): not JSON at line 3, column 6: save it again from Jupyter`,
    ])
  })

  it("refuses a notebook older than nbformat 4, and one that is not a notebook", () => {
    const old = problemsOf({ nbformat: 3, nbformat_minor: 0, worksheets: [], cells: [] })
    assert.deepEqual(old.problems, [
      `${old.file} (${OWNER}): a notebook of nbformat 3: open it in Jupyter (4 or later) and save it again`,
    ])
    const invalid = problemsOf(notebook([{ cell_type: "code", source: "x", outputs: [stdout] }]))
    assert.match(
      invalid.problems[0],
      /^.*study\.ipynb \(.*\): not a valid Jupyter notebook \(nbformat 4\.5\): cell 1 must have required property 'execution_count': save it again from Jupyter$/,
    )
  })

  it("reads a notebook of format 4.0 to 4.3 by its own version's schema, as Jupyter does", () => {
    // Cells had no ids before 4.5.
    const older = (/** @type {number} */ minor, /** @type {Json[]} */ cells) => {
      const saved = { ...notebook(cells), nbformat_minor: minor }
      const withoutId = (/** @type {Json} */ cell) =>
        Object.fromEntries(Object.entries(cell).filter(([key]) => key !== "id"))
      return { ...saved, cells: saved.cells.map(withoutId) }
    }
    for (const minor of [0, 1, 2, 3])
      assert.deepEqual(
        problemsOf(older(minor, [markdown("## Hi"), code([stdout])])).problems,
        [],
        `4.${minor}`,
      )
    // Ids came with 4.5, which requires them.
    assert.match(
      problemsOf(older(5, [markdown("## Hi"), code([stdout])])).problems[0],
      /\(nbformat 4\.5\): cell 1 must have required property 'id'/,
    )
  })

  it("reads NaN and Infinity where Python's JSON writes them, and nowhere else", () => {
    const chart = display({
      "application/vnd.vegalite.v5+json": { data: { values: [{ a: 1, b: 0 }] }, mark: "point" },
    })
    const text = JSON.stringify(
      notebook([markdown("NaN and Infinity, in words"), code([chart])]),
    ).replace('"b":0', '"b":NaN,"c":-Infinity')
    assert.deepEqual(problemsOf(text).problems, [])
    const cut = problemsOf('{"cells": [NaN,')
    assert.deepEqual(cut.problems, [
      `${cut.file} (${OWNER}): not JSON at its end (it is cut short): save it again from Jupyter`,
    ])
  })

  it("refuses a notebook never run", () => {
    const { problems, file } = problemsOf(notebook([markdown("## Hi"), code([]), code([])]))
    assert.deepEqual(problems, [
      `${file} (${OWNER}): none of its code cells has an output: run it and save it (the page shows the outputs saved in the notebook; the build never runs it)`,
    ])
  })

  it("refuses an error output, unless the cell is tagged raises-exception", () => {
    const error = { output_type: "error", ename: "KeyError", evalue: "'region'", traceback: [] }
    const { problems, file } = problemsOf(notebook([code([stdout]), code([error])]))
    assert.deepEqual(problems, [
      `${file}, cell 2 (${OWNER}): it stops with KeyError: 'region': fix it and run the notebook again, or tag the cell raises-exception to show the error, folded`,
    ])
    const tagged = notebook([code([stdout]), code([error], { tags: ["raises-exception"] })])
    assert.deepEqual(problemsOf(tagged).problems, [])
  })

  it("gives each problem's cell by its index, and none for the whole notebook's", () => {
    const error = { output_type: "error", ename: "KeyError", evalue: "'region'", traceback: [] }
    const { file, content } = problemsOf(notebook([markdown("## Hi"), code([error])]))
    assert.deepEqual(
      notebookFindings(file, content, OWNER).map(({ cell }) => cell),
      [1],
    )
    const neverRun = problemsOf(notebook([code([])]))
    assert.deepEqual(
      notebookFindings(neverRun.file, neverRun.content, OWNER).map(({ cell }) => cell),
      [null],
    )
  })

  it("refuses an output that needs JavaScript, unless it carries an image or is removed", () => {
    const plotly = display({
      "application/vnd.plotly.v1+json": {},
      "text/html": "<div id='p'></div><script>Plotly.newPlot('p')</script>",
    })
    const { problems, file } = problemsOf(notebook([code([plotly])]))
    assert.deepEqual(problems, [
      `${file}, cell 1 (${OWNER}): its output is a Plotly figure, which needs JavaScript to show: save a static image of it too, make it an Altair (Vega-Lite) chart, or tag the cell remove-output`,
    ])
    const bokeh = display({
      "text/html": "<div class='bk-root' id='b'></div><script>Bokeh.embed()</script>",
    })
    assert.match(
      problemsOf(notebook([code([bokeh])])).problems[0],
      /its output is HTML that needs its scripts/,
    )
    const withImage = display({ "application/vnd.plotly.v1+json": {}, "image/png": PNG_BASE64 })
    assert.deepEqual(problemsOf(notebook([code([withImage])])).problems, [])
    const vega = display({ "application/vnd.vega.v5+json": {}, "text/plain": "<Vega 5 object>" })
    assert.match(
      problemsOf(notebook([code([vega])])).problems[0],
      /its output is a Vega chart \(not Vega-Lite\), which needs JavaScript to show/,
    )
    const removed = notebook([code([plotly], { tags: ["remove-output"] })])
    assert.deepEqual(problemsOf(removed).problems, [])
  })

  it("refuses a chart whose data is on the web, naming the cell, before Gatsby starts", () => {
    const chart = display({
      "application/vnd.vegalite.v5+json": {
        data: { url: "https://cdn.jsdelivr.net/npm/vega-datasets@1/data/cars.json" },
        mark: "point",
      },
    })
    const { problems, file } = problemsOf(notebook([code([stdout]), code([chart])]))
    assert.deepEqual(problems, [
      `${file}, cell 2 (${OWNER}): its chart's data "https://cdn.jsdelivr.net/npm/vega-datasets@1/data/cars.json" is a web address: save the data beside the chart and read it by its path, or give Altair the data frame itself`,
    ])
  })

  it("refuses Altair's HTML when the chart cannot be read from it, naming the fix", () => {
    const broken = display({
      "text/html": "<div id='altair-viz'></div><script>vegaEmbed('#altair-viz', spec)</script>",
    })
    const { problems } = problemsOf(notebook([code([broken])]))
    assert.match(
      problems[0],
      /cell 1 .*: its Altair chart cannot be read from the HTML it was saved as: add alt\.renderers\.enable\("mimetype"\)/,
    )
  })

  it("refuses a Markdown cell's image that is missing, on the web, not an image, or an attachment it lacks or cannot show", () => {
    const { problems, file } = problemsOf(
      notebook([
        markdown("![here](figures/here.png) ![gone](figures/gone.png) ![plot](notes.txt)"),
        markdown("![web](https://example.org/x.png)"),
        markdown("![pasted](attachment:image.png)", {
          attachments: { "other.png": { "image/png": PNG_BASE64 } },
        }),
        markdown('<img src="figures/absent.png" width="300">'),
        markdown("![page](attachment:page.html) ![drawn](attachment:drawn.svg)", {
          attachments: {
            "page.html": { "text/html": "PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==" },
            "drawn.svg": { "image/svg+xml": "PHN2Zy8+" },
          },
        }),
        code([stdout]),
      ]),
    )
    assert.deepEqual(problems, [
      `${file}, cell 1 (${OWNER}): the image "figures/gone.png" does not exist (its path is relative to the case study)`,
      `${file}, cell 1 (${OWNER}): the image "notes.txt" is not a JPEG, PNG, WebP or AVIF image`,
      `${file}, cell 2 (${OWNER}): the image "https://example.org/x.png" is a web address: put the file beside the case study and link it by its path`,
      `${file}, cell 3 (${OWNER}): the image "attachment:image.png" is not among the cell's attachments`,
      `${file}, cell 4 (${OWNER}): the image "figures/absent.png" does not exist (its path is relative to the case study)`,
      `${file}, cell 5 (${OWNER}): the image "attachment:page.html" is pasted as text/html, which the page does not show: paste it as a PNG, JPEG or SVG picture`,
    ])
  })
})
