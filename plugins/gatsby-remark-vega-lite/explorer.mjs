// @ts-check
// The live chart, on a visitor's click (click-to-load.js imports this module on the first one): the
// page's picture swapped for Vega's own view of the same chart, in the same box, in the page's
// colours, with its tooltips, zoom and pan, selections and bound inputs as the analyst made them.
// Vega runs under the site's Content-Security-Policy: its expressions through vega-interpreter (no
// eval), its tooltip styled by this module's CSS file (no <style> added), its data in its spec.
import { parse, View } from "vega"
import { expressionInterpreter } from "vega-interpreter"
import { Handler } from "vega-tooltip"
import { standIns } from "./style.mjs"

const LABEL = { explore: "Explore this chart", back: "Show the picture", loading: "Loading…" }

/** @type {WeakMap<HTMLElement, { stop: () => void }>} the live charts, by their figure */
const live = new WeakMap()
/** @type {Handler | undefined} one tooltip for the page, vega-tooltip's element */
let tooltip

// The tooltip's style sheet, published with the charts' files (chart.mjs), added once.
/** @param {string} href */
function addStyleSheet(href) {
  if (document.querySelector(`link[href="${href}"]`)) return
  const link = document.createElement("link")
  link.rel = "stylesheet"
  link.href = href
  document.head.append(link)
}

// The spec's stand-in colours as the page's tokens are now (the light or the dark scheme).
/** @param {string} text */
function inPageColours(text) {
  const style = getComputedStyle(document.documentElement)
  return text.replace(/#0000[0-9a-f]{2}/gi, (hex) => {
    const token = standIns.get(hex.toLowerCase())
    return (token && style.getPropertyValue(token).trim()) || hex
  })
}

// vega-tooltip's tooltip beside the pointer, kept inside the window (on a phone it may be as wide
// as the space on either side of the pointer).
/** @type {import("vega").TooltipHandler} */
function showTooltip(handler, event, item, value) {
  tooltip?.call(handler, event, item, value)
  const element = document.getElementById("vg-tooltip-element")
  if (!element?.classList.contains("visible")) return
  const { left, width } = element.getBoundingClientRect()
  const inside = Math.max(8, Math.min(left, window.innerWidth - width - 8))
  if (inside !== left) element.style.left = `${inside}px`
}

// The figure's drawing that the page shows now: the phone's on a phone.
/** @param {HTMLElement} figure */
function shownDrawing(figure) {
  const drawings = [
    ...figure.querySelectorAll(
      ":scope > .chart-wide, :scope > .chart-narrow, :scope > .chart-drawing",
    ),
  ]
  const shown = drawings.find((drawing) => drawing.getClientRects().length > 0) ?? drawings[0]
  return /** @type {HTMLElement} */ (shown)
}

/**
 * Vega's view of `spec` in place of `picture`, the same size, its focus inside.
 * @param {HTMLElement} figure @param {HTMLElement} picture @param {object} spec
 */
async function showLive(figure, picture, spec) {
  const container = document.createElement("div")
  container.className = "chart-live"
  container.tabIndex = 0
  container.setAttribute("role", "group")
  const title = figure.querySelector(".chart-title")?.textContent ?? "The chart"
  container.setAttribute(
    "aria-label",
    `${title}, interactive: hover or tab for values, drag to pan, scroll to zoom where the chart allows`,
  )
  picture.after(container)
  tooltip ??= new Handler({ disableDefaultStyle: true, theme: "site" })
  const view = new View(parse(/** @type {any} */ (spec), undefined, { ast: true }), {
    container,
    renderer: "svg",
    hover: true,
    tooltip: showTooltip,
    expr: expressionInterpreter,
  })
  try {
    await view.runAsync()
  } catch (error) {
    view.finalize()
    container.remove()
    throw error
  }
  // The picture's box: the same viewBox and size, as the build drew it.
  const drawn = picture.querySelector("svg")
  const svg = container.querySelector("svg")
  for (const name of ["width", "height", "viewBox"]) {
    const value = drawn?.getAttribute(name)
    if (svg && value) svg.setAttribute(name, value)
  }
  picture.hidden = true
  return { view, container }
}

/**
 * Swaps the figure's picture for its live chart, or back: what the figure's "Explore this chart"
 * button does (click-to-load.js imports this module on the first click).
 * @param {HTMLButtonElement} button
 */
export async function explore(button) {
  const figure = /** @type {HTMLElement} */ (button.closest("figure"))
  const error = figure.querySelector(".chart-explore-error")
  const current = live.get(figure)
  if (current) {
    current.stop()
    button.textContent = LABEL.explore
    button.focus()
    return
  }
  button.disabled = true
  button.textContent = LABEL.loading
  try {
    addStyleSheet(String(button.dataset.styleSheet))
    const response = await fetch(String(button.dataset.spec))
    if (!response.ok) throw new Error(`the chart's file answered ${response.status}`)
    const text = await response.text()
    const picture = shownDrawing(figure)
    const key = picture.classList.contains("chart-narrow") ? "narrow" : "wide"
    const specOf = () => JSON.parse(inPageColours(text))[key]
    let shown = await showLive(figure, picture, specOf())
    // A change of scheme draws it again in the new colours.
    const redraw = async () => {
      shown.view.finalize()
      shown.container.remove()
      picture.hidden = false
      shown = await showLive(figure, picture, specOf())
    }
    const dark = matchMedia("(prefers-color-scheme: dark)")
    const scheme = new MutationObserver(redraw)
    scheme.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"] })
    dark.addEventListener("change", redraw)
    const onKey = (/** @type {KeyboardEvent} */ event) => {
      if (event.key === "Escape" && live.has(figure)) void explore(button)
    }
    figure.addEventListener("keydown", onKey)
    live.set(figure, {
      stop: () => {
        scheme.disconnect()
        dark.removeEventListener("change", redraw)
        figure.removeEventListener("keydown", onKey)
        shown.view.finalize()
        shown.container.remove()
        picture.hidden = false
        live.delete(figure)
      },
    })
    if (error) error.textContent = ""
    button.textContent = LABEL.back
    shown.container.focus({ preventScroll: true })
  } catch (failure) {
    button.textContent = LABEL.explore
    if (error)
      error.textContent = `The interactive chart could not load (${failure instanceof Error ? failure.message : failure}); the picture and its data are here.`
  } finally {
    button.disabled = false
  }
}
