import { CacheProvider } from "@emotion/react"
import createCache from "@emotion/cache"
import createEmotionServer from "@emotion/server/create-instance"
import type { GatsbySSR } from "gatsby"
import { isValidElement, type ReactNode } from "react"
import { renderToString } from "react-dom/server"
import { metaContentSecurityPolicy } from "./gatsby/security-headers"
import { themeScript } from "./src/lib/colour-scheme"
import { PRERENDERED_RULES_ATTRIBUTE } from "./src/lib/emotion-cache"
import { globalCss } from "./src/styles/global-styles"
import { themeColors } from "./src/styles/theme"

export { wrapRootElement } from "./src/wrap-root-element"

// The production page's Content-Security-Policy, first in the <head>, for hosts that send no
// headers (GitHub Pages). Not in development: the dev server's hot reloading needs more.
const contentSecurityPolicy =
  process.env.NODE_ENV === "production" && process.env.GATSBY_EMAILJS_ORIGIN
    ? [
        <meta
          key="content-security-policy"
          httpEquiv="Content-Security-Policy"
          content={metaContentSecurityPolicy(process.env.GATSBY_EMAILJS_ORIGIN)}
        />,
      ]
    : []

// What every page carries in its HTML and never needs in JavaScript: the language, the security
// policy, the visitor's colour scheme (applied before the first paint), the browser's UI colour per
// scheme, and the tokens and global styles.
export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
}) => {
  setHtmlAttributes({ lang: "en" })
  setHeadComponents([
    ...contentSecurityPolicy,
    ...Object.entries(themeColors).map(([scheme, colour]) => (
      <meta
        key={`theme-color-${scheme}`}
        name="theme-color"
        media={`(prefers-color-scheme: ${scheme})`}
        content={colour}
        data-scheme={scheme}
      />
    )),
    <script key="colour-scheme" dangerouslySetInnerHTML={{ __html: themeScript }} />,
    <style key="global-styles" dangerouslySetInnerHTML={{ __html: globalCss }} />,
  ])
}

// Emotion's critical CSS goes into the <head> as one block instead of a <style> before every
// element, after the global styles: the body parses and paints sooner, and the browser's emotion
// cache takes the rules as inserted (src/lib/emotion-cache.ts; emotion.sh/docs/ssr).
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const cache = createCache({ key: "css" })
  const { extractCritical } = createEmotionServer(cache)
  const { html, ids, css } = extractCritical(
    renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>),
  )
  replaceBodyHTMLString(html)
  setHeadComponents([
    <style
      key="prerendered-rules"
      {...{ [PRERENDERED_RULES_ATTRIBUTE]: ids.join(" ") }}
      dangerouslySetInnerHTML={{ __html: css }}
    />,
  ])
}

const isPrerenderedRules = (component: ReactNode) =>
  isValidElement<Record<string, unknown>>(component) &&
  component.props[PRERENDERED_RULES_ATTRIBUTE] !== undefined

// The components' rules come last in the <head>, after the global styles, where the browser's
// emotion cache adds its own.
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
}) => {
  const head = getHeadComponents()
  replaceHeadComponents([
    ...head.filter((component) => !isPrerenderedRules(component)),
    ...head.filter(isPrerenderedRules),
  ])
}
