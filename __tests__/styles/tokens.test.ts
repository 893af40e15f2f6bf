import { darkTheme, theme } from "../../src/styles/theme"
import { tokensCss } from "../../src/styles/global-styles"
import { tokens } from "../../src/styles/tokens"

// Every token a component can name is a custom property that :root defines, with its value.
const leaves = (value: unknown): string[] =>
  typeof value === "object" && value !== null
    ? Object.values(value).flatMap(leaves)
    : [String(value)]

describe("tokens", () => {
  const { mq, breakpoints, motion, ...variables } = tokens
  const [light, systemDark, chosenDark] = tokensCss.split("\n")
  const declared = (block: string) =>
    new Map(
      block
        .replace(/^[^{]*\{(html[^{]*\{)?|\}+$/g, "")
        .split(";")
        .map((declaration) => declaration.split(/:(.*)/s).slice(0, 2) as [string, string]),
    )
  const defined = declared(light)
  defined.delete("color-scheme")

  it("are var() references to properties that :root defines, each once", () => {
    const references = [...leaves(variables), ...leaves({ ...motion, ok: undefined })].filter(
      (value) => value !== "undefined",
    )
    for (const reference of references) {
      const name = reference.match(/^var\((--[a-z0-9-]+)\)$/)?.[1]
      expect(name && defined.has(name)).toBe(true)
    }
    expect(defined.size).toBe(references.length)
  })

  it("carry the theme's values", () => {
    expect(defined.get("--colors-primary")).toBe(theme.colors.primary)
    expect(defined.get("--font-sizes-2xl")).toBe(theme.fontSizes["2xl"])
    expect(defined.get("--space-4")).toBe(theme.space[4])
    expect(defined.get("--motion-base")).toBe(theme.motion.base)
    expect(tokens.colors.priority.high).toBe("var(--colors-priority-high)")
  })

  it("switch to the dark values when the system asks for dark, or the visitor chose dark", () => {
    expect(systemDark).toMatch(
      /^@media \(prefers-color-scheme: dark\)\{html:not\(\[data-theme="light"\]\)\{/,
    )
    expect(chosenDark).toMatch(/^html\[data-theme="dark"\]\{/)
    for (const block of [systemDark, chosenDark]) {
      const dark = declared(block)
      expect(dark.get("--colors-background")).toBe(darkTheme.colors.background)
      expect(dark.get("--gradients-hero")).toBe(darkTheme.gradients.hero)
      expect(dark.get("color-scheme")).toBe("dark")
      for (const name of dark.keys())
        if (name !== "color-scheme") expect(defined.has(name)).toBe(true)
    }
    expect(declared(light).get("color-scheme")).toBe("light")
  })

  it("leave media queries as they are, which cannot read custom properties", () => {
    expect(mq).toBe(theme.mq)
    expect(breakpoints).toBe(theme.breakpoints)
    expect(motion.ok).toBe(theme.motion.ok)
  })
})

// WCAG's contrast ratio of two #rrggbb colours.
const contrast = (a: string, b: string) => {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const c = parseInt(hex.slice(at, at + 2), 16) / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (high + 0.05) / (low + 0.05)
}

describe("the chart colours", () => {
  it.each([
    ["light", theme.colors],
    ["dark", { ...theme.colors, ...darkTheme.colors }],
  ])("keep 3:1 against the background and the surface, %s", (_scheme, colors) => {
    for (const colour of colors.chart)
      for (const ground of [colors.background, colors.surface])
        expect(contrast(colour, ground)).toBeGreaterThanOrEqual(3)
  })
})

describe("a notebook's terminal colours", () => {
  it.each([
    ["light", theme.colors.code],
    ["dark", { ...theme.colors.code, ...darkTheme.colors.code }],
  ])("read at 4.5:1 on the code background, %s", (_scheme, code) => {
    for (const colour of Object.values(code.ansi))
      expect(contrast(colour, code.background)).toBeGreaterThanOrEqual(4.5)
  })
})
