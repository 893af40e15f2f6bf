// @ts-check
// A page's share card: a 1200 x 630 PNG that reads on its own in a feed (LinkedIn, Slack, X). Its
// layout is satori's (flexbox, text wrapped and clamped with the fonts given, no browser), drawn by
// resvg with those fonts only (no system font, no network), and encoded by sharp: the same card
// gives the same bytes.
const { createHash } = require("node:crypto")
const { readFileSync } = require("node:fs")
const path = require("node:path")
const { Resvg } = require("@resvg/resvg-js")
const { MAX_IMAGE_PIXELS } = require("content-files")
const satori = require("satori").default
const sharp = require("sharp")

const WIDTH = 1200
const HEIGHT = 630
const PADDING = 64
// What a card may weigh (the site's budget is 300 KB; a feed's limits are higher).
const MAX_BYTES = 250_000
// The right-hand panel, where the chart, the picture or the facts are.
const PANEL = { width: 500, height: HEIGHT - 2 * PADDING }

/**
 * @typedef {{ file: string, weight: 400 | 700 }} FontFile
 * @typedef {{ background: string, surface: string, border: string, heading: string, text: string, textMuted: string, primaryText: string, accent: string, accentGradient: string, track: string, figure: string }} Colours
 *   `figure` the ground charts are drawn on
 * @typedef {{ kind: "chart", drawings: string[] } | { kind: "picture", file: string } | { kind: "photo", file: string } | { kind: "facts", heading: string, rows: Array<{ strong: string, text: string }>, layout?: "counts" | "names", bar?: { label: string, value: number } }} Visual
 *   a chart's drawings (SVG, a desktop's and a phone's: the one that fills the panel best, whole,
 *   on white), a picture (whole, framed), the owner's photo (in a
 *   circle), or lines of facts (counts: a number and its noun; names: a name and a line under it)
 *   with an optional bar (a level, 0 to 100)
 * @typedef {{ kicker: string, title: string, subtitle?: string | null, chips?: string[], byline?: { name: string, role: string, photo?: string | null }, visual: Visual }} ShareCard
 *   `chips` a few words set apart at the foot (the first four: a home page's skills)
 *   `byline` the owner's name, role and photo, under the words (the home page's card, whose title is
 *   the owner's name, has none)
 * @typedef {{ type: string, props: Record<string, unknown> & { children?: unknown } }} Element
 */

/**
 * An element as satori takes it (React's shape, without React).
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
 * An owner's picture in sharp, which refuses one past the content's pixel limit before decoding it:
 * a second wall behind the content checks (content-files' MAX_IMAGE_PIXELS).
 * @param {Buffer} bytes
 */
const ownerPicture = (bytes) => sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })

/** A PNG as a data address. @param {Buffer} png */
const dataUrl = (png) => `data:image/png;base64,${png.toString("base64")}`

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
 * Renders share cards with `fonts` (TrueType or OpenType files: satori takes no WOFF2) and
 * `colours`: the function it returns draws a card; its `warmUp()` starts the libraries beforehand.
 * `readPicture` gives the bytes of a card's picture or photo by its path: the site reads the
 * owner's files through its guard (content-files), never this package.
 * @param {{ fonts: FontFile[], colours: Colours, readPicture: (file: string) => Buffer }} options
 */
