// @ts-check
// For the browser: point-by-point reading of a chart's static drawing with the keyboard (and a tap),
// over the rows the build wrote into its figure (`data-reading`, reading.mjs). The same for every
// chart; the site's chart-reader island imports it on a chart's first focus, once a page. Each step
// is announced in the figure's live region, in the words of the point's tooltip, and outlined on
// the drawing shown; each step is also told to the figure (STEP_EVENT), which the sound
// (chart-sound.mjs) plays while it is on.

export const STEP_EVENT = "chart-step"

/**
 * @typedef {[string | 0 | [number, number], number, number]} Point its words (0: its title's in
 *   the drawing, the tooltip's; [table, row]: its row's in the figure's data table), the index of
 *   its mark among the drawing's data marks, its item's in it
 * @typedef {{ n: string, k: "axis" | "legend" | "series", s?: number, g?: number, p?: Point[] }} Row
 *   `g`: an axis's or a legend's place among the drawing's of its kind
 * @typedef {{ rows: Row[], start: number }} Reading
 * @typedef {{ row: number, at: number } | null} Place
 */

const SVG = "http://www.w3.org/2000/svg"
// Marks drawn as one path for all their items.
const PATH_MARKS = /\bmark-(line|area|trail)\b/
// Around a point of a path, the outline's half-width; around a mark, its margin (pixels).
const [POINT_RADIUS, MARGIN] = [6, 3]

/** @param {HTMLElement} figure @returns {Reading} */
export const readingOf = (figure) => JSON.parse(figure.dataset.reading ?? '{"rows":[],"start":0}')

// The drawing a visitor sees (a desktop's or a phone's).
/** @param {HTMLElement} figure */
export const shownDrawing = (figure) =>
  [...figure.querySelectorAll("svg")].find(
    (svg) => svg.hasAttribute("data-chart-drawing") && svg.getClientRects().length > 0,
  )

/**
 * Where a point is drawn: its mark's element (a data mark's group of items) and the element of its
 * item, or, for a point of a line or an area (one path), the path and its vertex.
 * @param {SVGSVGElement} svg
 * @param {Point} point
 */
export function drawnAt(svg, [, mark, at]) {
  const group = svg.querySelectorAll("g.role-mark:not(.mark-group)")[mark]
  if (!group) return null
  if (!PATH_MARKS.test(group.getAttribute("class") ?? "")) return { element: group.children[at] }
  // A line's tooltip points, right after it, where the drawing has them.
  const points = group.nextElementSibling
  if (points?.matches("g.role-tooltip")) return { element: points.children[at] }
  const path = group.children[0]
  const vertices = [...(path?.getAttribute("d") ?? "").matchAll(/[MLCQST][^MLCQSTZHVA]*/gi)].map(
    (command) => (command[0].slice(1).match(/-?[\d.]+(?:e-?\d+)?/gi) ?? []).slice(-2).map(Number),
  )
  const vertex = vertices[at]
  return vertex ? { element: path, vertex } : null
}

/**
 * How high a point is drawn on the screen, in pixels (higher is more): a mark's top, a line's
 * vertex; null where it is not drawn.
 * @param {SVGSVGElement} svg
 * @param {Point} point
 */
export function heightOf(svg, point) {
  const drawn = drawnAt(svg, point)
  if (!(drawn?.element instanceof SVGGraphicsElement)) return null
  if (!drawn.vertex) return -drawn.element.getBoundingClientRect().top
  const matrix = drawn.element.getScreenCTM()
  return matrix ? -new DOMPoint(...drawn.vertex).matrixTransform(matrix).y : null
}

// The words of a row of a figure's data table: "title: value" for each of its cells.
/** @param {HTMLElement} figure @param {[number, number]} place */
function tableWords(figure, [table, row]) {
  const shown = figure.querySelectorAll(".chart-table table")[table]
  const titles = [...(shown?.querySelectorAll("thead th") ?? [])].map((th) => th.textContent)
  const cells = [...(shown?.querySelectorAll("tbody tr")[row]?.children ?? [])]
  return cells.map((cell, n) => `${titles[n]}: ${cell.textContent}`).join(", ")
}

// The words of a point: the build's, its row's in the data table, or its item's title in the
// drawing (the tooltip's words).
/** @param {HTMLElement} figure @param {SVGSVGElement | undefined} svg @param {Point} point */
function wordsOf(figure, svg, point) {
  if (typeof point[0] === "string") return point[0]
  if (Array.isArray(point[0])) return tableWords(figure, point[0])
  const element = svg && drawnAt(svg, point)?.element
  return element?.querySelector(":scope > title")?.textContent?.replace(/\n/g, ", ") ?? ""
}

// The labels of an axis or a legend, as the drawing shows them.
/** @param {SVGSVGElement | undefined} svg @param {Row} row */
const labelsOf = (svg, row) => {
  const guide = svg?.querySelectorAll(`g.role-${row.k}`)[row.g ?? -1]
  const labels = guide?.querySelectorAll(`g.role-${row.k}-label > text`) ?? []
  return [...labels].map((label) => label.textContent ?? "").filter(Boolean)
}

/** @param {HTMLElement} figure @param {Row} row */
const itemsOf = (figure, row) => {
  const svg = shownDrawing(figure)
  return row.p ? row.p.map((point) => wordsOf(figure, svg, point)) : labelsOf(svg, row)
}

// What a step says: the row's name where the row changed, the place in it, the item.
/** @param {HTMLElement} figure @param {Row} row @param {number} at @param {boolean} newRow */
function sentence(figure, row, at, newRow) {
  const items = itemsOf(figure, row)
  const every = row.s && row.s > 1 ? ` (every ${row.s}th point)` : ""
  const head = newRow ? `${row.n}${every}. ` : ""
  return `${head}${at + 1} of ${items.length}: ${items[at]}`
}

