import type { GatsbySSR } from "gatsby"
import { isValidElement, type ReactNode } from "react"
import type { BuiltIslands } from "./built-islands"
import { IslandsCollector } from "./island"
import { speculationRules } from "./speculation-rules"

// What the built pages load (README.md): no part of Gatsby's runtime (no React, no app, no webpack
// runtime, no page data), only the modules of the islands each page renders. Gatsby renders two
// pages at a time in a process, so each page's islands are kept by its path.
const islandsByPage = new Map<string, Set<string>>()

const production = process.env.NODE_ENV === "production"

// The islands the build made, compiled in (gatsby-node.js).
declare const __BUILT_ISLANDS__: BuiltIslands

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element, pathname }) => {
  if (!pathname) return element
  const islands = new Set<string>()
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

// The scripts of the islands a page renders, in the <head>: modules, so they run once the HTML is
// parsed, and the chunks they import fetched at once rather than one after another.
function islandScripts(names: Set<string>) {
  const built = __BUILT_ISLANDS__
  return [...names].sort().flatMap((name) => {
    const island = built[name]
    if (!island)
      throw new Error(
        `The page renders the island "${name}", which the build did not make: is there a folder ` +
          `of that name with an island.ts or island.tsx module in the islands folder?`,
      )
    return [
      ...island.imports.map((href) => <link key={href} rel="modulepreload" href={href} />),
      <script key={island.src} type="module" src={island.src} />,
    ]
  })
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
  const islands = islandsByPage.get(pathname) ?? new Set<string>()
  islandsByPage.delete(pathname)
  const withoutRuntime = (components: ReactNode[]) =>
    components.filter((component) => !isGatsbyRuntime(component))
  replaceHeadComponents([
    ...withoutRuntime(getHeadComponents() as ReactNode[]),
    ...islandScripts(islands),
  ])
  replacePostBodyComponents(withoutRuntime(getPostBodyComponents() as ReactNode[]))
}
