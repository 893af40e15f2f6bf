import { screen } from "@testing-library/react"
import { About } from "../../src/components/sections/about"
import { minimalProfile, profile } from "../fixtures/page-data"
import { renderInSiteRoot } from "../render"

describe("About", () => {
  it("tells the journey with its lead, tiles and the three cards", () => {
    renderInSiteRoot(<About id="about" label="About" content={{ profile, certificates: [] }} />)
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
    renderInSiteRoot(
      <About id="about" label="About" content={{ profile: minimalProfile, certificates: [] }} />,
    )
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
    renderInSiteRoot(
      <About id="about" label="About" content={{ profile: partial, certificates: [] }} />,
    )
    expect(screen.getByRole("heading", { level: 3, name: "Goal" })).toBeInTheDocument()
    expect(screen.queryByRole("heading", { name: "Education" })).not.toBeInTheDocument()
    expect(screen.queryByRole("heading", { name: "Focus Areas" })).not.toBeInTheDocument()
  })

  it("lists the certificates with issuer and date, each linked to its verification when it has one", () => {
    const certificates = [
      {
        name: "Data Analytics Certificate",
        issuer: "Example Academy",
        date: "2024-03",
        url: "https://verify.example.org/cert/123",
      },
      { name: "SQL Basics", issuer: null, date: "2023-05-14T00:00:00.000Z", url: null },
    ]
    renderInSiteRoot(
      <About id="about" label="About" content={{ profile: minimalProfile, certificates }} />,
    )
    expect(screen.getByRole("heading", { level: 3, name: "Certificates" })).toBeInTheDocument()
    const link = screen.getByRole("link", {
      name: "Data Analytics Certificate (verify it at verify.example.org)",
    })
    expect(link).toHaveAttribute("href", "https://verify.example.org/cert/123")
    expect(link).toHaveAttribute("target", "_blank")
    expect(screen.getByText("Example Academy · Mar 2024")).toBeInTheDocument()
    expect(screen.getByText("SQL Basics")).not.toHaveAttribute("href")
    expect(screen.getByText("May 2023")).toBeInTheDocument()
    expect(screen.getAllByRole("link")).toHaveLength(1)
  })
})
