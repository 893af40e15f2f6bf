import { CacheProvider } from "@emotion/react"
import type { GatsbyBrowser } from "gatsby"
import { browserEmotionCache } from "./src/lib/emotion-cache"
import { wrapRootElement as wrapPage } from "./src/wrap-root-element"

const emotionCache = browserEmotionCache()

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = (args) => (
  <CacheProvider value={emotionCache}>{wrapPage(args)}</CacheProvider>
)
