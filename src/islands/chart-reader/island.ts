// A case study's charts, read point by point with the keyboard (or a tap): the reader's code
// (gatsby-remark-vega-lite/chart-reader) loads on the first focus or tap of a chart, once a page,
// and then reads every chart of the page.
const CHART = "figure[data-reading]"

export default function start() {
  let loading: Promise<unknown> | undefined
  const load = () =>
    (loading ??= import("gatsby-remark-vega-lite/chart-reader").then(({ startReaders }) =>
      startReaders(),
    ))
  const onUse = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(CHART)) void load()
  }
  document.addEventListener("focusin", onUse)
  document.addEventListener("pointerdown", onUse)
  // The focus that started the page's islands may be a chart's already.
  if (document.activeElement?.closest(CHART)) void load()
}
