// @ts-check
// What a share card is made of, as its callers give it and its modules pass it on (types only).

/**
 * @typedef {{ file: string, weight: 400 | 700 }} FontFile
 * @typedef {{ background: string, surface: string, border: string, heading: string, text: string, textMuted: string, primaryText: string, accent: string, accentGradient: string, track: string, figure: string }} Colours
 *   `figure` the ground charts are drawn on
 * @typedef {{ kind: "chart", drawings: string[] }} ChartVisual
 *   a chart's drawings (SVG, a desktop's and a phone's: the one that fills the panel best, whole,
 *   on white)
 * @typedef {{ kind: "picture", file: string }} PictureVisual a picture (whole, framed)
 * @typedef {{ kind: "photo", file: string }} PhotoVisual the owner's photo (in a circle)
 * @typedef {{ kind: "facts", heading: string, rows: Array<{ strong: string, text: string }>, layout?: "counts" | "names", bar?: { label: string, value: number } }} FactsVisual
 *   lines of facts (counts: a number and its noun; names: a name and a line under it) with an
 *   optional bar (a level, 0 to 100)
 * @typedef {ChartVisual | PictureVisual | PhotoVisual | FactsVisual} Visual
 * @typedef {{ kicker: string, title: string, subtitle?: string | null, chips?: string[], byline?: { name: string, role: string, photo?: string | null }, visual: Visual }} ShareCard
 *   `chips` a few words set apart at the foot (the first four: a home page's skills)
 *   `byline` the owner's name, role and photo, under the words (the home page's card, whose title is
 *   the owner's name, has none)
 * @typedef {{ loadSystemFonts: false, fontFiles: string[], defaultFontFamily: string, sansSerifFamily: string }} ResvgFonts
 *   what resvg draws text with: the card's font files only
 * @typedef {{ colours: Colours, readPicture: (file: string) => Buffer, resvgFonts: ResvgFonts }} Drawing
 *   what a part of the card is drawn with: the colours, the owner's pictures by path (read by the
 *   caller, through its guard), the fonts resvg draws a chart's text with
 */

module.exports = {}
