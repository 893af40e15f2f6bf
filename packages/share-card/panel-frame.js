// @ts-check
// What the panels that show a picture share: the box a picture fits into whole, and the framed box
// it is shown in, centred in the panel.
const { dataUrl, h, img } = require("./elements")
const { PANEL } = require("./size")

/**
 * Centred in the panel.
 * @param {import("./elements").Element} child
 */
const centred = (child) =>
  h(
    "div",
    {
      display: "flex",
      width: PANEL.width,
      height: PANEL.height,
      alignItems: "center",
      justifyContent: "center",
    },
    child,
  )

/**
 * A picture or a chart, whole, in a framed box as wide as the panel (or as tall), centred in it.
 * @param {Buffer} png its pixels, the box's size less its border
 * @param {number} width @param {number} height the box's size
 * @param {string} background
 * @param {string} border the frame's colour
 */
const framed = (png, width, height, background, border) =>
  centred(
    h(
      "div",
      {
        display: "flex",
        boxSizing: "border-box",
        width,
        height,
        borderRadius: 24,
        overflow: "hidden",
        background,
        border: `2px solid ${border}`,
      },
      img({ src: dataUrl(png), width: width - 4, height: height - 4 }),
    ),
  )

/** The box a picture `width` x `height` fits into, whole. @param {number} width @param {number} height */
function fitted(width, height) {
  const scale = Math.min(PANEL.width / width, PANEL.height / height)
  return { width: Math.round(width * scale), height: Math.round(height * scale) }
}

module.exports = { centred, fitted, framed }
