/// <reference types="webpack/module" />
import type { GatsbyBrowser } from "gatsby"
import { takeRenderedIslands } from "gatsby-plugin-static-by-default/island"

export { wrapRootElement } from "./src/wrap-root-element"

// Only `gatsby develop` runs this file: a built page loads none of Gatsby's runtime, only its
// islands' modules (plugins/gatsby-plugin-static-by-default). Here React renders every page in the
// browser, and each island a page rendered is started after the render as a built page starts it,
// its module hot-reloaded like the rest of the code. (In the production bundle, which no page
// loads, the islands are left out.)
const islandModules =
  process.env.NODE_ENV === "production"
    ? null
    : import.meta.webpackContext("./src/islands", {
        recursive: true,
        regExp: /^\.\/[^/]+\/island\.tsx?$/,
      })

type IslandModule = { default: (roots: HTMLElement[]) => void }

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
  if (!islandModules) return
  const keys = new Map(islandModules.keys().map((key) => [key.split("/")[1], key]))
  for (const name of takeRenderedIslands()) {
    const key = keys.get(name)
    if (!key) continue
    const roots = [...document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)]
    ;(islandModules(key) as IslandModule).default(roots)
  }
}
