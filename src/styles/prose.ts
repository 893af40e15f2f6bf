import type { CSSObject } from "@emotion/react"
import { CHART_BOX } from "../lib/column-widths.mjs"
import { buttonStyle } from "../components/ui/button-styles"
import { visuallyHidden } from "./layout"
import { theme } from "./theme"
import { tokens } from "./tokens"

// Prism's token classes, as gatsby-remark-prismjs writes them at build time, on the code tokens.
const codeTokens: CSSObject = {
  "& .token.comment, & .token.prolog, & .token.doctype": {
    color: tokens.colors.code.comment,
    fontStyle: "italic",
  },
  "& .token.keyword, & .token.boolean, & .token.important, & .token.builtin": {
    color: tokens.colors.code.keyword,
  },
  "& .token.string, & .token.char, & .token.regex": { color: tokens.colors.code.string },
  "& .token.number, & .token.constant, & .token.operator": { color: tokens.colors.code.number },
  "& .token.function, & .token.class-name": { color: tokens.colors.code.function },
}

// The row of a chart's or a dashboard's button, under it, with what it says beside.
const controlsRow: CSSObject = {
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: `${tokens.space[2]} ${tokens.space[4]}`,
  marginTop: tokens.space[3],
  fontSize: tokens.fontSizes.sm,
}

// The box of a chart or a dashboard in a case study: its width the plugins draw to (CHART_BOX).
const figureBox: CSSObject = {
  marginInline: 0,
  marginBlock: tokens.space[8],
  padding: `${CHART_BOX.padding}px`,
  border: `${CHART_BOX.border}px solid ${tokens.colors.border}`,
  borderRadius: tokens.radii.md,
  background: tokens.colors.surface,
}

// A chart (plugins/gatsby-remark-vega-lite): drawn for a desktop's column and for a phone's, one
// of them shown (or one drawing for both, when the spec sets its own size), at the width the plugin
// gives it, so its text stays 12 px (10 px at least where a long title is scaled in); a chart wider
// than its box scrolls inside it.
// Its data table folds away under "Show the data".
const chartStyle: CSSObject = {
  ...figureBox,
  "& .chart-wide": { display: "none" },
  "& .chart-narrow, & .chart-wide, & .chart-drawing": { overflowX: "auto" },
  [tokens.mq.md]: {
    "& .chart-wide": { display: "block" },
    "& .chart-narrow": { display: "none" },
  },
  "& svg": { display: "block", maxWidth: "none", marginInline: "auto" },
  "& figcaption": {
    display: "grid",
    gap: tokens.space[1],
    marginTop: tokens.space[3],
    color: tokens.colors.textMuted,
    fontSize: tokens.fontSizes.sm,
    lineHeight: tokens.lineHeights.snug,
  },
  "& .chart-title": { color: tokens.colors.heading, fontWeight: tokens.fontWeights.semibold },
  "& details": { marginTop: tokens.space[3], fontSize: tokens.fontSizes.sm },
  // "Show the data", a target of 24 px or more (WCAG 2.2) whatever stands next to it.
  "& summary": {
    paddingBlock: tokens.space[1],
    cursor: "pointer",
    color: tokens.colors.primaryText,
    fontWeight: tokens.fontWeights.semibold,
  },
  // A data table keeps its values whole, and scrolls in its box.
  "& .chart-table": {
    marginTop: tokens.space[2],
    maxHeight: "20rem",
    overflow: "auto",
    overflowWrap: "normal",
  },
  "& .chart-table table": { display: "table", width: "100%", fontSize: tokens.fontSizes.sm },
  "& .chart-table th, & .chart-table td": { minWidth: 0 },
  "& .chart-table caption": { textAlign: "start", fontWeight: tokens.fontWeights.semibold },
  "& .chart-data-note": { marginTop: tokens.space[2], color: tokens.colors.textMuted },
  // An interactive chart's button, and its live view in the picture's place (the picture hidden
  // while it is live).
  "& .chart-controls": controlsRow,
  "& .chart-explore, & .chart-listen": { ...buttonStyle("outline"), minHeight: "2.5rem" },
  // The keys that read a chart point by point, shown while it has the focus; what the last key
  // read, under it; the point read, outlined in the focus colour (3:1 or more on the chart's
  // background in both schemes).
  // Shown for the drawing's focus only: a focus elsewhere in the figure (Show the data, a
  // button) must not move what is under the pointer between its press and its release.
  "& .chart-keys": { display: "none", marginTop: tokens.space[2], fontSize: tokens.fontSizes.sm },
  "& :is(.chart-wide, .chart-narrow):focus-within ~ .chart-keys": { display: "block" },
  // A page read without scripts has none, nor keys that read the chart.
  "@media (scripting: none)": {
    "& .chart-controls, & :is(.chart-wide, .chart-narrow):focus-within ~ .chart-keys": {
      display: "none",
    },
  },
  "& .chart-announce": {
    marginTop: tokens.space[2],
    color: tokens.colors.text,
    fontSize: tokens.fontSizes.sm,
  },
  "& .chart-announce:empty": { display: "none" },
  "& .chart-focus": {
    fill: "none",
    stroke: tokens.colors.focus,
    strokeWidth: tokens.focusRing.width,
    pointerEvents: "none",
  },
  "& .chart-explore-error:empty": { display: "none" },
  "& .chart-explore-error": { color: tokens.colors.text },
  "& :is(.chart-wide, .chart-narrow, .chart-drawing)[hidden]": { display: "none" },
  "& .chart-live": { overflowX: "auto", borderRadius: tokens.radii.sm },
  "@media print": {
    "& .chart-wide": { display: "block" },
    "& .chart-narrow": { display: "none" },
    "& .chart-controls": { display: "none" },
  },
}

