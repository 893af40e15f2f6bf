// @ts-check
// A notebook's Markdown, for the site's content checks, which read it as Gatsby's Markdown parser
// will, in a process of their own, before anything else parses it: its page made as the build
// makes it (convert.mjs, which parses each cell as it goes), but keeping nothing (its outputs'
// files named, never written; its SVG figures never drawn); and the Markdown this plugin's checks
// parse (checks.js): its Markdown cells and its Markdown outputs.
import path from "node:path"
import caseStudy from "case-study"
import contentFiles from "content-files"
import { notebookToMarkdown } from "./convert.mjs"
import notebookFormat from "./notebook.js"

const { loadCaseStudyOf } = caseStudy
const { linkProblem } = contentFiles
const { isMarkdown, joined, outputShown, outputsOf } = notebookFormat

/** @type {import("./outputs.mjs").OutputFiles} */
const UNWRITTEN = {
  image: async (_bytes, extension) => `output${extension}`,
  chart: async () => "chart.vl.json",
  publish: async (_bytes, extension) => `/static/notebooks/output${extension}`,
  drawSvg: async () => ({ png: Buffer.alloc(0), width: 1, height: 1 }),
}

/**
 * The Markdown of the notebook `notebookFile` (a path inside `contentDir`): `page`, the Markdown
 * gatsby-transformer-remark is given for it, and `parts`, the Markdown of its cells and outputs
 * that the checks parse one by one; none for a file that is not a notebook, which the checks name.
 * @param {string} notebookFile
 * @param {string} contentDir
 * @returns {Promise<{ page: string, parts: string[] } | { page: null, parts: [] }>}
 */
export async function notebookMarkdown(notebookFile, contentDir) {
  const { notebook } = loadCaseStudyOf(notebookFile, contentDir, "notebook")
  if (!notebook) return { page: null, parts: [] }
  const place = { dir: path.dirname(notebookFile), contentDir }
  const { markdown } = await notebookToMarkdown(notebook, {
    name: notebookFile,
    files: UNWRITTEN,
    linkProblem: (url) => linkProblem(url, place),
  })
  const parts = notebook.cells.flatMap((cell) =>
    isMarkdown(cell)
      ? [joined(cell.source)]
      : outputsOf(cell).flatMap((output) => {
          const shown = outputShown(output)
          return shown.kind === "markdown" ? [shown.text] : []
        }),
  )
  return { page: markdown, parts }
}
