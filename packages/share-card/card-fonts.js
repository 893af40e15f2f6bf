// @ts-check
// The fonts a card is drawn with, set up once for a renderer: satori lays the words out with the
// files' data under one family name, and resvg draws with these files only (no system font).
const { readFileSync } = require("node:fs")

/** @typedef {import("./types").FontFile} FontFile */

// The family the card's elements name; satori knows the files by it.
const FAMILY = "Card Sans"

/**
 * The fonts as satori and resvg take them.
 * @param {FontFile[]} fonts TrueType or OpenType files (satori takes no WOFF2)
 * @returns {{ family: string, satoriFonts: Array<{ name: string, data: Buffer, weight: 400 | 700, style: "normal" }>, resvgFonts: import("./types").ResvgFonts }}
 */
function cardFonts(fonts) {
  const satoriFonts = fonts.map(({ file, weight }) => ({
    name: FAMILY,
    data: readFileSync(file),
    weight,
    style: /** @type {const} */ ("normal"),
  }))
  // resvg draws with these files only; a family the SVG names that they lack (a chart's
  // system-ui) falls back to the first of them.
  const fallback = fontFamily(fonts[0].file)
  const resvgFonts = {
    loadSystemFonts: /** @type {const} */ (false),
    fontFiles: fonts.map(({ file }) => file),
    defaultFontFamily: fallback,
    sansSerifFamily: fallback,
  }
  return { family: FAMILY, satoriFonts, resvgFonts }
}

/**
 * The family name (name ID 1) of a TrueType or OpenType file, from its `name` table.
 * @param {string} file
 */
function fontFamily(file) {
  const font = readFileSync(file)
  const tables = font.readUInt16BE(4)
  for (let index = 0; index < tables; index++) {
    const record = 12 + index * 16
    if (font.toString("latin1", record, record + 4) !== "name") continue
    const table = font.readUInt32BE(record + 8)
    const count = font.readUInt16BE(table + 2)
    const strings = table + font.readUInt16BE(table + 4)
    for (let entry = 0; entry < count; entry++) {
      const at = table + 6 + entry * 12
      const [platform, , , nameId, length, offset] = [0, 2, 4, 6, 8, 10].map((o) =>
        font.readUInt16BE(at + o),
      )
      if (nameId !== 1 || platform !== 3) continue
      return Buffer.from(font.subarray(strings + offset, strings + offset + length))
        .swap16()
        .toString("utf16le")
    }
  }
  throw new Error(`${file}: no font family name`)
}

module.exports = { cardFonts }