// A notebook case study's outputs (plugins/gatsby-transformer-notebook): under their code, as wide
// as the column (a chart is drawn for its width); printed text and errors as code is, their ANSI
// colours as the scheme's; figures on white, as they were drawn; folded parts in <details>.
const ansiColours = Object.fromEntries(
  (["red", "green", "yellow", "blue", "magenta", "cyan"] as const).flatMap((colour) => [
    [
      `& .ansi-${colour}-fg, & .ansi-bright-${colour}-fg`,
      { color: tokens.colors.code.ansi[colour] },
    ],
  ]),
)

const notebookStyle: CSSObject = {
  "& .nb-output > * + *": { marginTop: tokens.space[3] },
  // A chart drawn by a cell sits under its code as any output does (its own margins stay inside
  // the output's box: offscreenBlocks).
  "& .nb-output > .chart:first-child": { marginTop: 0 },
  "& .nb-output > .chart:last-child": { marginBottom: 0 },
  "& pre + .nb-output, & .gatsby-highlight + .nb-output": { marginTop: tokens.space[3] },
  "& .nb-text, & .nb-error": { background: tokens.colors.surface, ...ansiColours },
  "& .ansi-bold": { fontWeight: tokens.fontWeights.bold },
  "& .nb-figure": {
    display: "block",
    padding: tokens.space[2],
    borderRadius: tokens.radii.md,
    background: tokens.colors.figure,
  },
  "& .nb-figure img": { display: "block", maxWidth: "100%", height: "auto", marginInline: "auto" },
  // A data frame keeps its values whole, and scrolls in its box.
  "& .nb-table": { maxWidth: "100%", overflowX: "auto", overflowWrap: "normal" },
  "& .nb-table table": { display: "table", fontSize: tokens.fontSizes.sm },
  "& .nb-table th, & .nb-table td": { minWidth: "auto", textAlign: "right" },
  "& .nb-cut": { color: tokens.colors.textMuted, fontSize: tokens.fontSizes.sm },
  "& .nb-fold > summary": {
    cursor: "pointer",
    color: tokens.colors.primaryText,
    fontWeight: tokens.fontWeights.semibold,
    fontSize: tokens.fontSizes.base,
  },
  "& .nb-fold[open] > summary": { marginBottom: tokens.space[3] },
}

// A SQL query and its result (plugins/gatsby-remark-duckdb): the query as code, or folded under
// "Show the query"; the result a data table that keeps its values whole, numbers right-aligned in
// tabular figures, its row count above it, scrolling in its box; a missing value an empty cell that
// says "no value" to assistive technology. Printed, a long table runs on instead of scrolling.
const sqlStyle: CSSObject = {
  "& .sql-query > * + *": { marginTop: tokens.space[3] },
  "& .sql-fold > summary": {
    cursor: "pointer",
    color: tokens.colors.primaryText,
    fontWeight: tokens.fontWeights.semibold,
    fontSize: tokens.fontSizes.base,
  },
  "& .sql-fold[open] > summary": { marginBottom: tokens.space[3] },
  // Positioned: the box, not the page, holds its cells' visually hidden "no value".
  "& .sql-result": {
    position: "relative",
    maxWidth: "100%",
    maxHeight: "30rem",
    overflow: "auto",
    overflowWrap: "normal",
    border: `1px solid ${tokens.colors.border}`,
    borderRadius: tokens.radii.md,
  },
  "& .sql-result table": { display: "table", width: "100%", fontSize: tokens.fontSizes.sm },
  "& .sql-result caption": {
    padding: `${tokens.space[2]} ${tokens.space[3]}`,
    textAlign: "start",
    color: tokens.colors.textMuted,
  },
  "& .sql-result th, & .sql-result td": { minWidth: "auto", whiteSpace: "nowrap" },
  "& .sql-result .number": { textAlign: "right", fontVariantNumeric: "tabular-nums" },
  "& .sql-null": visuallyHidden,
  "& .sql-note": { color: tokens.colors.textMuted, fontSize: tokens.fontSizes.sm },
  // The link to DuckDB's web shell, under the query, as quiet as the table's note.
  "& .sql-shell": { fontSize: tokens.fontSizes.sm, color: tokens.colors.textMuted },
  // A value of a query in the prose: figures of one width, so that numbers read as data.
  "& .sql-value": { fontVariantNumeric: "tabular-nums" },
  "@media print": { "& .sql-result": { maxHeight: "none", overflow: "visible" } },
}

