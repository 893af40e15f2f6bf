import { CacheProvider } from "@emotion/react"
import createCache from "@emotion/cache"
import createEmotionServer from "@emotion/server/create-instance"
import { withPrefix, type GatsbySSR } from "gatsby"
import { isValidElement, type ReactNode } from "react"
import { renderToString } from "react-dom/server"
import { metaContentSecurityPolicy } from "./gatsby/site-files/security-headers"
import { counterImageSources, pixelAddress } from "./src/lib/visit-pixel"
import type { CaseStudyPageContext } from "./src/lib/case-study-page-context"
import { themeScript } from "./src/lib/colour-scheme"
import { PRERENDERED_RULES_ATTRIBUTE } from "./src/lib/emotion-cache"
import { globalCss } from "./src/styles/global-styles"
import { themeColors } from "./src/styles/theme"

export { wrapRootElement } from "./src/wrap-root-element"

// The production page's Content-Security-Policy, first in the <head>, for hosts that send no
// headers (GitHub Pages): its frame-src only the vendors of the page's own dashboards, which its
// page context names (gatsby/case-studies/case-study-pages.ts); the hashes of the inline scripts it
// may run are added once every page is built (gatsby/site-files/inline-scripts.ts). Not in
// development: the dev server's hot reloading needs more.
function contentSecurityPolicy(frameSources: ReadonlyArray<string>, counter: string | null) {
  const origin = process.env.GATSBY_EMAILJS_ORIGIN
  if (process.env.NODE_ENV !== "production" || !origin) return []
  return [
    <meta
      key="content-security-policy"
      httpEquiv="Content-Security-Policy"
      content={metaContentSecurityPolicy(origin, frameSources, counterImageSources(counter))}
    />,
  ]
}

// The visit counter's endpoint when the build publishes the site with one
// (gatsby/site-files/visit-counter.ts); never in development.
const visitCounter = () =>
  (process.env.NODE_ENV === "production" && process.env.GATSBY_VISIT_COUNTER) || null

// The counter's pixel, last in the body: an image the browser asks for as the page loads (not
// lazily, so that a visit that never scrolls counts), hidden, with the page's own path.
const visitPixel = (endpoint: string, pathname: string) => (
  <img
    key="visit-counter"
    src={pixelAddress(endpoint, withPrefix(pathname))}
    alt=""
    width={1}
    height={1}
    loading="eager"
    hidden
    data-visit-counter=""
  />
)

// The frames a page may hold, from its page data.
function frameSourcesOf(loadPageDataSync: (path: string) => unknown, pathname: string) {
  try {
    const data = loadPageDataSync(pathname) as {
      result?: { pageContext?: Partial<CaseStudyPageContext> }
    }
    return data.result?.pageContext?.frameSources ?? []
  } catch {
    return []
  }
}

// What every page carries in its HTML and never needs in JavaScript: the language, the security
// policy, the visit counter's pixel when the build publishes the site with one, the visitor's colour scheme (applied before the first paint), the browser's UI colour per
// scheme, and the tokens and global styles.
export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  pathname,
  loadPageDataSync,
  setHtmlAttributes,
  setHeadComponents,
  setPostBodyComponents,
}) => {
  const counter = visitCounter()
  setHtmlAttributes({ lang: "en" })
  if (counter) setPostBodyComponents([visitPixel(counter, pathname)])
  setHeadComponents([
    ...contentSecurityPolicy(frameSourcesOf(loadPageDataSync, pathname), counter),
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

// gatsby-plugin-image's style and script for its component, which the site does not render: it
// draws the images of the data layer as plain <picture>s (src/components/ui/picture.tsx).
const isImageComponentsPart = (component: ReactNode) =>
  isValidElement(component) && String(component.key).startsWith("gatsby-image-style")

// The components' rules come last in the <head>, after the global styles, where the browser's
// emotion cache adds its own.
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
}) => {
  const head = getHeadComponents().filter((component) => !isImageComponentsPart(component))
  replaceHeadComponents([
    ...head.filter((component) => !isPrerenderedRules(component)),
    ...head.filter(isPrerenderedRules),
  ])
}
