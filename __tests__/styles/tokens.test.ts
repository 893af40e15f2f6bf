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
        .replace(/^[^{]*\{(:root[^{]*\{)?|\}+$/g, "")
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
      /^@media \(prefers-color-scheme: dark\)\{:root:not\(\[data-theme="light"\]\)\{/,
    )
    expect(chosenDark).toMatch(/^:root\[data-theme="dark"\]\{/)
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