// A dashboard (plugins/gatsby-remark-dashboards): the owner's poster, then on a click the vendor's
// frame over it, in the poster's box, so that nothing around it moves (the poster stays, hidden);
// its title, its vendor, the button and what it loads from, the link to the vendor's page. Printed:
// the poster and the address the owner pasted.
const dashboardStyle: CSSObject = {
  ...figureBox,
  "& .dashboard-frame": { position: "relative", borderRadius: tokens.radii.sm, overflow: "hidden" },
  "& .dashboard-frame > a": { display: "block" },
  "& .dashboard-frame.is-live > :not(iframe, .dashboard-shield)": { visibility: "hidden" },
  "& .dashboard-frame iframe": {
    position: "absolute",
    inset: 0,
    width: "100%",
    height: "100%",
    border: 0,
    background: tokens.colors.figure,
  },
  "& .dashboard-shield": {
    ...buttonStyle("light"),
    position: "absolute",
    inset: 0,
    borderRadius: 0,
    background: tokens.colors.overlay,
    color: tokens.colors.onOverlay,
  },
  "& figcaption": {
    marginTop: tokens.space[3],
    color: tokens.colors.textMuted,
    fontSize: tokens.fontSizes.sm,
    lineHeight: tokens.lineHeights.snug,
  },
  "& .dashboard-title": { color: tokens.colors.heading, fontWeight: tokens.fontWeights.semibold },
  "& .dashboard-caption": { display: "block", marginTop: tokens.space[1] },
  "& .dashboard-controls": controlsRow,
  // On the narrowest phone its words wrap rather than widen the page.
  "& .dashboard-load": { ...buttonStyle("primary"), whiteSpace: "normal", textAlign: "center" },
  // A page read without scripts has none.
  "@media (scripting: none)": { "& .dashboard-load": { display: "none" } },
  "& .dashboard-consent": { flexBasis: "100%", order: 1, color: tokens.colors.textMuted },
  "& .dashboard-address": { display: "none" },
  "@media print": {
    breakInside: "avoid",
    "& .dashboard-frame.is-live > :not(iframe, .dashboard-shield)": { visibility: "visible" },
    "& .dashboard-frame iframe, & .dashboard-shield, & .dashboard-load, & .dashboard-consent, & .dashboard-open":
      { display: "none" },
    "& .dashboard-address": { display: "block", overflowWrap: "anywhere" },
  },
}

// A case study's figures, code, outputs and tables are laid out and painted when a visitor comes
// near them (content-visibility), so a long notebook's first frame does the work of its first
// screen, not of the whole page. Until then a block holds 400 px, a chart's 900 px on a phone and
// 650 px wider (the example's charts measure 410-930 px, one faceted 1,900), then the height it
// had. A block not drawn still has its controls where they will be, where an audit reads them,
// and what follows it is placed by its estimate: a notebook's chart of 860 px, held at 400 px, put
// its "Show the data" under the link to the next case study. Their containment clips what
// overflows a block and stops margins collapsing through it: the clip edge lies beyond a focus
// ring, and no block's child has a margin at its edge. An engine that cannot move the clip edge
// (overflow-clip-margin) draws every block at once.
// (As a length: Chromium takes no calc() in overflow-clip-margin.)
const focusRingReach = `${parseFloat(theme.focusRing.width) + parseFloat(theme.focusRing.offset)}px`
const offscreenBlocks: CSSObject = {
  "@supports (content-visibility: auto) and (overflow-clip-margin: 1px)": {
    "& > :is(figure, div, details, pre, table)": {
      contentVisibility: "auto",
      containIntrinsicBlockSize: "auto 400px",
      overflowClipMargin: focusRingReach,
    },
    "& > :is(figure.chart, div:has(> figure.chart))": {
      containIntrinsicBlockSize: "auto 900px",
      [tokens.mq.md]: { containIntrinsicBlockSize: "auto 650px" },
    },
    // A link to a place far down (from another page, or this one) scrolls there at once: a smooth
    // scroll aims with the heights of the blocks not drawn yet, and ends short of its target.
    "html:has(&)": { scrollBehavior: "auto" },
  },
}

