import type { GatsbySSR } from "gatsby"

export { wrapRootElement } from "./src/wrap-root-element"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en" })
}
