import { takeRenderedIslands } from "./island"
import { ISLAND_ATTRIBUTE, islandOf } from "./island-rule"

// What `gatsby develop` does for the islands (README.md): React renders every page in the browser,
// and each island a page rendered is started after the render, as a built page starts it, with
// the elements that carry its name. Which module is an island's is the build's rule
// (island-rule.js).

type IslandModule = { default: (roots: HTMLElement[]) => void }

// The site's islands folder as webpack lists it (`import.meta.webpackContext`): each module's path
// from the folder, and the module.
export type IslandModules = { keys(): string[]; (key: string): unknown }

export function startRenderedIslands(modules: IslandModules) {
  const keys = new Map(
    modules.keys().flatMap((key) => {
      const name = islandOf(key)
      return name ? [[name, key] as const] : []
    }),
  )
  for (const name of takeRenderedIslands()) {
    const key = keys.get(name)
    if (!key) continue
    const roots = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}="${name}"]`)]
    ;(modules(key) as IslandModule).default(roots)
  }
}
