import createCache from "@emotion/cache"

// The <style> in the prerendered <head> that holds the page's component rules (gatsby-ssr.tsx)
// carries the names of those rules in this attribute.
export const PRERENDERED_RULES_ATTRIBUTE = "data-prerendered-rules"

// The emotion cache the browser renders with. The prerendered rules are in the <head> already:
// the cache counts them as inserted, by name, and leaves their <style> where it is. (Emotion's own
// adoption of server styles moves that <style>, and the browser then restyles the whole page.)
export function browserEmotionCache() {
  const cache = createCache({ key: "css" })
  const names = document
    .querySelector(`style[${PRERENDERED_RULES_ATTRIBUTE}]`)
    ?.getAttribute(PRERENDERED_RULES_ATTRIBUTE)
  for (const name of names?.split(" ") ?? []) cache.inserted[name] = true
  return cache
}
