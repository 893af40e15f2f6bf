import { DARK_CHOSEN, LIGHT_NOT_CHOSEN, SYSTEM_DARK } from "./dark-scheme"
import { darkTheme } from "./theme"
import { propertyGroups, propertyName, tokens } from "./tokens"

type Declaration = [name: string, value: string | number]

function declarations(group: object, path: string): Declaration[] {
  return Object.entries(group).flatMap(([key, value]): Declaration[] => {
    const name = propertyName(path, key)
    return typeof value === "object" ? declarations(value, name) : [[name, value]]
  })
}

const block = (list: Declaration[]) => list.map(([name, value]) => `${name}:${value}`).join(";")

const light = block(propertyGroups.flatMap(([group, path]) => declarations(group, path)))
const dark = `${block(declarations(darkTheme, "-"))};color-scheme:dark`

// The tokens' values on :root, the light ones; the dark ones while the page shows its dark scheme
// (dark-scheme.ts).
export const tokensCss = [
  `:root{${light};color-scheme:light}`,
  `${SYSTEM_DARK}{${LIGHT_NOT_CHOSEN}{${dark}}}`,
  `${DARK_CHOSEN}{${dark}}`,
].join("\n")

// The document-wide rules and the tokens' values, as CSS text that the server render puts into
// every page's <head> (gatsby-ssr): they never change, so they cost no JavaScript.
export const globalCss = `${tokensCss}
*, *::before, *::after { box-sizing: border-box; }
html { scroll-padding-top: ${tokens.sizes.header}; -webkit-text-size-adjust: 100%; }
${tokens.motion.ok} { html { scroll-behavior: smooth; } }
body {
  margin: 0;
  font-family: ${tokens.fonts.body};
  font-size: ${tokens.fontSizes.base};
  line-height: ${tokens.lineHeights.normal};
  color: ${tokens.colors.text};
  background: ${tokens.colors.background};
  -webkit-font-smoothing: antialiased;
  overflow-x: clip;
}
h1, h2, h3, h4 { margin: 0; color: ${tokens.colors.heading}; line-height: ${tokens.lineHeights.tight}; letter-spacing: -0.02em; }
p { margin: 0; }
ul, ol { margin: 0; padding: 0; }
a { color: inherit; }
img { max-width: 100%; display: block; }
button, input, textarea { font: inherit; color: inherit; }
:focus-visible { outline: ${tokens.focusRing.width} solid ${tokens.colors.focus}; outline-offset: ${tokens.focusRing.offset}; }
@media print { header:not(article header), footer:not(article footer), a[href="#main"] { display: none !important; } }
`
