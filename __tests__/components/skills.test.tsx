import { screen, within } from "@testing-library/react"
import Skills from "../../src/components/sections/skills.static"
import { skillGradient } from "../../src/lib/skill-gradient"
import { theme } from "../../src/styles/theme"
import { minimalProfile, profile, skills } from "../fixtures/page-data"
import { renderWithTheme } from "../render"

describe("Skills", () => {
  beforeEach(() =>
    renderWithTheme(<Skills id="skills" label="Skills" content={{ profile, skills }} />),
  )

  it("shows a card with a bar and a percent label for every skill", () => {
    const bars = screen.getAllByRole("progressbar")
    expect(bars).toHaveLength(skills.length)
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

  it("leads with the owner's sentence and ends with the owner's note", () => {
    const section = screen.getByRole("region", { name: "Skills & Expertise" })
    expect(section).toHaveAttribute("id", "skills")
    expect(within(section).getByText(profile.leads.skills)).toBeInTheDocument()
    expect(section.lastElementChild?.lastElementChild).toHaveTextContent(profile.skillsNote)
  })
})

it("Skills without a lead or a note ends with the cards", () => {
  renderWithTheme(
    <Skills id="skills" label="Skills" content={{ profile: minimalProfile, skills }} />,
  )
  const section = screen.getByRole("region", { name: "Skills & Expertise" })
  expect(section.lastElementChild?.lastElementChild?.tagName).toBe("UL")
  expect(screen.getByRole("heading", { level: 2 }).nextElementSibling).toBeNull()
})
