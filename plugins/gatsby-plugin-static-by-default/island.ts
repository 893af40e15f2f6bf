import { ISLAND_ATTRIBUTE, START_ATTRIBUTE } from "./island-rule"

// When an island's module runs (loader.ts): on the visitor's first use of the page (a mouse's move,
// a tap, a click, a key, the focus, a scroll), or with the page, just after its first paint, for an
// island that does its work unasked.
export type IslandStart = "on-first-use" | "with-page"

// In `gatsby develop`, where React renders the page in the browser, the islands it rendered last
// (takeRenderedIslands), kept once however many copies of this module a bundle holds: the site
// imports it by the package's name and Gatsby loads the plugin from its folder, two files where the
// plugin is copied (a copy of the project, scripts/project-copy.mjs).
const KEPT = Symbol.for("gatsby-plugin-static-by-default/island")
const rendered = ((globalThis as { [KEPT]?: Set<string> })[KEPT] ??= new Set<string>())

// Declares that the page holds the island `name` (a folder of the site's islands folder): the
// element that spreads these attributes is one of the island's, and its module starts with them
// all, on the visitor's first use of the page or, if `start` says so, with the page. An island
// whose parts are elsewhere in the page (a case study's buttons) spreads them on an empty
// <template>. The server's rendering keeps nothing: the marks are the record.
export function useIsland(
  name: string,
  start: IslandStart = "on-first-use",
): Record<string, string> {
  if (typeof document !== "undefined") rendered.add(name)
  return start === "with-page"
    ? { [ISLAND_ATTRIBUTE]: name, [START_ATTRIBUTE]: start }
    : { [ISLAND_ATTRIBUTE]: name }
}

// The islands rendered since the last call, for the development server, which starts them itself
// (develop.ts).
export function takeRenderedIslands() {
  const names = [...rendered]
  rendered.clear()
  return names
}
