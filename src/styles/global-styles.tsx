import { Global, type Theme } from "@emotion/react"

const globalStyles = (theme: Theme) => ({
  "*, *::before, *::after": { boxSizing: "border-box" as const },
  html: {
    scrollPaddingTop: theme.sizes.header,
    WebkitTextSizeAdjust: "100%",
    [theme.motion.ok]: { scrollBehavior: "smooth" as const },
  },
  body: {
    margin: 0,
    fontFamily: theme.fonts.body,
    fontSize: theme.fontSizes.base,
    lineHeight: theme.lineHeights.normal,
    color: theme.colors.text,
    background: theme.colors.background,
    WebkitFontSmoothing: "antialiased",
    overflowX: "clip" as const,
  },
  "h1, h2, h3, h4": {
    margin: 0,
    color: theme.colors.heading,
    lineHeight: theme.lineHeights.tight,
    letterSpacing: "-0.02em",
  },
  p: { margin: 0 },
  "ul, ol": { margin: 0, padding: 0 },
  a: { color: "inherit" },
  img: { maxWidth: "100%", display: "block" },
  "button, input, textarea": { font: "inherit", color: "inherit" },
  ":focus-visible": {
    outline: `3px solid ${theme.colors.focus}`,
    outlineOffset: "2px",
  },
})

export function GlobalStyles() {
  return <Global styles={globalStyles} />
}
