import { skillGradient } from "../../src/lib/skill-gradient"
import { theme } from "../../src/styles/theme"

describe("skillGradient", () => {
  it("gives ten different gradients to the first ten cards", () => {
    const gradients = Array.from({ length: 10 }, (_, index) => skillGradient(theme, index))
    expect(new Set(gradients).size).toBe(10)
  })

  it("starts the cycle again at the eleventh card", () => {
    expect(skillGradient(theme, 10)).toBe(skillGradient(theme, 0))
    expect(skillGradient(theme, 13)).toBe(skillGradient(theme, 3))
  })
})