// Outlines the point at `at` of `row` on the drawing shown (none for an axis or a legend).
/** @param {HTMLElement} figure @param {Row | undefined} row @param {number} at */
function outline(figure, row, at) {
  for (const old of figure.querySelectorAll(".chart-focus")) old.remove()
  const svg = shownDrawing(figure)
  const point = row?.p?.[at]
  const drawn = svg && point ? drawnAt(svg, point) : null
  if (!drawn?.element || !(drawn.element instanceof SVGGraphicsElement)) return
  const { x, y, width, height } = drawn.vertex
    ? {
        x: drawn.vertex[0] - POINT_RADIUS,
        y: drawn.vertex[1] - POINT_RADIUS,
        width: 2 * POINT_RADIUS,
        height: 2 * POINT_RADIUS,
      }
    : drawn.element.getBBox()
  const rect = document.createElementNS(SVG, "rect")
  for (const [name, value] of Object.entries({
    x: x - MARGIN,
    y: y - MARGIN,
    width: width + 2 * MARGIN,
    height: height + 2 * MARGIN,
    rx: MARGIN,
    transform: drawn.element.getAttribute("transform") ?? "",
    class: "chart-focus",
    "aria-hidden": "true",
  }))
    rect.setAttribute(name, String(value))
  drawn.element.parentElement?.append(rect)
  rect.scrollIntoView?.({ block: "nearest", inline: "nearest" })
}

/**
 * Where a key takes the reader from `place`, or undefined for a key it leaves alone.
 * @param {string} key
 * @param {Place} place
 * @param {Reading} reading
 * @param {(row: Row) => number} count how many items a row has
 * @returns {Place | undefined}
 */
export function nextPlace(key, place, { rows, start }, count) {
  const last = (/** @type {number} */ row) => Math.max(0, count(rows[row]) - 1)
  if (key === "Escape") return null
  if (rows.length === 0) return undefined
  if (!place)
    return ["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End"].includes(key)
      ? { row: start, at: key === "End" ? last(start) : 0 }
      : undefined
  const { row, at } = place
  const moveRow = (/** @type {number} */ to) => ({ row: to, at: Math.min(at, last(to)) })
  switch (key) {
    case "ArrowRight":
      return { row, at: Math.min(at + 1, last(row)) }
    case "ArrowLeft":
      return { row, at: Math.max(at - 1, 0) }
    case "ArrowDown":
      return moveRow(Math.min(row + 1, rows.length - 1))
    case "ArrowUp":
      return moveRow(Math.max(row - 1, 0))
    case "Home":
      return { row, at: 0 }
    case "End":
      return { row, at: last(row) }
    default:
      return undefined
  }
}

/**
 * Starts the reading of one chart: its drawings answer the keys and a tap.
 * @param {HTMLElement} figure
 */
function startReader(figure) {
  const reading = readingOf(figure)
  const live = /** @type {HTMLElement | null} */ (figure.querySelector(".chart-announce"))
  /** @type {Place} */
  let place = null
  /** @param {Place} next */
  const go = (next) => {
    const newRow = !place || !next || next.row !== place.row
    place = next
    const row = next ? reading.rows[next.row] : undefined
    outline(figure, row, next?.at ?? 0)
    if (live)
      live.textContent =
        row && next ? sentence(figure, row, next.at, newRow) : "Left the chart's points."
    if (next) figure.dataset.row = String(next.row)
    if (next && row?.p)
      figure.dispatchEvent(new CustomEvent(STEP_EVENT, { detail: { row: next.row, at: next.at } }))
  }
  figure.addEventListener("keydown", (event) => {
    if (!(event.target instanceof SVGSVGElement) || event.altKey || event.ctrlKey || event.metaKey)
      return
    const next = nextPlace(event.key, place, reading, (row) => itemsOf(figure, row).length)
    if (next === undefined || (next === null && place === null)) return
    event.preventDefault()
    go(next)
  })
  // A tap or a click on a mark reads its point.
  /** @param {EventTarget | null} tapped */
  const readTapped = (tapped) => {
    const svg = shownDrawing(figure)
    const target =
      tapped instanceof Element ? tapped.closest("g.role-mark > *, g.role-tooltip > *") : null
    if (!svg || !target || !svg.contains(target)) return
    for (const [row, { p }] of reading.rows.entries()) {
      const at = (p ?? []).findIndex((point) => drawnAt(svg, point)?.element === target)
      if (at < 0) continue
      svg.focus()
      go({ row, at })
      return
    }
  }
  figure.addEventListener("click", (event) => readTapped(event.target))
  tapReaders.set(figure, readTapped)
  figure.addEventListener("focusout", (event) => {
    if (!figure.contains(/** @type {Node | null} */ (event.relatedTarget)))
      outline(figure, undefined, 0)
  })
}

// What reads a tap on each started chart.
/** @type {WeakMap<Element, (tapped: EventTarget | null) => void>} */
const tapReaders = new WeakMap()

/**
 * Starts every chart of the page that has a reading, once, and reads the mark of the tap that
 * loaded this code (`tapped`), whose click may have come before it.
 * @param {EventTarget | null} [tapped]
 */
export function startReaders(tapped = null) {
  for (const figure of document.querySelectorAll("figure[data-reading]")) {
    if (!(figure instanceof HTMLElement) || tapReaders.has(figure)) continue
    startReader(figure)
  }
  if (tapped instanceof Element) tapReaders.get(tapped.closest("figure") ?? tapped)?.(tapped)
}