// The element styles of a case study's Markdown, which arrives as HTML: a comfortable measure,
// clear steps between the headings, tables and code that stay inside the column on a phone. A word
// longer than the line (a bare URL, a dotted identifier in inline code) breaks rather than widen
// the page, in prose, lists, headings and a Markdown table's cells; data tables keep their values
// whole and scroll.
export const proseStyle: CSSObject = {
  maxWidth: tokens.sizes.prose,
  marginInline: "auto",
  fontSize: tokens.fontSizes.lg,
  lineHeight: 1.7,
  overflowWrap: "anywhere",
  "& > * + *": { marginTop: tokens.space[5] },
  "& h2": {
    marginTop: tokens.space[12],
    fontSize: tokens.fontSizes["2xl"],
    [tokens.mq.md]: { fontSize: tokens.fontSizes["3xl"] },
  },
  "& h3": { marginTop: tokens.space[8], fontSize: tokens.fontSizes.xl },
  "& h4": { marginTop: tokens.space[6], fontSize: tokens.fontSizes.lg },
  "& h2 + *, & h3 + *, & h4 + *": { marginTop: tokens.space[3] },
  "& .heading-anchor": {
    color: "inherit",
    textDecoration: "none",
    "&:hover::after, &:focus-visible::after": {
      content: '"#"',
      marginLeft: tokens.space[2],
      color: tokens.colors.primaryText,
    },
  },
  "& a:not(.heading-anchor)": {
    color: tokens.colors.primaryText,
    textUnderlineOffset: "0.2em",
  },
  "& ul, & ol": { paddingLeft: tokens.space[6] },
  "& li + li, & li > ul, & li > ol": { marginTop: tokens.space[2] },
  "& blockquote": {
    marginInline: 0,
    paddingLeft: tokens.space[5],
    borderLeft: `4px solid ${tokens.colors.primary}`,
    color: tokens.colors.textMuted,
    fontStyle: "italic",
  },
  "& hr": { border: 0, borderTop: `1px solid ${tokens.colors.border}` },
  // A wide table scrolls inside its own box (a focusable one: see gatsby-remark-scrollable-tables);
  // as wide as its text where that fits the column, else the column's width with its cells wrapped.
  "& table": {
    display: "block",
    maxWidth: "100%",
    width: "fit-content",
    overflowX: "auto",
    borderCollapse: "collapse",
    fontSize: tokens.fontSizes.base,
  },
  // Columns keep a readable width; the table scrolls rather than squeezes them below it.
  "& th, & td": {
    minWidth: "7.5rem",
    padding: `${tokens.space[2]} ${tokens.space[3]}`,
    borderBottom: `1px solid ${tokens.colors.border}`,
    textAlign: "left",
    verticalAlign: "top",
  },
  "& th": { color: tokens.colors.heading, fontWeight: tokens.fontWeights.semibold },
  "& th[align=right], & td[align=right]": { textAlign: "right" },
  "& td[align=right]": { fontVariantNumeric: "tabular-nums" },
  "& code": {
    fontFamily: tokens.fonts.mono,
    fontSize: "0.875em",
    padding: "0.1em 0.35em",
    borderRadius: tokens.radii.sm,
    background: tokens.colors.code.background,
    color: tokens.colors.code.text,
  },
  // Long lines wrap rather than widen the page; the code stays readable on a phone.
  "& pre": {
    margin: 0,
    padding: tokens.space[4],
    borderRadius: tokens.radii.md,
    border: `1px solid ${tokens.colors.border}`,
    background: tokens.colors.code.background,
    color: tokens.colors.code.text,
    fontSize: tokens.fontSizes.sm,
    lineHeight: 1.6,
    whiteSpace: "pre-wrap",
    overflowWrap: "anywhere",
    "& code": { padding: 0, background: "none", fontSize: "inherit" },
    ...codeTokens,
  },
  "& .gatsby-resp-image-wrapper": { borderRadius: tokens.radii.md, overflow: "hidden" },
  "& .chart": chartStyle,
  ...notebookStyle,
  ...sqlStyle,
  "& .dashboard": dashboardStyle,
  ...offscreenBlocks,
}
