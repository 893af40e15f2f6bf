import { useIsland } from "gatsby-plugin-static-by-default/island"

// Declares the island of a page whose case study holds parts that load on a click (a dashboard's
// frame, a chart's live view): their buttons are in the case study's HTML, made by the plugins
// that own them, drawn from the first paint; the island (island.ts) answers their clicks. Its mark
// is an empty template, which shows nothing.
export function ClickToLoad() {
  return <template {...useIsland("click-to-load")} />
}
