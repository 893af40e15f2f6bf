// The visitor's colour scheme: their system's (prefers-color-scheme), unless they chose the other
// one on this site with the header's toggle. The choice is kept in localStorage and put on <html>
// as data-theme before the first paint (themeScript, inlined in the <head> by gatsby-ssr.tsx).
// Choosing what the system prefers again forgets the choice: the page then follows the system.

export type Scheme = "light" | "dark"

const STORAGE_KEY = "colour-scheme"
export const DARK_QUERY = "(prefers-color-scheme: dark)"

// The browser's UI colour (the theme-color metas, one per scheme, data-scheme naming it) follows
// a choice too: the chosen scheme's colour applies whatever the system's scheme; with no choice,
// each applies when the system has its scheme. themeScript inlines its source.
function showThemeColor(chosen: Scheme | null) {
  document.querySelectorAll('meta[name="theme-color"][data-scheme]').forEach((meta) => {
    const scheme = meta.getAttribute("data-scheme")
    const media = chosen
      ? scheme === chosen
        ? "all"
        : "not all"
      : `(prefers-color-scheme: ${scheme})`
    meta.setAttribute("media", media)
  })
}

// The visitor's remembered choice, on <html> and in the browser's UI colour; none, one that is
// not a scheme, or site data blocked leave the page to the system's. Self-contained, and without
// comments inside: themeScript inlines its source.
function applyRememberedScheme(storageKey: string, show: typeof showThemeColor) {
  let remembered: string | null
  try {
    remembered = localStorage.getItem(storageKey)
  } catch {
    remembered = null
  }
  const chosen = remembered === "dark" || remembered === "light" ? remembered : null
  const root = document.documentElement
  if (chosen) root.dataset.theme = chosen
  else delete root.dataset.theme
  show(chosen)
}

// Runs in the <head> after the theme-color metas, before the first paint; and again when the
// browser shows the page from its back-forward cache, or a page it prerendered (Speculation
// Rules), since a choice made on another page since holds there too (before any island of the
// page has started, if the visitor left it untouched).
export const themeScript =
  `(function(apply){apply();addEventListener("pageshow",function(e){if(e.persisted)apply()});` +
  `document.addEventListener("prerenderingchange",apply)})` +
  `(function(){(${applyRememberedScheme})(${JSON.stringify(STORAGE_KEY)},${showThemeColor})})`

export const systemScheme = (): Scheme => (matchMedia(DARK_QUERY).matches ? "dark" : "light")

export function currentScheme(): Scheme {
  const chosen = document.documentElement.dataset.theme
  return chosen === "dark" || chosen === "light" ? chosen : systemScheme()
}

export function chooseScheme(scheme: Scheme) {
  const followSystem = scheme === systemScheme()
  const root = document.documentElement
  if (followSystem) delete root.dataset.theme
  else root.dataset.theme = scheme
  showThemeColor(followSystem ? null : scheme)
  try {
    if (followSystem) localStorage.removeItem(STORAGE_KEY)
    else localStorage.setItem(STORAGE_KEY, scheme)
  } catch {
    // Site data blocked: the choice holds for this visit.
  }
}
