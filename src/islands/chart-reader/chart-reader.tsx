import { useIsland } from "gatsby-plugin-static-by-default/island"

// Declares the island of a page whose case study draws charts: each chart's drawing is one tab stop
// in the case study's HTML (gatsby-remark-vega-lite), and its module (island.ts) loads the code that
// reads it point by point on a chart's first focus or tap. Its mark is an empty template.
export function ChartReader() {
  return <template {...useIsland("chart-reader")} />
}
