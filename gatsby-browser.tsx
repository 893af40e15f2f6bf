import { CacheProvider } from "@emotion/react"
import type { GatsbyBrowser } from "gatsby"
import { browserEmotionCache } from "./src/lib/emotion-cache"
import { hydrateAsTransition } from "./src/lib/hydrate-as-transition"
import { wrapRootElement as wrapPage } from "./src/wrap-root-element"

const emotionCache = browserEmotionCache()

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = (args) => (
  <CacheProvider value={emotionCache}>{wrapPage(args)}</CacheProvider>
)

// Gatsby types this hook with ReactDOM's legacy render(), and calls it as (element, container).
// Only for the built site: `gatsby develop` has no server HTML to hydrate, and renders with its own.
type Renderer = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>

export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] | undefined =
  process.env.NODE_ENV === "production"
    ? () => hydrateAsTransition as unknown as Renderer
    : undefined
