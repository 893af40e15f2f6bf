// @ts-check What the share cards' process runs (engine-box starts it, with SHARE_CARD_ENGINE: the
// site's gatsby/share-cards/share-cards.ts): one renderer, made once for the fonts and colours it
// is given, draws each card with the bytes of the pictures the card names, which the caller read
// (through its guard) and sent with it. The process reads no picture itself.
const { createShareCardRenderer } = require("./index")

/**
 * @typedef {Omit<Parameters<typeof createShareCardRenderer>[0], "readPicture">} Setup the fonts
 *   and colours
 * @typedef {Map<string, Buffer>} Pictures a card's pictures by the path it names
 */

/** @type {{ key: string, render: ReturnType<typeof createShareCardRenderer> } | null} */
let made = null
/** @type {Pictures} */
let pictures = new Map()

/** @param {string} file */
function readPicture(file) {
  const bytes = pictures.get(file)
  if (!bytes) throw new Error(`the picture ${file} was not given with the card`)
  return bytes
}

/** @param {Setup} setup */
function rendererFor(setup) {
  const key = JSON.stringify(setup)
  if (made?.key !== key) made = { key, render: createShareCardRenderer({ ...setup, readPicture }) }
  return made.render
}

/**
 * A card as a PNG (index.js's renderer), with its pictures.
 * @param {Setup} setup
 * @param {import("./index").ShareCard} card
 * @param {Pictures} given
 */
async function drawShareCard(setup, card, given) {
  pictures = given
  return rendererFor(setup)(card)
}

/** Starts the libraries, as the renderer's `warmUp`. @param {Setup} setup */
const warmUp = (setup) => rendererFor(setup).warmUp()

module.exports = { drawShareCard, warmUp }
