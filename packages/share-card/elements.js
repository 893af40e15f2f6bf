// @ts-check
// The elements a card is laid out from, as satori takes them (React's shape, without React), and
// the pictures in them, as data addresses.

/** @typedef {{ type: string, props: Record<string, unknown> & { children?: unknown } }} Element */

/**
 * An element with its style and children.
 * @param {string} type
 * @param {Record<string, unknown>} style
 * @param {...unknown} children
 * @returns {Element}
 */
const h = (type, style, ...children) => ({
  type,
  props: { style, children: children.length === 1 ? children[0] : children },
})

/** An image element, its `src` a data address. @param {Record<string, unknown>} props @returns {Element} */
const img = (props) => ({ type: "img", props })

/** A PNG as a data address. @param {Buffer} png */
const dataUrl = (png) => `data:image/png;base64,${png.toString("base64")}`

module.exports = { dataUrl, h, img }
