import type { CSSObject } from "@emotion/react"
import { DARK_QUERY } from "../lib/colour-scheme"

// When a page shows its dark scheme: the visitor's system asks for dark and they have not chosen
// light on this site, or they chose dark (data-theme on <html>, set before the first paint by
// themeScript in src/lib/colour-scheme.ts). With or without scripts, from the first paint. (html,
// not :root: emotion reads a nested selector that begins with a colon as the component's own.)
export const SYSTEM_DARK = `@media ${DARK_QUERY}`
export const LIGHT_NOT_CHOSEN = 'html:not([data-theme="light"])'
export const DARK_CHOSEN = 'html[data-theme="dark"]'

// A component's rules for while the page shows its dark scheme.
export const inDarkScheme = (rules: CSSObject): CSSObject => ({
  [SYSTEM_DARK]: { [`${LIGHT_NOT_CHOSEN} &`]: rules },
  [`${DARK_CHOSEN} &`]: rules,
})
