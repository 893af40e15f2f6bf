import type { SiteTheme } from "./theme"

// The document-wide rules, as CSS text that the server render puts into every page's <head>
// (gatsby-ssr): they never change, so they cost no JavaScript.
export const globalCss = (theme: SiteTheme) => `
*, *::before, *::after { box-sizing: border-box; }
html { scroll-padding-top: ${theme.sizes.header}; -webkit-text-size-adjust: 100%; }
${theme.motion.ok} { html { scroll-behavior: smooth; } }
body {
  margin: 0;
  font-family: ${theme.fonts.body};
  font-size: ${theme.fontSizes.base};
  line-height: ${theme.lineHeights.normal};
  color: ${theme.colors.text};
  background: ${theme.colors.background};
  -webkit-font-smoothing: antialiased;
  overflow-x: clip;
}
h1, h2, h3, h4 { margin: 0; color: ${theme.colors.heading}; line-height: ${theme.lineHeights.tight}; letter-spacing: -0.02em; }
p { margin: 0; }
ul, ol { margin: 0; padding: 0; }
a { color: inherit; }
img { max-width: 100%; display: block; }
button, input, textarea { font: inherit; color: inherit; }
:focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
`
