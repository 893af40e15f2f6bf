import { skillGradient } from "../../src/lib/skill-gradient"
import { theme } from "../../src/styles/theme"
import { tokensCss } from "../../src/styles/global-styles"

describe("skillGradient", () => {
  it("gives ten different gradients to the first ten cards", () => {
    const gradients = Array.from({ length: 10 }, (_, index) => skillGradient(index))
    expect(new Set(gradients).size).toBe(10)
    expect(new Set(theme.gradients.skills).size).toBe(10)
  })

  it("starts the cycle again at the eleventh card", () => {
    expect(skillGradient(10)).toBe(skillGradient(0))
    expect(skillGradient(13)).toBe(skillGradient(3))
  })

  it("names custom properties that the page defines", () => {
    expect(skillGradient(3)).toBe("var(--gradients-skills-3)")
    expect(tokensCss).toContain(`--gradients-skills-3:${theme.gradients.skills[3]}`)
  })
})
