// @ts-check
// A dashboard's frame as a part of the page that loads on a click (gatsby-plugin-static-by-default's
// click-to-load): the name its button carries (data-load, index.js), and what a click does. The
// site's click-to-load island imports this; embed.mjs loads on the first click.
export const name = "dashboard"

/** @param {HTMLButtonElement} button a dashboard's "Load the interactive dashboard" */
export const load = (button) => import("./embed.mjs").then((embed) => embed.load(button))
