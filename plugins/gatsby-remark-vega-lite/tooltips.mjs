// @ts-check
// A chart's tooltips in its static SVG, with no script: each mark item that the spec gives a
// tooltip carries it as a <title> (the browser's own tooltip on hover), in the words vega-tooltip
// would show. A line, an area or a trail is one path for many points: its tooltips go to invisible
// points on it, one per datum, and the path itself carries none. The renderers here are classes
// that a drawing uses (draw.mjs); Vega's own SVG renderer stays as it is.
import * as vega from "vega"
import { escapeHTML, formatValue } from "vega-tooltip"

/** @typedef {Record<string, any>} VegaJson a compiled Vega spec, or a group or mark of one */

// Marks drawn as one path for all their items.
const PATH_MARKS = new Set(["line", "area", "trail"])
// The role of the invisible points, which the drawing's count of marks and its data table leave out.
export const TOOLTIP_ROLE = "tooltip"
// vega-tooltip's depth for nested objects.
const MAX_DEPTH = 2

/**
 * The text vega-tooltip shows for `value` (a mark item's tooltip), its lines as it lays them out:
 * the title, then "field: value" for each field; null for none, or for a picture alone.
 * @param {unknown} value
 */
export function tooltipText(value) {
  if (value == null || value === "") return null
  // vega-tooltip's HTML, escaped by its own escapeHTML (& and <), read back as text.
  const html = formatValue(value, escapeHTML, MAX_DEPTH, "https://localhost/")
  const text = html
    .replace(/<h2>(.*?)<\/h2>/g, "$1\n")
    .replace(/<tr><td class="key">(.*?)<\/td><td class="value">(.*?)<\/td><\/tr>/g, "$1: $2\n")
    .replace(/<img [^>]*>|<\/?table>/g, "")
    .trim()
    .replace(/&lt;/g, "<")
    .replace(/&amp;/g, "&")
  // A tooltip that is only a picture has no words.
  return text || null
}

/**
 * Whether any mark of the Vega spec has a tooltip: the spec's own, or one Vega-Lite gives (a box
 * plot's, an error bar's).
 * @param {VegaJson} vegaSpec
 * @returns {boolean}
 */
export const drawsTooltips = (vegaSpec) =>
  (vegaSpec.marks ?? []).some(
    (/** @type {VegaJson} */ mark) =>
      Object.values(mark.encode ?? {}).some((block) => block?.tooltip) || drawsTooltips(mark),
  )

/**
 * The Vega spec with the tooltips of its lines, areas and trails on invisible points: a symbol mark
 * beside each such mark, over the same data at the same positions, clipped to its plot (so that it
 * widens no drawing), carrying the mark's tooltip, which the path no longer has. A point is filled
 * with no opacity: painted, so that the pointer finds it, and unseen (Vega writes no fill for a
 * "transparent" one, and the pointer passes through a point without). Other marks are as they
 * were; a spec without such a mark is returned as it is.
 * @param {VegaJson} vegaSpec
 * @returns {VegaJson}
 */
export function withTooltipPoints(vegaSpec) {
  let added = false
  /** @param {VegaJson} group @returns {VegaJson} */
  const visit = (group) => {
    if (!Array.isArray(group.marks)) return group
    const marks = group.marks.flatMap((/** @type {VegaJson} */ mark) => {
      if (mark.type === "group") return [visit(mark)]
      const update = mark.encode?.update ?? {}
      if (!PATH_MARKS.has(mark.type) || !update.tooltip) return [mark]
      added = true
      const { tooltip, ...rest } = update
      const points = {
        type: "symbol",
        name: `${mark.name ?? "marks"}_tooltip_points`,
        role: TOOLTIP_ROLE,
        from: mark.from,
        clip: true,
        // Helpers of the pointer, not marks to assistive technology: the chart is one image.
        aria: false,
        encode: {
          update: {
            x: update.x,
            y: update.y,
            size: { value: 100 },
            fill: { value: "black" },
            fillOpacity: { value: 0 },
            tooltip,
          },
        },
      }
      return [{ ...mark, encode: { ...mark.encode, update: rest } }, points]
    })
    return { ...group, marks }
  }
  const drawn = visit(vegaSpec)
  return added ? drawn : vegaSpec
}

/**
 * Vega's SVG renderer for a string, with each item's tooltip as the <title> of its element. Vega
 * opens an element, then writes its content: the title goes first inside it; a text's label,
 * which Vega writes after, goes in a <tspan> of its own beside the title.
 */
export class TitledSVGStringRenderer extends vega.SVGStringRenderer {
  /** @type {string | null} the title of the element Vega opens next */
  pendingTitle = null
  /** @type {WeakSet<object>} the markups already written through */
  titled = new WeakSet()

  /** @type {vega.SVGStringRenderer["attr"]} */
  attr(scene, item, attrs, tag) {
    const attributes = super.attr(scene, item, attrs, tag)
    // An item's own element: not a group's background or frame, not a path of many items.
    const type = scene.marktype ?? "group"
    const own = tag && !tag.startsWith("bg") && !PATH_MARKS.has(type) && type !== "group"
    if (own) this.pendingTitle = tooltipText(item.tooltip)
    return attributes
  }

  /** @type {vega.SVGStringRenderer["mark"]} */
  mark(m, scene) {
    if (!this.titled.has(m)) {
      this.titled.add(m)
      const { open, text, close } = m
      let labelAfterTitle = false
      m.open = (tag, ...attrs) => {
        open(tag, ...attrs)
        const title = this.pendingTitle
        this.pendingTitle = null
        if (title !== null) {
          open("title")
          text(title)
          close()
          labelAfterTitle = tag === "text"
        }
        return m
      }
      m.text = (value) => {
        if (!labelAfterTitle) return text(value)
        open("tspan")
        text(value)
        return close()
      }
      m.close = () => {
        labelAfterTitle = false
        return close()
      }
    }
    return super.mark(m, scene)
  }
}

/** Vega's SVG renderer for a string, without the points that carry a line's tooltips. */
export class UntitledSVGStringRenderer extends vega.SVGStringRenderer {
  /** @type {vega.SVGStringRenderer["mark"]} */
  mark(m, scene) {
    return scene.role === TOOLTIP_ROLE ? m : super.mark(m, scene)
  }
}
