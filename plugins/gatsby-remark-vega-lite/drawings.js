// @ts-check
// A chart as other build code may draw it again (a page's share card): the drawings of a case
// study's first chart, read from the HTML this plugin wrote for it (chart.mjs's figure: a desktop's
// and a phone's SVG, or one for both), and a drawing with its colour tokens resolved, for a
// renderer without the page's style sheet.
// The first chart's figure and, in it, each drawing's SVG (Vega's SVG holds no nested <svg>).
const FIGURE = /<figure class="chart" id="[^"]*"[^>]*>([\s\S]*?)<figcaption>/
const DRAWING = /<div class="chart-(?:wide|narrow|drawing)"[^>]*>(<svg[\s\S]*?<\/svg>)<\/div>/g

/**
 * The SVG drawings of the first chart in a case study's HTML, a desktop's first; none without one.
 * @param {string} html
 * @returns {string[]}
 */
function firstChartDrawings(html) {
  const figure = FIGURE.exec(html)?.[1] ?? ""
  return [...figure.matchAll(DRAWING)].map((match) => match[1])
}

/**
 * A drawing with its colour tokens (`var(--colors-…)`) as the colours `colourOf` gives them; a
 * token it does not know stays.
 * @param {string} svg
 * @param {Readonly<Record<string, string>>} colourOf the tokens' colours, by custom property
 */
const withColours = (svg, colourOf) =>
  svg.replace(/var\((--[a-z0-9-]+)\)/g, (match, token) => colourOf[token] ?? match)

module.exports = { firstChartDrawings, withColours }
