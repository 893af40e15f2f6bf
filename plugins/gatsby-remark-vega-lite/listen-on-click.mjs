// @ts-check
// A chart's sound as a part of the page that loads on a click (gatsby-plugin-static-by-default's
// click-to-load): the name its button carries (data-load, chart.mjs), and what a click does. The
// site's click-to-load island imports this; the sound's code (chart-sound.mjs) loads on the first
// click, never before.
export const name = "chart-sound"

/** @param {HTMLButtonElement} button a chart's "Listen to the chart" */
export const load = (button) => import("./chart-sound.mjs").then(({ listen }) => listen(button))
