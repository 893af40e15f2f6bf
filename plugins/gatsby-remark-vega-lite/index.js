// @ts-check
// Charts in case studies: a Markdown image whose target ends in .vl.json, alone in its paragraph,
// is a Vega-Lite chart, drawn here at build time into the page's HTML (chart.mjs). A chart that
// cannot be drawn stops the build with one line per problem naming the case study and the chart.
const path = require("node:path")
const { isChart } = require("./spec-checks")

/** @typedef {{ type: string, url?: string, alt?: string, value?: string, children?: MarkdownNode[] }} MarkdownNode */

/** @param {MarkdownNode} node @returns {MarkdownNode[]} */
const parentsOf = (node) => [
  ...(node.children?.length ? [node] : []),
  ...(node.children ?? []).flatMap(parentsOf),
]

/**
 * @param {{ markdownAST: MarkdownNode, markdownNode: { parent: string }, getNode: (id: string) => any, reporter: { panicOnBuild: (message: string) => void } }} api
 * @param {{ contentDir: string }} options
 */
module.exports = async ({ markdownAST, markdownNode, getNode, reporter }, { contentDir }) => {
  const markdownFile = getNode(markdownNode.parent).absolutePath
  const charts = parentsOf(markdownAST).flatMap((parent) =>
    (parent.children ?? []).flatMap((paragraph, index) => {
      const [image] = paragraph.children ?? []
      const alone = paragraph.type === "paragraph" && paragraph.children?.length === 1
      return alone && image.type === "image" && isChart(image.url ?? "")
        ? [{ parent, index, image }]
        : []
    }),
  )
  if (charts.length === 0) return markdownAST
  const { renderChart, ChartError } = await import("./chart.mjs")
  const problems = []
  for (const [number, { parent, index, image }] of charts.entries()) {
    const url = image.url ?? ""
    try {
      const html = await renderChart(path.resolve(path.dirname(markdownFile), decodeURI(url)), {
        alt: image.alt ?? "",
        id: `chart-${number + 1}`,
        contentDir: path.resolve(contentDir),
      })
      if (parent.children) parent.children[index] = { type: "html", value: html }
    } catch (error) {
      if (!(error instanceof ChartError)) throw error
      problems.push(`${markdownFile}, chart "${url}": ${error.message}`)
    }
  }
  if (problems.length)
    reporter.panicOnBuild(
      `The charts of a case study have ${problems.length} problem${problems.length > 1 ? "s" : ""} (see content/README.md, "Charts"):\n- ${problems.join("\n- ")}`,
    )
  return markdownAST
}
