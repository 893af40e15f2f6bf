import { screen } from "@testing-library/react"
import { About } from "../../src/components/sections/about"
import { minimalProfile, profile } from "../fixtures/page-data"
import { renderInSiteRoot } from "../render"

describe("About", () => {
  it("tells the journey with its lead, tiles and the three cards", () => {
    renderInSiteRoot(<About id="about" label="About" content={{ profile }} />)
    const section = screen.getByRole("region", { name: "About Me" })
    expect(section).toHaveAttribute("id", "about")
    expect(screen.getByText(profile.leads.about)).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 3, name: "My Journey" })).toBeInTheDocument()
    for (const paragraph of profile.journey) expect(screen.getByText(paragraph)).toBeInTheDocument()
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      ...profile.highlights,
      ...profile.focusAreas,
    ])
    for (const card of ["Education", "Focus Areas", "Goal"]) {
      expect(screen.getByRole("heading", { level: 3, name: card })).toBeInTheDocument()
    }
    expect(screen.getByText(profile.education)).toBeInTheDocument()
    expect(screen.getByText(profile.goal)).toBeInTheDocument()
  })

  it("leaves out the lead, the tiles and the cards an owner does not have", () => {
    renderInSiteRoot(<About id="about" label="About" content={{ profile: minimalProfile }} />)
    const section = screen.getByRole("region", { name: "About Me" })
    expect(screen.getAllByRole("heading").map((heading) => heading.textContent)).toEqual([
      "About Me",
      "My Journey",
    ])
    expect(screen.queryByRole("list")).not.toBeInTheDocument()
    expect(section.querySelectorAll("p")).toHaveLength(1 + minimalProfile.journey.length)
  })

  it("shows only the cards that are given", () => {
    const partial = { ...minimalProfile, goal: "Goal sentence." }
    renderInSiteRoot(<About id="about" label="About" content={{ profile: partial }} />)
    expect(screen.getByRole("heading", { level: 3, name: "Goal" })).toBeInTheDocument()
    expect(screen.queryByRole("heading", { name: "Education" })).not.toBeInTheDocument()
    expect(screen.queryByRole("heading", { name: "Focus Areas" })).not.toBeInTheDocument()
  })
})
