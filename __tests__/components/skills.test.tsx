import { screen, within } from "@testing-library/react"
import { Skills } from "../../src/components/sections/skills"
import { minimalProfile, profile, skills } from "../fixtures/page-data"
import { renderInSiteRoot } from "../render"

describe("Skills", () => {
  beforeEach(() =>
    renderInSiteRoot(<Skills id="skills" label="Skills" content={{ profile, skills }} />),
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

  it("leads with the owner's sentence and ends with the owner's note", () => {
    const section = screen.getByRole("region", { name: "Skills & Expertise" })
    expect(section).toHaveAttribute("id", "skills")
    expect(within(section).getByText(profile.leads.skills)).toBeInTheDocument()
    expect(section.lastElementChild?.lastElementChild).toHaveTextContent(profile.skillsNote)
  })
})

it("a card with evidence links to the skill's page, saying how much; the others stay as they are", () => {
  const [first, ...rest] = skills
  const withPage = { ...first, page: "/skills/r/", evidenceSummary: "2 projects, 1 notebook" }
  renderInSiteRoot(
    <Skills id="skills" label="Skills" content={{ profile, skills: [withPage, ...rest] }} />,
  )
  const link = screen.getByRole("link", { name: first.name })
  expect(link).toHaveAttribute("href", "/skills/r/")
  expect(link).toHaveAccessibleDescription("2 projects, 1 notebook")
  expect(screen.getByRole("progressbar", { name: first.name })).toBeInTheDocument()
  for (const skill of rest)
    expect(screen.queryByRole("link", { name: skill.name })).not.toBeInTheDocument()
  expect(screen.getByRole("link", { name: "See the work behind each skill" })).toHaveAttribute(
    "href",
    "/skills/",
  )
})

it("Skills with no evidence links no card and no index", () => {
  renderInSiteRoot(<Skills id="skills" label="Skills" content={{ profile, skills }} />)
  expect(screen.queryByRole("link")).not.toBeInTheDocument()
})

it("Skills without a lead or a note ends with the cards", () => {
  renderInSiteRoot(
    <Skills id="skills" label="Skills" content={{ profile: minimalProfile, skills }} />,
  )
  const section = screen.getByRole("region", { name: "Skills & Expertise" })
  expect(section.lastElementChild?.lastElementChild?.tagName).toBe("UL")
  expect(screen.getByRole("heading", { level: 2 }).nextElementSibling).toBeNull()
})
