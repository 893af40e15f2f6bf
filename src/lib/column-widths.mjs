// The widths of a case study's column, in CSS pixels, for the styles that lay it out
// (src/styles/prose.ts) and the build that draws into it (images, charts).

const REM = 16

// The prose column (sizes.prose, 44rem): body images are drawn at most this wide.
export const CASE_STUDY_IMAGE_WIDTH = 44 * REM

// A chart's box: its padding and border, a side.
export const CHART_BOX = { padding: REM, border: 1 }

// The widths a chart is drawn at: the inside of its box in the column on a desktop, and on a phone
// of 360 px (the page's padding, 1.25rem a side, then the box's).
export const CHART_WIDTHS = {
  wide: CASE_STUDY_IMAGE_WIDTH - 2 * (CHART_BOX.padding + CHART_BOX.border),
  narrow: 360 - 2 * (1.25 * REM) - 2 * (CHART_BOX.padding + CHART_BOX.border),
}
