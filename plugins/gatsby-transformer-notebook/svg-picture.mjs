// @ts-check
// A notebook's SVG figure as the page shows it: a PNG picture drawn by resvg, never the SVG itself.
// An SVG is a document that runs its scripts and event handlers when opened on the site's origin;
// a raster keeps none of them. resvg runs as WebAssembly, which has no file system: an <image> or a
// filter that names a file of the build machine draws nothing (resvg's native build would read it).
// One call, `svgToPng`, so that it can run in a box with time and memory limits.
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { initWasm, Resvg } from "@resvg/resvg-wasm"

const requireHere = createRequire(import.meta.url)

// The largest picture drawn, in pixels: a figure is drawn at twice its size, or less to stay
// within this.
export const MAX_PIXELS = 4096 * 4096
const ZOOM = 2

/** @type {Promise<void> | undefined} */
let engine
const started = () =>
  (engine ??= initWasm(readFileSync(requireHere.resolve("@resvg/resvg-wasm/index_bg.wasm"))))

/** @type {Map<string, Buffer>} */
const fontBytes = new Map()
const fontOf = (/** @type {string} */ file) =>
  fontBytes.get(file) ?? fontBytes.set(file, readFileSync(file)).get(file) ?? Buffer.alloc(0)

/** @typedef {{ png: Buffer, width: number, height: number }} DrawnSvg */

// A notebook inlines an SVG into its HTML, where it needs no namespace; resvg reads a document,
// which does.
const namespaced = (/** @type {string} */ svg) =>
  /<svg\b[^>]*\sxmlns=/.test(svg)
    ? svg
    : svg.replace(/<svg\b/, '<svg xmlns="http://www.w3.org/2000/svg"')

// resvg's reason, without its "Error: ".
const reason = (/** @type {unknown} */ error) =>
  (error instanceof Error ? error.message : String(error)).replace(/^Error: /, "").split("\n")[0]

/**
 * The PNG of an SVG figure, drawn at twice its own size (its width and height, or its viewBox's)
 * or smaller to stay within MAX_PIXELS, with the fonts of `fontFiles` only (no system font: the
 * same figure gives the same bytes on every machine). `width` and `height` are the figure's own size, in CSS pixels,
 * which the page shows it at. Throws an Error whose message says why nothing can be drawn.
 * @param {string} svg
 * @param {ReadonlyArray<string>} fontFiles TrueType or OpenType files (the site's own)
 * @returns {Promise<DrawnSvg>}
 */
export async function svgToPng(svg, fontFiles) {
  await started()
  const document = namespaced(svg)
  const font = { fontBuffers: fontFiles.map(fontOf) }
  let size
  try {
    size = new Resvg(document, { font })
  } catch (error) {
    throw new Error(`it is not an SVG picture resvg can read (${reason(error)})`)
  }
  const { width, height } = size
  size.free()
  const zoom = Math.min(ZOOM, Math.sqrt(MAX_PIXELS / (width * height)))
  const drawing = new Resvg(document, { font, fitTo: { mode: "zoom", value: zoom } })
  try {
    const rendered = drawing.render()
    const png = Buffer.from(rendered.asPng())
    rendered.free()
    return { png, width: Math.round(width), height: Math.round(height) }
  } catch (error) {
    throw new Error(
      `resvg cannot draw it at ${Math.round(width)} x ${Math.round(height)} (${reason(error)})`,
    )
  } finally {
    drawing.free()
  }
}
