// A case study's charts, read point by point with the keyboard (or a tap): the reader's code
// (gatsby-remark-vega-lite/chart-reader) loads on the first focus or tap of a chart, once a page,
// and then reads every chart of the page, the tap that loaded it too.
// A chart's drawing: the reader reads the drawing, and loads for it alone (not for the figure's
// buttons, whose own code loads on their click).
const CHART = "figure[data-reading] [data-chart-drawing]"

export default function start() {
  let loading: Promise<unknown> | undefined
  // A tap that comes before the reader has started is read once it has.
  let started = false
  let tapped: EventTarget | null = null
  const load = () =>
    (loading ??= import("gatsby-remark-vega-lite/chart-reader").then(({ startReaders }) => {
      started = true
      startReaders(tapped)
    }))
  const onUse = (event: Event) => {
    if (!(event.target instanceof Element && event.target.closest(CHART))) return
    if (event.type === "click" && !started) tapped = event.target
    void load()
  }
  document.addEventListener("focusin", onUse)
  document.addEventListener("pointerdown", onUse)
  document.addEventListener("click", onUse)
  // The focus that started the page's islands may be a chart's already.
  if (document.activeElement?.closest(CHART)) void load()
}
