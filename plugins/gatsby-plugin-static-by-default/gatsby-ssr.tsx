import type { GatsbySSR } from "gatsby"
import { isValidElement, type ReactNode } from "react"
import { speculationRules } from "./speculation-rules"

// What the built pages load (README.md): no part of Gatsby's runtime (no React, no app, no webpack
// runtime, no page data). The islands each page marks are given their script once the pages are
// built (gatsby-node.js, pages.js): rendering a page records nothing and writes nothing.

const production = process.env.NODE_ENV === "production"

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
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  if (!production) return
  const withoutRuntime = (components: ReactNode[]) =>
    components.filter((component) => !isGatsbyRuntime(component))
  replaceHeadComponents(withoutRuntime(getHeadComponents() as ReactNode[]))
  replacePostBodyComponents(withoutRuntime(getPostBodyComponents() as ReactNode[]))
}
