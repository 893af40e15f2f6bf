import { createContext, useContext, type Context, type ReactNode } from "react"

// What this module keeps, once however many copies of it a bundle holds: the site imports it by
// the package's name and Gatsby loads the plugin from its folder, two files where the plugin is
// copied (a copy of the project, scripts/project-copy.mjs).
const KEPT = Symbol.for("gatsby-plugin-static-by-default/island")
const kept = ((globalThis as { [KEPT]?: unknown })[KEPT] ??= {
  // The islands a page renders, as its server rendering finds them (gatsby-ssr.tsx gives each
  // page a set of its own).
  IslandsOnPage: createContext<IslandsOnPage | null>(null),
  // In `gatsby develop`, where React renders the page in the browser, the islands it rendered last
  // (takeRenderedIslands).
  rendered: new Map(),
}) as { IslandsOnPage: Context<IslandsOnPage | null>; rendered: IslandsOnPage }
const { IslandsOnPage, rendered } = kept

// When an island's module runs (islands-loader.js): on the visitor's first use of the page (a
// mouse's move, a tap, a click, a key, the focus, a scroll), or with the page, just after its first paint, for an
// island that does its work unasked.
export type IslandStart = "on-first-use" | "with-page"

// The islands a page renders, each with when it starts.
export type IslandsOnPage = Map<string, IslandStart>

export function IslandsCollector({
  islands,
  children,
}: {
  islands: IslandsOnPage
  children: ReactNode
}) {
  return <IslandsOnPage.Provider value={islands}>{children}</IslandsOnPage.Provider>
}

// Declares that the page holds the island `name` (a folder of the site's islands folder): the
// page then loads its module, which starts with the elements that carry these attributes, on the
// visitor's first use of the page or, if `start` says so, with the page. An island whose parts are
// elsewhere in the page (a case study's buttons) declares itself without spreading them.
export function useIsland(name: string, start: IslandStart = "on-first-use") {
  const islands = useContext(IslandsOnPage) ?? rendered
  if (islands.get(name) !== "with-page") islands.set(name, start)
  return { "data-island": name }
}

// The islands rendered since the last call, for the development server, which starts them itself.
export function takeRenderedIslands() {
  const names = [...rendered.keys()]
  rendered.clear()
  return names
}