// eslint-disable-next-line max-lines-per-function -- split in issue 55 by another part
function createShareCardRenderer({ fonts, colours, readPicture }) {
  const family = "Card Sans"
  const satoriFonts = fonts.map(({ file, weight }) => ({
    name: family,
    data: readFileSync(file),
    weight,
    style: /** @type {const} */ ("normal"),
  }))
  // resvg draws with these files only; a family the SVG names that they lack (a chart's
  // system-ui) falls back to the first of them.
  const fallback = fontFamily(fonts[0].file)
  const resvgFonts = {
    loadSystemFonts: false,
    fontFiles: fonts.map(({ file }) => file),
    defaultFontFamily: fallback,
    sansSerifFamily: fallback,
  }

  /**
   * A picture or a chart, whole, in a framed box as wide as the panel (or as tall), centred in it.
   * @param {Buffer} png its pixels, the box's size less its border
   * @param {number} width @param {number} height the box's size
   * @param {string} background
   */
  const framed = (png, width, height, background) =>
    h(
      "div",
      {
        display: "flex",
        width: PANEL.width,
        height: PANEL.height,
        alignItems: "center",
        justifyContent: "center",
      },
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
          border: `2px solid ${colours.border}`,
        },
        img({ src: dataUrl(png), width: width - 4, height: height - 4 }),
      ),
    )

  /** The box a picture `width` x `height` fits into, whole. @param {number} width @param {number} height */
  function fitted(width, height) {
    const scale = Math.min(PANEL.width / width, PANEL.height / height)
    return { width: Math.round(width * scale), height: Math.round(height * scale) }
  }

  /** @param {Visual} visual @returns {Promise<Element>} */
  // eslint-disable-next-line max-lines-per-function -- split in issue 55 by another part
  async function panel(visual) {
    if (visual.kind === "photo") {
      const side = PANEL.width - 40
      const png = await cropped(readPicture(visual.file), side, side)
      return h(
        "div",
        {
          display: "flex",
          width: PANEL.width,
          height: PANEL.height,
          alignItems: "center",
          justifyContent: "center",
        },
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
    if (visual.kind === "picture") {
      const bytes = readPicture(visual.file)
      const { width = 1, height = 1 } = await ownerPicture(bytes).rotate().metadata()
      const box = fitted(width, height)
      const png = await ownerPicture(bytes)
        .rotate()
        .resize(box.width - 4, box.height - 4, { fit: "fill" })
        .png()
        .toBuffer()
      return framed(png, box.width, box.height, colours.surface)
    }
    if (visual.kind === "chart") {
      // The drawing that fills the panel best (a desktop's or a phone's), on white, with a margin.
      const margin = 24
      const [best] = visual.drawings
        .map((svg) => {
          const [width, height] = sizeOf(svg)
          const box = fitted(width + 2 * margin, height + 2 * margin)
          return { svg, width, box }
        })
        .sort((a, b) => b.box.width * b.box.height - a.box.width * a.box.height)
      const { width, box } = best
      // Pictures a drawing links to (image marks) are not drawn: resvg would read them from disk.
      const svg = best.svg.replace(/<image\b[^>]*>(?:<\/image>)?/g, "")
      const zoom = (box.width - 4) / (width + 2 * margin)
      const chart = new Resvg(svg, {
        fitTo: { mode: "zoom", value: zoom },
        background: colours.figure,
        font: resvgFonts,
      })
        .render()
        .asPng()
      const edge = Math.round(margin * zoom)
      const png = await sharp(chart)
        .extend({ top: edge, bottom: edge, left: edge, right: edge, background: colours.figure })
        .resize(box.width - 4, box.height - 4, { fit: "fill" })
        .png()
        .toBuffer()
      return framed(png, box.width, box.height, colours.figure)
    }
    const { heading, rows, bar, layout = "counts" } = visual
    return h(
      "div",
      {
        display: "flex",
        boxSizing: "border-box",
        width: PANEL.width,
        height: PANEL.height,
        borderRadius: 24,
        flexDirection: "column",
        padding: 40,
        background: colours.surface,
        border: `2px solid ${colours.border}`,
      },
      h(
        "div",
        {
          fontSize: 22,
          fontWeight: 700,
          color: colours.primaryText,
          letterSpacing: 2,
          marginBottom: 20,
        },
        heading.toUpperCase(),
      ),
      ...rows.slice(0, layout === "counts" ? 5 : 4).map(({ strong, text }) =>
        // Counts: the number stands out. Names: each its own line, what backs it at the end.
        layout === "counts"
          ? h(
              "div",
              { display: "flex", alignItems: "baseline", marginBottom: 14 },
              h(
                "div",
                { fontSize: 40, fontWeight: 700, color: colours.heading, marginRight: 14 },
                strong,
              ),
              h("div", { fontSize: 26, color: colours.textMuted, lineClamp: 1 }, text),
            )
          : h(
              "div",
              {
                display: "flex",
                flexDirection: "column",
                paddingBottom: 12,
                marginBottom: 12,
                borderBottom: `2px solid ${colours.border}`,
              },
              h(
                "div",
                { fontSize: 26, fontWeight: 700, color: colours.heading, lineClamp: 1 },
                strong,
              ),
              h("div", { fontSize: 21, color: colours.textMuted, lineClamp: 1 }, text),
            ),
      ),
      ...(bar
        ? [
            h(
              "div",
              { display: "flex", flexDirection: "column", marginTop: "auto" },
              h(
                "div",
                {
                  display: "flex",
                  justifyContent: "space-between",
                  fontSize: 24,
                  color: colours.textMuted,
                  marginBottom: 10,
                },
                h("div", {}, bar.label),
                h("div", { fontWeight: 700, color: colours.heading }, `${bar.value}%`),
              ),
              h(
                "div",
                { display: "flex", height: 14, borderRadius: 7, background: colours.track },
                h("div", {
                  width: `${Math.max(0, Math.min(100, bar.value))}%`,
                  borderRadius: 7,
                  backgroundImage: colours.accentGradient,
                }),
              ),
            ),
          ]
        : []),
    )
  }

  /** @param {NonNullable<ShareCard["byline"]>} byline @returns {Promise<Element>} */
  async function bylineOf({ name, role, photo }) {
    const avatar = photo
      ? [
          img({
            src: dataUrl(await cropped(readPicture(photo), 64, 64)),
            width: 64,
            height: 64,
            style: { borderRadius: 32, marginRight: 18 },
          }),
        ]
      : []
    return h(
      "div",
      { display: "flex", alignItems: "center", marginTop: "auto" },
      ...avatar,
      h(
        "div",
        { display: "flex", flexDirection: "column" },
        h("div", { fontSize: 28, fontWeight: 700, color: colours.heading, lineClamp: 1 }, name),
        h("div", { fontSize: 24, color: colours.textMuted, lineClamp: 1 }, role),
      ),
    )
  }

  /**
   * The card as a PNG.
   * @param {ShareCard} card
   * @returns {Promise<Buffer>}
   */
  // eslint-disable-next-line max-lines-per-function -- split in issue 55 by another part
  async function renderShareCard(card) {
    const text = h(
      "div",
      {
        display: "flex",
        flexDirection: "column",
        width: WIDTH - 3 * PADDING - PANEL.width - 12,
        height: "100%",
      },
      h(
        "div",
        {
          fontSize: 24,
          fontWeight: 700,
          color: colours.primaryText,
          letterSpacing: 3,
          marginBottom: 18,
        },
        card.kicker.toUpperCase(),
      ),
      h(
        "div",
        {
          fontSize: card.title.length > 40 ? 48 : 60,
          fontWeight: 700,
          lineHeight: 1.12,
          color: colours.heading,
          lineClamp: 3,
        },
        card.title,
      ),
      ...(card.subtitle
        ? [
            h(
              "div",
              {
                fontSize: 27,
                lineHeight: 1.4,
                color: colours.textMuted,
                marginTop: 20,
                lineClamp: 3,
              },
              card.subtitle,
            ),
          ]
        : []),
      ...(card.chips?.length
        ? [
            h(
              "div",
              { display: "flex", flexWrap: "wrap", marginTop: "auto" },
              ...card.chips.slice(0, 4).map((chip) =>
                h(
                  "div",
                  {
                    fontSize: 22,
                    fontWeight: 700,
                    color: colours.primaryText,
                    background: colours.surface,
                    border: `2px solid ${colours.border}`,
                    borderRadius: 999,
                    padding: "8px 20px",
                    marginRight: 12,
                    marginTop: 12,
                  },
                  chip,
                ),
              ),
            ),
          ]
        : []),
      ...(card.byline ? [await bylineOf(card.byline)] : []),
    )
    const root = h(
      "div",
      {
        display: "flex",
        boxSizing: "border-box",
        width: WIDTH,
        height: HEIGHT,
        padding: PADDING,
        paddingLeft: PADDING + 12,
        justifyContent: "space-between",
        background: colours.background,
        borderLeft: `12px solid ${colours.accent}`,
        fontFamily: family,
      },
      text,
      await panel(card.visual),
    )
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

// What draws the cards, for a cache of them: this code and the versions of the libraries it calls.
const RENDERER = createHash("sha256")
  .update(readFileSync(__filename))
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
