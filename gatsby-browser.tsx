/// <reference types="webpack/module" />
import type { GatsbyBrowser } from "gatsby"
import { startRenderedIslands } from "gatsby-plugin-static-by-default/develop"

export { wrapRootElement } from "./src/wrap-root-element"

// Only `gatsby develop` runs this file: a built page loads none of Gatsby's runtime, only its
// islands' modules (plugins/gatsby-plugin-static-by-default). Here React renders every page in the
// browser, and each island a page rendered is started after the render as a built page starts it,
// its module hot-reloaded like the rest of the code. Webpack lists the islands folder's modules
// named island.ts or island.tsx; which of them is an island is the plugin's rule, as in the build.
// (In the production bundle, which no page loads, the islands are left out.)
const islandModules =
  process.env.NODE_ENV === "production"
    ? null
    : import.meta.webpackContext("./src/islands", {
        recursive: true,
        regExp: /\/island\.tsx?$/,
      })

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
  if (islandModules) startRenderedIslands(islandModules)
}
