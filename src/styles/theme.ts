// Every design token of the site, with its value: no colour, size or duration is written anywhere
// else. Components use them as CSS custom properties (tokens.ts); the build reads the values
// where CSS cannot (the web manifest's colours).

const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 }

const mq = (width: number) => `@media (min-width: ${width}px)`

export const theme = {
  colors: {
    text: "#0f172a",
    textMuted: "#475569",
    heading: "#020617",
    background: "#f8fafc",
    surface: "#ffffff",
    surfaceTinted: "#eef2ff",
    border: "#e2e8f0",
    primary: "#4f46e5",
    primaryHover: "#4338ca",
    primaryText: "#4338ca",
    onPrimary: "#ffffff",
    focus: "#4f46e5",
    track: "#e2e8f0",
    headerScrolled: "rgba(255, 255, 255, 0.78)",
    overlay: "rgba(15, 23, 42, 0.72)",
    onOverlay: "#ffffff",
    footer: "#0f172a",
    footerText: "#cbd5e1",
    footerHeading: "#ffffff",
    footerBorder: "#1e293b",
    success: "#15803d",
    danger: "#b91c1c",
    // The data colours of case studies' charts, in order (blue, orange, green, red, pink, gold,
    // violet, slate): each 3:1 or more against the page's background and surface, and each told
    // apart from its neighbours and the first four from each other with deuteranopia and protanopia
    // too (__tests__/styles/chart-palette.test.ts). The dark scheme has its own, below.
    chart: ["#1f6fb4", "#c2570c", "#1b8a5a", "#b42318", "#b4367a", "#8a6d00", "#6b5ac8", "#5b6473"],
    // Code in case studies, highlighted at build time (GitHub's palettes: AA on their background).
    code: {
      background: "#f6f8fa",
      text: "#1f2328",
      comment: "#59636e",
      keyword: "#cf222e",
      string: "#0a3069",
      number: "#0550ae",
      function: "#8250df",
      // A notebook's coloured terminal output (ANSI), on the code background.
      ansi: {
        red: "#cf222e",
        green: "#116329",
        yellow: "#7d4e00",
        blue: "#0550ae",
        magenta: "#8250df",
        cyan: "#1b7c83",
      },
    },
    // Behind a notebook's figures: a plot drawn for white paper keeps it in the dark scheme too.
    figure: "#ffffff",
    priority: {
      high: "#dc2626",
      medium: "#b45309",
      low: "#15803d",
      other: "#1d4ed8",
    },
  },
  gradients: {
    brand: "linear-gradient(135deg, #4f46e5 0%, #7c3aed 100%)",
    // The brand gradient as the colour of large text.
    brandText: "linear-gradient(135deg, #4f46e5 0%, #7c3aed 100%)",
    hero: "radial-gradient(60rem 40rem at 85% -10%, #e0e7ff 0%, transparent 60%), radial-gradient(50rem 30rem at -10% 110%, #cffafe 0%, transparent 55%), #f8fafc",
    photoRing: "conic-gradient(from 140deg, #4f46e5, #06b6d4, #7c3aed, #4f46e5)",
    // Skill bars cycle through these by card index.
    skills: [
      "linear-gradient(90deg, #4f46e5, #7c3aed)",
      "linear-gradient(90deg, #0891b2, #2563eb)",
      "linear-gradient(90deg, #059669, #0d9488)",
      "linear-gradient(90deg, #d97706, #dc2626)",
      "linear-gradient(90deg, #db2777, #9333ea)",
      "linear-gradient(90deg, #2563eb, #0891b2)",
      "linear-gradient(90deg, #7c3aed, #db2777)",
      "linear-gradient(90deg, #0d9488, #65a30d)",
      "linear-gradient(90deg, #ea580c, #d97706)",
      "linear-gradient(90deg, #4338ca, #0f766e)",
    ],
  },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSizes: {
    xs: "0.75rem",
    sm: "0.875rem",
    base: "1rem",
    lg: "1.125rem",
    xl: "1.25rem",
    "2xl": "1.5rem",
    "3xl": "1.875rem",
    "4xl": "2.25rem",
    "5xl": "3rem",
    "6xl": "3.75rem",
  },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700, extrabold: 800 },
  lineHeights: { tight: 1.15, snug: 1.35, normal: 1.6 },
  space: {
    0: "0",
    1: "0.25rem",
    2: "0.5rem",
    3: "0.75rem",
    4: "1rem",
    5: "1.25rem",
    6: "1.5rem",
    8: "2rem",
    10: "2.5rem",
    12: "3rem",
    16: "4rem",
    20: "5rem",
    24: "6rem",
  },
  sizes: {
    container: "72rem",
    // A case study's column: about 70 characters of body text a line.
    prose: "44rem",
    header: "4rem",
    photo: "20rem",
    photoSmall: "11rem",
    icon: "1.25rem",
    iconBox: "2.75rem",
    bar: "0.5rem",
  },
  radii: { sm: "0.375rem", md: "0.625rem", lg: "1rem", xl: "1.5rem", full: "9999px" },
  shadows: {
    sm: "0 1px 2px rgba(15, 23, 42, 0.06), 0 1px 3px rgba(15, 23, 42, 0.08)",
    md: "0 4px 12px rgba(15, 23, 42, 0.08)",
    lg: "0 18px 40px rgba(15, 23, 42, 0.12)",
    primary: "0 8px 20px rgba(79, 70, 229, 0.3)",
  },
  breakpoints,
  mq: {
    sm: mq(breakpoints.sm),
    md: mq(breakpoints.md),
    lg: mq(breakpoints.lg),
    xl: mq(breakpoints.xl),
  },
  motion: {
    ok: "@media (prefers-reduced-motion: no-preference)",
    fast: "150ms",
    base: "250ms",
    slow: "700ms",
  },
  blur: "blur(12px)",
  // Where the keyboard's focus is: a ring this wide, this far out from the element.
  focusRing: { width: "3px", offset: "2px" },
  zIndices: { header: 50, skipLink: 60 },
} as const

