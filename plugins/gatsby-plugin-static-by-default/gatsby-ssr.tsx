import type { GatsbySSR } from "gatsby"
import { isValidElement, type ReactNode } from "react"
import type { BuiltIslands } from "./built-islands"
import { IslandsCollector, type IslandsOnPage } from "./island"
import { DATA_ATTRIBUTE, LOADER, islandsData } from "./islands-loader"
import { pageIslandsScript } from "./page-islands"
import { speculationRules } from "./speculation-rules"

// What the built pages load (README.md): no part of Gatsby's runtime (no React, no app, no webpack
// runtime, no page data), only the modules of the islands each page renders. Gatsby renders two
// pages at a time in a process, so each page's islands are kept by its path.
const islandsByPage = new Map<string, IslandsOnPage>()

const production = process.env.NODE_ENV === "production"

// Each combination of islands' script, once a process: the pages that share one read and digest
// their files once (page-islands.js).
const scriptOfIslands = new Map<string, string>()

// The islands the build made, compiled in (gatsby-node.js).
declare const __BUILT_ISLANDS__: BuiltIslands

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element, pathname }) => {
  if (!pathname) return element
  const islands: IslandsOnPage = new Map()
  islandsByPage.set(pathname, islands)
  return <IslandsCollector islands={islands}>{element}</IslandsCollector>
}

type Props = Record<string, unknown>

const propsOf = (component: ReactNode): Props | null =>
  isValidElement<Props>(component) ? component.props : null

// Gatsby's runtime in a page: its scripts (`<script src async>`, or the slice that names them),
// its chunk map and page path, and the links that fetch its scripts or page data early.
function isGatsbyRuntime(component: ReactNode) {
  const props = propsOf(component)
  if (!props || !isValidElement(component)) return false
  if (props.sliceId === "_gatsby-scripts") return true
  if (component.type === "script")
    return (
      Boolean(props.src && props.async) ||
      ["gatsby-script-loader", "gatsby-chunk-mapping"].includes(String(props.id))
    )
  return component.type === "link" && ["script", "fetch"].includes(String(props.as))
}

// An island a page renders, as the build made it.
function builtIsland(name: string) {
  const island = __BUILT_ISLANDS__[name]
  if (!island)
    throw new Error(
      `The page renders the island "${name}", which the build did not make: is there a folder ` +
        `of that name with an island.ts or island.tsx module in the islands folder?`,
    )
  return { name, src: island.src }
}

// The islands a page renders, at the end of its body: their script (one file for them all,
// page-islands.js) and when it starts, as data, and the line that adds it on the visitor's first
// use of the page, or after its first paint if one of them starts with the page
// (islands-loader.js).
function islandScripts(islands: IslandsOnPage) {
  if (islands.size === 0) return []
  const sorted = [...islands.keys()].sort()
  const combination = sorted.join(" ")
  const src = scriptOfIslands.get(combination) ?? pageIslandsScript(sorted.map(builtIsland))
  scriptOfIslands.set(combination, src)
  return [
    <script
      key="islands"
      type="application/json"
      {...{ [DATA_ATTRIBUTE]: "" }}
      dangerouslySetInnerHTML={{
        __html: islandsData({
          src,
          start: [...islands.values()].includes("with-page") ? "with-page" : "on-first-use",
        }),
      }}
    />,
    <script key="islands-loader" dangerouslySetInnerHTML={{ __html: LOADER }} />,
  ]
}

// Links to the site's other pages are prefetched, and prerendered, when a visitor shows the intent
// to follow them, where the browser supports Speculation Rules.
// (Gatsby gives onRenderBody the path prefix, which its types leave out.)
export const onRenderBody: GatsbySSR["onRenderBody"] = (args) => {
  const { setHeadComponents, pathPrefix } = args as typeof args & { pathPrefix?: string }
  if (!production) return
  setHeadComponents([
    <script
      key="speculation-rules"
      type="speculationrules"
      dangerouslySetInnerHTML={{ __html: speculationRules(pathPrefix ?? "") }}
    />,
  ])
}

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  pathname,
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  if (!production) return
  const islands: IslandsOnPage = islandsByPage.get(pathname) ?? new Map()
  islandsByPage.delete(pathname)
  const withoutRuntime = (components: ReactNode[]) =>
    components.filter((component) => !isGatsbyRuntime(component))
  replaceHeadComponents(withoutRuntime(getHeadComponents() as ReactNode[]))
  replacePostBodyComponents([
    ...withoutRuntime(getPostBodyComponents() as ReactNode[]),
    ...islandScripts(islands),
  ])
}
