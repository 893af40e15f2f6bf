import { CacheProvider } from "@emotion/react"
import createCache from "@emotion/cache"
import createEmotionServer from "@emotion/server/create-instance"
import type { GatsbySSR } from "gatsby"
import { isValidElement, type ReactNode } from "react"
import { renderToString } from "react-dom/server"
import { metaContentSecurityPolicy } from "./gatsby/site-files/security-headers"
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
function contentSecurityPolicy(frameSources: ReadonlyArray<string>) {
  const origin = process.env.GATSBY_EMAILJS_ORIGIN
  if (process.env.NODE_ENV !== "production" || !origin) return []
  return [
    <meta
      key="content-security-policy"
      httpEquiv="Content-Security-Policy"
      content={metaContentSecurityPolicy(origin, frameSources)}
    />,
  ]
}

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
// policy, the visitor's colour scheme (applied before the first paint), the browser's UI colour per
// scheme, and the tokens and global styles.
export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  pathname,
  loadPageDataSync,
  setHtmlAttributes,
  setHeadComponents,
}) => {
  setHtmlAttributes({ lang: "en" })
  setHeadComponents([
    ...contentSecurityPolicy(frameSourcesOf(loadPageDataSync, pathname)),
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
