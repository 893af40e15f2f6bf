// @ts-check
// The panel of a chart: of its drawings (a desktop's and a phone's), the one that fills the panel
// best, drawn whole by resvg with the card's fonts on the `figure` colour, with a margin, framed.
const { Resvg } = require("@resvg/resvg-js")
const sharp = require("sharp")
const { fitted, framed } = require("./panel-frame")

// The room around the drawing, in its own pixels.
const MARGIN = 24

/**
 * An SVG's size, from its root's width and height (a chart's drawing sets both, in pixels).
 * @param {string} svg
 * @returns {[number, number]}
 */
function sizeOf(svg) {
  const root = /^<svg\b[^>]*>/.exec(svg)?.[0] ?? ""
  const size = (/** @type {string} */ name) =>
    Number(new RegExp(`\\s${name}="([\\d.]+)"`).exec(root)?.[1] ?? 0)
  return [size("width") || 1, size("height") || 1]
}

/**
 * The drawing that fills the panel best, with its width and the box it is shown in.
 * @param {string[]} drawings
 */
function bestDrawing(drawings) {
  const [best] = drawings
    .map((svg) => {
      const [width, height] = sizeOf(svg)
      const box = fitted(width + 2 * MARGIN, height + 2 * MARGIN)
      return { svg, width, box }
    })
    .sort((a, b) => b.box.width * b.box.height - a.box.width * a.box.height)
  return best
}

/**
 * @param {import("./types").ChartVisual} visual
 * @param {import("./types").Drawing} drawing
 */
async function chartPanel({ drawings }, { colours, resvgFonts }) {
  const best = bestDrawing(drawings)
  const { width, box } = best
  // Pictures a drawing links to (image marks) are not drawn: resvg would read them from disk.
  const svg = best.svg.replace(/<image\b[^>]*>(?:<\/image>)?/g, "")
  const zoom = (box.width - 4) / (width + 2 * MARGIN)
  const chart = new Resvg(svg, {
    fitTo: { mode: "zoom", value: zoom },
    background: colours.figure,
    font: resvgFonts,
  })
    .render()
    .asPng()
  const edge = Math.round(MARGIN * zoom)
  const png = await sharp(chart)
    .extend({ top: edge, bottom: edge, left: edge, right: edge, background: colours.figure })
    .resize(box.width - 4, box.height - 4, { fit: "fill" })
    .png()
    .toBuffer()
  return framed(png, box.width, box.height, colours.figure, colours.border)
}

module.exports = { chartPanel }
