// @ts-check
// A chart's drawing as other build code may draw it again (a page's share card, from the drawings
// the plugin hands out: first-chart.js), with its colour tokens resolved, for a renderer without
// the page's style sheet.

/**
 * A drawing with its colour tokens (`var(--colors-…)`) as the colours `colourOf` gives them; a
 * token it does not know stays.
 * @param {string} svg
 * @param {Readonly<Record<string, string>>} colourOf the tokens' colours, by custom property
 */
const withColours = (svg, colourOf) =>
  svg.replace(/var\((--[a-z0-9-]+)\)/g, (match, token) => colourOf[token] ?? match)

module.exports = { withColours }
