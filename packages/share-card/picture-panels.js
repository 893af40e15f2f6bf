// @ts-check
// The panels of the owner's pictures: a picture, whole and framed, and the owner's photo, in a
// circle. The pictures' bytes come from the caller (`readPicture`), which reads them through its
// guard; sharp opens them.
const { MAX_IMAGE_PIXELS } = require("content-files")
const sharp = require("sharp")
const { dataUrl, img } = require("./elements")
const { centred, fitted, framed } = require("./panel-frame")
const { PANEL } = require("./size")

/**
 * An owner's picture in sharp, which refuses one past the content's pixel limit before decoding it:
 * a second wall behind the content checks (content-files' MAX_IMAGE_PIXELS).
 * @param {Buffer} bytes
 */
const ownerPicture = (bytes) => sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })

/**
 * A picture (its bytes) cropped to `width` x `height` around its centre, as a PNG.
 * @param {Buffer} bytes @param {number} width @param {number} height
 */
const cropped = (bytes, width, height) =>
  ownerPicture(bytes)
    .rotate()
    .resize(width, height, { fit: "cover", position: "centre" })
    .png()
    .toBuffer()

/**
 * The owner's photo, in a circle ringed with the accent.
 * @param {import("./types").PhotoVisual} visual
 * @param {import("./types").Drawing} drawing
 */
async function photoPanel({ file }, { colours, readPicture }) {
  const side = PANEL.width - 40
  const png = await cropped(readPicture(file), side, side)
  return centred(
    img({
      src: dataUrl(png),
      width: side,
      height: side,
      style: {
        borderRadius: side / 2,
        border: `10px solid ${colours.surface}`,
        boxShadow: `0 0 0 4px ${colours.accent}`,
      },
    }),
  )
}

/**
 * A picture, whole (turned as its EXIF says), framed.
 * @param {import("./types").PictureVisual} visual
 * @param {import("./types").Drawing} drawing
 */
async function picturePanel({ file }, { colours, readPicture }) {
  const bytes = readPicture(file)
  const { width = 1, height = 1 } = await ownerPicture(bytes).rotate().metadata()
  const box = fitted(width, height)
  const png = await ownerPicture(bytes)
    .rotate()
    .resize(box.width - 4, box.height - 4, { fit: "fill" })
    .png()
    .toBuffer()
  return framed(png, box.width, box.height, colours.surface, colours.border)
}

module.exports = { cropped, photoPanel, picturePanel }
