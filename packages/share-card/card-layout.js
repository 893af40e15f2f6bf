// @ts-check
// The card's layout: on the left its words (the kind of page, the title, a line about it, then at
// the foot a few chips or the owner's byline), on the right its panel (chart-panel.js,
// picture-panels.js, facts-panel.js), on the background with the accent down its left edge.
const { chartPanel } = require("./chart-panel")
const { dataUrl, h, img } = require("./elements")
const { factsPanel } = require("./facts-panel")
const { cropped, photoPanel, picturePanel } = require("./picture-panels")
const { HEIGHT, PADDING, PANEL, WIDTH } = require("./size")

/**
 * @typedef {import("./types").ShareCard} ShareCard
 * @typedef {import("./types").Colours} Colours
 * @typedef {import("./types").Drawing} Drawing
 * @typedef {import("./elements").Element} Element
 */

/** The panel that shows the card's visual. @param {ShareCard["visual"]} visual @param {Drawing} drawing */
function panelOf(visual, drawing) {
  if (visual.kind === "photo") return photoPanel(visual, drawing)
  if (visual.kind === "picture") return picturePanel(visual, drawing)
  if (visual.kind === "chart") return chartPanel(visual, drawing)
  return factsPanel(visual, drawing.colours)
}

/** The first four chips, set apart. @param {string[]} chips @param {Colours} colours */
const chipsOf = (chips, colours) =>
  h(
    "div",
    { display: "flex", flexWrap: "wrap", marginTop: "auto" },
    ...chips.slice(0, 4).map((chip) =>
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
  )

/**
 * The owner's name and role, after their photo if they have one.
 * @param {NonNullable<ShareCard["byline"]>} byline
 * @param {Drawing} drawing
 * @returns {Promise<Element>}
 */
async function bylineOf({ name, role, photo }, { colours, readPicture }) {
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
 * The card's words, in the column left of the panel: a title of more than 40 letters in a smaller
 * size, each text clamped to its lines.
 * @param {ShareCard} card
 * @param {Drawing} drawing
 */
async function wordsOf(card, drawing) {
  const { colours } = drawing
  const subtitle = card.subtitle
    ? [
        h(
          "div",
          { fontSize: 27, lineHeight: 1.4, color: colours.textMuted, marginTop: 20, lineClamp: 3 },
          card.subtitle,
        ),
      ]
    : []
  return h(
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
    ...subtitle,
    ...(card.chips?.length ? [chipsOf(card.chips, colours)] : []),
    ...(card.byline ? [await bylineOf(card.byline, drawing)] : []),
  )
}

/**
 * The whole card as one element, its text in the font family `family`.
 * @param {ShareCard} card
 * @param {Drawing} drawing
 * @param {string} family
 * @returns {Promise<Element>}
 */
async function cardElement(card, drawing, family) {
  return h(
    "div",
    {
      display: "flex",
      boxSizing: "border-box",
      width: WIDTH,
      height: HEIGHT,
      padding: PADDING,
      paddingLeft: PADDING + 12,
      justifyContent: "space-between",
      background: drawing.colours.background,
      borderLeft: `12px solid ${drawing.colours.accent}`,
      fontFamily: family,
    },
    await wordsOf(card, drawing),
    await panelOf(card.visual, drawing),
  )
}

module.exports = { cardElement }
