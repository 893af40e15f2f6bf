import { CacheProvider } from "@emotion/react"
import createCache from "@emotion/cache"
import createEmotionServer from "@emotion/server/create-instance"
import type { GatsbySSR } from "gatsby"
import { renderToString } from "react-dom/server"
import { metaContentSecurityPolicy } from "./build/security-headers"
import { themeScript } from "./src/lib/colour-scheme"
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
    <script key="colour-scheme" dangerouslySetInnerHTML={{ __html: themeScript }} />,
    ...Object.entries(themeColors).map(([scheme, colour]) => (
      <meta
        key={`theme-color-${scheme}`}
        name="theme-color"
        media={`(prefers-color-scheme: ${scheme})`}
        content={colour}
      />
    )),
    <style key="global-styles" dangerouslySetInnerHTML={{ __html: globalCss }} />,
  ])
}

// Emotion's critical CSS goes into the <head> as one block instead of a <style> before every
// element: the body parses and paints sooner, and the browser's emotion cache (same key) adopts
// the rules instead of moving 140 style tags on start-up (emotion.sh/docs/ssr, advanced approach).
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const cache = createCache({ key: "css" })
  const { extractCriticalToChunks } = createEmotionServer(cache)
  const { html, styles } = extractCriticalToChunks(
    renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>),
  )
  replaceBodyHTMLString(html)
  setHeadComponents(
    styles.map(({ key, ids, css }) => (
      <style
        key={`${key}-${ids.join("-")}`}
        data-emotion={`${key} ${ids.join(" ")}`}
        dangerouslySetInnerHTML={{ __html: css }}
      />
    )),
  )
}
