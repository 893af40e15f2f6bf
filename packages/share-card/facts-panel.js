// @ts-check
// The panel of facts: a heading, then lines of counts (a number that stands out and its noun) or
// of names (each a name and a line under it), and an optional bar for a level, at its foot.
const { h } = require("./elements")
const { PANEL } = require("./size")

/**
 * @typedef {import("./types").Colours} Colours
 * @typedef {import("./types").FactsVisual["rows"][number]} Row
 */

/** A count: the number stands out. @param {Row} row @param {Colours} colours */
const countRow = ({ strong, text }, colours) =>
  h(
    "div",
    { display: "flex", alignItems: "baseline", marginBottom: 14 },
    h("div", { fontSize: 40, fontWeight: 700, color: colours.heading, marginRight: 14 }, strong),
    h("div", { fontSize: 26, color: colours.textMuted, lineClamp: 1 }, text),
  )

/** A name on its own line, what backs it under it. @param {Row} row @param {Colours} colours */
const nameRow = ({ strong, text }, colours) =>
  h(
    "div",
    {
      display: "flex",
      flexDirection: "column",
      paddingBottom: 12,
      marginBottom: 12,
      borderBottom: `2px solid ${colours.border}`,
    },
    h("div", { fontSize: 26, fontWeight: 700, color: colours.heading, lineClamp: 1 }, strong),
    h("div", { fontSize: 21, color: colours.textMuted, lineClamp: 1 }, text),
  )

/**
 * A level, 0 to 100, with its label and value over a bar filled that far.
 * @param {NonNullable<import("./types").FactsVisual["bar"]>} bar
 * @param {Colours} colours
 */
const levelBar = ({ label, value }, colours) =>
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
      h("div", {}, label),
      h("div", { fontWeight: 700, color: colours.heading }, `${value}%`),
    ),
    h(
      "div",
      { display: "flex", height: 14, borderRadius: 7, background: colours.track },
      h("div", {
        width: `${Math.max(0, Math.min(100, value))}%`,
        borderRadius: 7,
        backgroundImage: colours.accentGradient,
      }),
    ),
  )

/**
 * The facts, at most five counts or four names, in a framed box the panel's size.
 * @param {import("./types").FactsVisual} visual
 * @param {Colours} colours
 */
function factsPanel({ heading, rows, bar, layout = "counts" }, colours) {
  const row = layout === "counts" ? countRow : nameRow
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
    ...rows.slice(0, layout === "counts" ? 5 : 4).map((fact) => row(fact, colours)),
    ...(bar ? [levelBar(bar, colours)] : []),
  )
}

module.exports = { factsPanel }
