// @ts-check
// A page's share card: a 1200 x 630 PNG that reads on its own in a feed (LinkedIn, Slack, X). Its
// layout is satori's (flexbox, text wrapped and clamped with the fonts given, no browser), drawn by
// resvg with those fonts only (no system font, no network), and encoded by sharp: the same card
// gives the same bytes.
const { createHash } = require("node:crypto")
const { readdirSync, readFileSync } = require("node:fs")
const path = require("node:path")
const { Resvg } = require("@resvg/resvg-js")
const satori = require("satori").default
const sharp = require("sharp")
const { cardFonts } = require("./card-fonts")
const { cardElement } = require("./card-layout")
const { HEIGHT, WIDTH } = require("./size")

// What a card may weigh (the site's budget is 300 KB; a feed's limits are higher).
const MAX_BYTES = 250_000

/**
 * @typedef {import("./types").FontFile} FontFile
 * @typedef {import("./types").Colours} Colours
 * @typedef {import("./types").Visual} Visual
 * @typedef {import("./types").ShareCard} ShareCard
 */

/**
 * Renders share cards with `fonts` (TrueType or OpenType files: satori takes no WOFF2) and
 * `colours`: the function it returns draws a card; its `warmUp()` starts the libraries beforehand.
 * `readPicture` gives the bytes of a card's picture or photo by its path: the site reads the
 * owner's files through its guard (content-files), never this package. The card is laid out by
 * card-layout.js, its panel drawn by the module of its kind.
 * @param {{ fonts: FontFile[], colours: Colours, readPicture: (file: string) => Buffer }} options
 */
function createShareCardRenderer({ fonts, colours, readPicture }) {
  const { family, satoriFonts, resvgFonts } = cardFonts(fonts)
  const drawing = { colours, readPicture, resvgFonts }

  /**
   * The card as a PNG.
   * @param {ShareCard} card
   * @returns {Promise<Buffer>}
   */
  async function renderShareCard(card) {
    const root = await cardElement(card, drawing, family)
    const svg = await satori(/** @type {any} */ (root), {
      width: WIDTH,
      height: HEIGHT,
      fonts: satoriFonts,
    })
    const drawn = new Resvg(svg, { font: resvgFonts }).render()
    const pixels = sharp(drawn.pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 4 } })
    const png = await pixels.clone().removeAlpha().png({ compressionLevel: 9 }).toBuffer()
    // A card of photographs may weigh more than a feed should wait for: then in 256 colours.
    if (png.length <= MAX_BYTES) return png
    return pixels.removeAlpha().png({ palette: true, compressionLevel: 9, effort: 7 }).toBuffer()
  }

  /**
   * Starts what drawing a first card would: satori's layout engine and text shaping, resvg's
   * fonts, sharp. A build calls it once, so that each card's time is its own.
   */
  renderShareCard.warmUp = async () => {
    await renderShareCard({
      kicker: "",
      title: "Aa",
      visual: { kind: "facts", heading: "", rows: [{ strong: "1", text: "a" }] },
    })
  }

  return renderShareCard
}

// What draws the cards, for a cache of them: this package's modules and the versions of the
// libraries they call.
const RENDERER = createHash("sha256")
  .update(
    readdirSync(__dirname)
      .filter((name) => name.endsWith(".js"))
      .sort()
      .map((name) => readFileSync(path.join(__dirname, name), "utf8"))
      .join("\n"),
  )
  .update(
    ["satori", "@resvg/resvg-js", "sharp"]
      .map((name) => `${name}@${require(`${name}/package.json`).version}`)
      .join(" "),
  )
  .digest("hex")

// The module a process of its own runs to draw cards (engine.js), for engine-box.
const SHARE_CARD_ENGINE = path.join(__dirname, "engine.js")

module.exports = {
  createShareCardRenderer,
  SHARE_CARD: { width: WIDTH, height: HEIGHT },
  RENDERER,
  SHARE_CARD_ENGINE,
}
