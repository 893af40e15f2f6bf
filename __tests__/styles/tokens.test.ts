import { theme } from "../../src/styles/theme"
import { tokens, tokensCss } from "../../src/styles/tokens"

// Every token a component can name is a custom property that :root defines, with its value.
const leaves = (value: unknown): string[] =>
  typeof value === "object" && value !== null
    ? Object.values(value).flatMap(leaves)
    : [String(value)]

describe("tokens", () => {
  const { mq, breakpoints, motion, ...variables } = tokens
  const defined = new Map(
    tokensCss
      .replace(/^:root\{|\}$/g, "")
      .split(";")
      .map((declaration) => declaration.split(/:(.*)/s).slice(0, 2) as [string, string]),
  )

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

  it("leave media queries as they are, which cannot read custom properties", () => {
    expect(mq).toBe(theme.mq)
    expect(breakpoints).toBe(theme.breakpoints)
    expect(motion.ok).toBe(theme.motion.ok)
  })
})
