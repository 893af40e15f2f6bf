// @ts-check
// A notebook's SVG figures drawn in a box of their own: the same picture as in the build's
// process, and a figure past its limits left out with one sentence naming its notebook and cell,
// the next one drawn: node --test plugins/.
import assert from "node:assert/strict"
import { createRequire } from "node:module"
import { describe, it } from "node:test"
import { notebookToMarkdown } from "../convert.mjs"
import { svgToPng } from "../svg-picture.mjs"

const requireHere = createRequire(import.meta.url)
/** @type {typeof import("../svg-box")} */
const { svgDrawer } = requireHere("../svg-box")

const figure =
  '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="15"><rect width="10" height="10" fill="red"/></svg>'
// 300 bytes that make resvg take gigabytes for minutes: a blur and a morphology of a large radius.
const runaway =
  '<svg xmlns="http://www.w3.org/2000/svg" width="2048" height="2048"><filter id="f" x="-10" y="-10" width="20" height="20"><feGaussianBlur stdDeviation="500"/><feMorphology radius="1000"/></filter><rect filter="url(#f)" width="2048" height="2048"/></svg>'

// A code cell whose one output is the SVG `svg`, with its alt text.
const svgCell = (/** @type {string} */ svg) => ({
  cell_type: "code",
  metadata: {},
  execution_count: 1,
  source: "#| fig-alt: A figure\nSVG()",
  outputs: [
    { output_type: "display_data", metadata: {}, data: { "image/svg+xml": svg, "text/plain": "" } },
  ],
})

describe("an SVG figure drawn in a box", () => {
  it("is the same picture as drawn in the build's process", async () => {
    const drawer = svgDrawer({ fontFiles: [] })
    try {
      assert.deepEqual(await drawer.drawSvg(figure), await svgToPng(figure, []))
      await assert.rejects(drawer.drawSvg("<svg><rect"), {
        message:
          "it is not an SVG picture resvg can read (SVG data parsing failed cause the root node was opened but never closed)",
      })
    } finally {
      await drawer.close()
    }
  })

  it("past its memory, is left out with one sentence naming its notebook and cell; the next is drawn", async () => {
    const drawer = svgDrawer({ fontFiles: [], limits: { seconds: 60, megabytes: 300 } })
    /** @type {Buffer[]} */
    const published = []
    const files = {
      image: async () => "output.png",
      chart: async () => "chart.vl.json",
      publish: async (/** @type {Buffer} */ bytes) => {
        published.push(bytes)
        return `/static/notebooks/figure-${published.length}.png`
      },
      drawSvg: drawer.drawSvg,
    }
    try {
      const notebook = /** @type {import("../notebook.js").Notebook} */ ({
        nbformat: 4,
        nbformat_minor: 5,
        metadata: {},
        cells: [svgCell(runaway), { ...svgCell(figure), execution_count: 2 }],
      })
      const { markdown, warnings } = await notebookToMarkdown(notebook, {
        name: "study.ipynb",
        files,
        linkProblem: () => null,
      })
      assert.deepEqual(warnings, [
        "study.ipynb, cell 1: its SVG figure is not shown: it needs more than 300 MB of memory to draw: save it as PNG too",
      ])
      assert.deepEqual(published, [(await svgToPng(figure, [])).png])
      assert.match(markdown, /figure-1\.png/)
    } finally {
      await drawer.close()
    }
  })
})
