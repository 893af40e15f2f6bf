import { screen, within } from "@testing-library/react"
import { Skills } from "../../src/components/sections/skills"
import { skillGradient } from "../../src/lib/skill-gradient"
import { theme } from "../../src/styles/theme"
import { skills } from "../fixtures"
import { renderWithTheme } from "../render"

describe("Skills", () => {
  beforeEach(() => renderWithTheme(<Skills skills={skills} />))

  it("shows a card with a bar and a percent label for every skill", () => {
    const bars = screen.getAllByRole("progressbar")
    expect(bars).toHaveLength(10)
    for (const skill of skills) {
      const bar = screen.getByRole("progressbar", { name: skill.name })
      expect(bar).toHaveAttribute("aria-valuenow", String(skill.level))
      expect(bar).toHaveAttribute("aria-valuemin", "0")
      expect(bar).toHaveAttribute("aria-valuemax", "100")
      expect(bar.firstElementChild).toHaveStyle({ width: `${skill.level}%` })
      const card = bar.closest("article") as HTMLElement
      expect(within(card).getByText(`${skill.level}%`)).toBeInTheDocument()
    }
  })

  it("colours the bars with the gradients in turn", () => {
    const bars = screen.getAllByRole("progressbar")
    bars.forEach((bar, index) => {
      const fill = getComputedStyle(bar.firstElementChild as HTMLElement).backgroundImage
      expect(fill.replace(/\s/g, "")).toBe(skillGradient(theme, index).replace(/\s/g, ""))
    })
  })

  it("ends with the always-learning line", () => {
    expect(screen.getByText("Always learning and expanding my skill set")).toBeInTheDocument()
  })
})
