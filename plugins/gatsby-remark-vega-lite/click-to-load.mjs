// @ts-check
// A chart's live view as a part of the page that loads on a click (gatsby-plugin-static-by-default's
// click-to-load): the name its button carries (data-load, chart.mjs), and what a click does. The
// site's click-to-load island imports this; the explorer (Vega's runtime) loads on the first click.
export const name = "chart"

/** @param {HTMLButtonElement} button a chart's "Explore this chart" */
export const load = (button) => import("./explorer.mjs").then(({ explore }) => explore(button))
