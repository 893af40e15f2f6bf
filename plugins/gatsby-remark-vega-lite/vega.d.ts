// What Vega exports at run time that its own types (vega-typings) leave out or narrow, as the chart
// renderer uses it: the text measurer it sizes text with, its CSS font of a text mark, the root
// of a view's scene graph (the Scenegraph object, typed as a Scene), the SVG string renderer
// that a drawing renders with (draw.mjs) and the tooltips' renderers (tooltips.mjs) extend, and
// vega-loader's registry of data formats (delimited.mjs).
import type { Bounds, Color, Renderer } from "vega-typings"

declare module "vega-typings" {
  // A node of a scene graph: a mark (its items) or an item of one (a group's marks are its items).
  interface SceneNode {
    marktype?: string
    role?: string
    name?: string
    items?: SceneNode[]
    bounds?: Bounds
    datum?: Record<string, unknown>
    mark?: SceneNode
    limit?: number
    [key: string]: unknown
  }

  interface Scene {
    root: SceneNode
  }

  export const textMetrics: {
    width: (item: SceneNode, text: unknown) => number
    estimateWidth: (item: SceneNode, text: unknown) => number
  }

  export function font(item: SceneNode, quote?: boolean): string

  // Vega's locale: its number and time formats by their d3 specifiers (formats.mjs).
  export function defaultLocale(): {
    format(specifier: string): (value: number) => string
    timeFormat(specifier: string): (value: Date) => string
    utcFormat(specifier: string): (value: Date) => string
  }

  // A reader of a data format, as vega-loader calls it: the loaded text, and the spec's format.
  interface FormatReader {
    (data: unknown, format?: { delimiter?: string; header?: unknown[] }): unknown[]
    responseType: string
  }
  export function formats(name: string, reader: FormatReader): unknown

  // What Vega writes an SVG through: an element opened, its text, closed.
  interface Markup {
    open(tag: string, ...attributes: Array<Record<string, unknown> | null | undefined>): Markup
    text(value: unknown): Markup
    close(): Markup
  }

  export class SVGStringRenderer extends Renderer {
    // Headless: no element; `origin` is where the chart starts inside its padding.
    initialize(el: null, width: number, height: number, origin: readonly number[]): this
    background(color: Color): this
    renderAsync(scene: SceneNode): Promise<this>
    svg(): string
    attr(
      scene: SceneNode,
      item: SceneNode,
      attrs: unknown,
      tag: string | null,
    ): Record<string, unknown>
    mark(m: Markup, scene: SceneNode): Markup
  }
}