// The dark scheme: the tokens that change, by the same names. Designed rather than inverted:
// slate surfaces a step apart, indigo lightened for text and focus on them, the brand gradient
// kept for buttons (white text) and lightened for the hero's role, shadows deeper.
export const darkTheme = {
  colors: {
    text: "#e2e8f0",
    textMuted: "#a3b1c6",
    heading: "#f8fafc",
    background: "#0b1120",
    surface: "#121a2d",
    surfaceTinted: "#1e2147",
    border: "#26324a",
    primary: "#6366f1",
    primaryHover: "#818cf8",
    primaryText: "#a5b4fc",
    focus: "#a5b4fc",
    track: "#26324a",
    headerScrolled: "rgba(11, 17, 32, 0.8)",
    overlay: "rgba(2, 6, 23, 0.78)",
    footer: "#060a16",
    footerBorder: "#1e293b",
    chart: ["#60a5fa", "#fb923c", "#86efac", "#ef4444", "#f472b6", "#facc15", "#a78bfa", "#cbd5e1"],
    code: {
      background: "#161b22",
      text: "#e6edf3",
      comment: "#8b949e",
      keyword: "#ff7b72",
      string: "#a5d6ff",
      number: "#79c0ff",
      function: "#d2a8ff",
      ansi: {
        red: "#ff7b72",
        green: "#3fb950",
        yellow: "#d29922",
        blue: "#79c0ff",
        magenta: "#d2a8ff",
        cyan: "#39c5cf",
      },
    },
  },
  gradients: {
    brandText: "linear-gradient(135deg, #a5b4fc 0%, #c4b5fd 100%)",
    hero: "radial-gradient(60rem 40rem at 85% -10%, #1e1b4b 0%, transparent 60%), radial-gradient(50rem 30rem at -10% 110%, #083344 0%, transparent 55%), #0b1120",
  },
  shadows: {
    sm: "0 1px 2px rgba(0, 0, 0, 0.4), 0 1px 3px rgba(0, 0, 0, 0.3)",
    md: "0 4px 12px rgba(0, 0, 0, 0.45)",
    lg: "0 18px 40px rgba(0, 0, 0, 0.5)",
    primary: "0 8px 20px rgba(99, 102, 241, 0.35)",
  },
} as const

// The browser's UI colour (theme-color) per scheme.
export const themeColors = { light: theme.colors.primary, dark: darkTheme.colors.background }
