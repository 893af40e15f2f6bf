// @ts-check
// The site's chart style: Vega-Lite config that draws with stand-in colours, and the step that
// writes the page's colour tokens in their place, so a chart follows the light or dark scheme
// without a rebuild or a script. A spec's own colours are not stand-ins and stay as written.

export const CATEGORY_COUNT = 8
const CATEGORY_TOKENS = Array.from({ length: CATEGORY_COUNT }, (_, i) => `--colors-chart-${i}`)
const stand = (/** @type {number} */ index) => `#0000${(index + 1).toString(16).padStart(2, "0")}`
// Each stand-in colour's token (the live chart, explorer.mjs, reads it too).
export const standIns = new Map(
  ["--colors-text", "--colors-text-muted", "--colors-border", ...CATEGORY_TOKENS].map(
    (token, index) => [stand(index), token],
  ),
)
const colour = (/** @type {string} */ token) =>
  /** @type {[string, string]} */ ([...standIns].find(([, name]) => name === token))[0]
export const categoryColours = CATEGORY_TOKENS.map(colour)

export const FONT_SIZE = 12
// Around a chart, inside its SVG.
export const SITE_PADDING = 4
const font = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif'

// The spec's own config wins over it.
/** @type {import("vega-lite").Config} */
export const siteConfig = {
  aria: false,
  background: "transparent",
  font,
  padding: SITE_PADDING,
  view: { stroke: null },
  mark: { color: categoryColours[0] },
  range: { category: categoryColours },
  axis: {
    labelColor: colour("--colors-text-muted"),
    titleColor: colour("--colors-text"),
    gridColor: colour("--colors-border"),
    domainColor: colour("--colors-text-muted"),
    tickColor: colour("--colors-text-muted"),
    labelFontSize: FONT_SIZE,
    titleFontSize: FONT_SIZE,
    titleFontWeight: 600,
  },
  legend: {
    labelColor: colour("--colors-text-muted"),
    titleColor: colour("--colors-text"),
    labelFontSize: FONT_SIZE,
    titleFontSize: FONT_SIZE,
  },
  header: {
    labelColor: colour("--colors-text"),
    titleColor: colour("--colors-text"),
    labelFontSize: FONT_SIZE,
    titleFontSize: FONT_SIZE,
  },
  title: {
    color: colour("--colors-text"),
    fontSize: 14,
    subtitleColor: colour("--colors-text-muted"),
  },
  text: { color: colour("--colors-text"), fontSize: FONT_SIZE },
}

// On a desktop (a chart `width` wide), a legend beside the chart cuts a label at a third of its
// width: Vega's 160 px cut a label of four words where the column had room for it.
/** @param {number} width @returns {import("vega-lite").Config} */
export const wideConfig = (width) => ({
  ...siteConfig,
  legend: { ...siteConfig.legend, labelLimit: Math.round(width / 3) },
})

// On a phone (a chart `width` wide), legends go under the chart, one entry a line: beside it they
// would take a third of its width, and in a row they would be wider than it. Under it, a label has
// the chart's width beside its symbol, not Vega's 160 px. The title starts at the chart's left
// edge, where its lines have the whole width (fit.mjs wraps it), not centred on a narrow plot.
/** @param {number} width @returns {import("vega-lite").Config} */
export const narrowConfig = (width) => ({
  ...siteConfig,
  legend: {
    ...siteConfig.legend,
    orient: "bottom",
    direction: "vertical",
    labelLimit: width - 40,
  },
  title: { ...siteConfig.title, anchor: "start", frame: "bounds" },
})

// A number of Vega's with `decimals` decimals at most.
const rounder = (/** @type {number} */ decimals) => {
  const factor = 10 ** decimals
  return (/** @type {string} */ number) => String(Math.round(Number(number) * factor) / factor)
}

// Vega's SVG as the page shows it: the stand-in colours as tokens, one style attribute per
// element; Vega's own ARIA gone (the chart is one image to assistive technology); numbers to two
// decimals, but where a chart has so many marks that its weight matters (`dense`), positions to
// whole pixels and shapes to a tenth.
/** @param {string} svg @param {{ dense?: boolean }} [options] */
export function themed(svg, { dense = false } = {}) {
  const position = rounder(dense ? 0 : 2)
  const shape = rounder(dense ? 1 : 2)
  /** @type {(tag: string, name: string, attributes: string, selfClosing: string) => string} */
  const styledTag = (_tag, name, attributes, selfClosing) => {
    /** @type {string[]} */
    const styles = []
    const rest = attributes.replace(
      /\s(fill|stroke)="(#[0-9a-f]{6})"/gi,
      (
        /** @type {string} */ match,
        /** @type {string} */ property,
        /** @type {string} */ value,
      ) => {
        const token = standIns.get(value.toLowerCase())
        if (!token) return match
        styles.push(`${property}:var(${token})`)
        return ""
      },
    )
    const shorter = rest
      .replace(/\s(role|aria-[a-z]+)="[^"]*"/g, "")
      .replace(/\s(transform|x|y|x1|x2|y1|y2)="[^"]*"/g, (/** @type {string} */ attribute) =>
        attribute.replace(/-?\d+\.\d+(e-?\d+)?/g, position),
      )
      .replace(/\s(d|points)="[^"]*"/g, (/** @type {string} */ attribute) =>
        attribute.replace(/-?\d+\.\d+(e-?\d+)?/g, shape),
      )
      .replace(/(\d+\.\d\d)\d+/g, "$1")
    const style = styles.length ? ` style="${styles.join(";")}"` : ""
    return `<${name}${shorter}${style}${selfClosing}>`
  }
  return svg.replace(/<(\w+)((?:\s[^>]*?)?)(\/?)>/g, styledTag)
}
