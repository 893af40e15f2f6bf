import { screen } from "@testing-library/react"
import { About } from "../../src/components/sections/about"
import { profile } from "../fixtures"
import { renderWithTheme } from "../render"

describe("About", () => {
  it("tells the journey with its tiles and the three cards", () => {
    renderWithTheme(<About profile={profile} />)
    expect(screen.getByRole("heading", { level: 2, name: "About Me" })).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 3, name: "My Journey" })).toBeInTheDocument()
    expect(screen.getByText(profile.journey[0])).toBeInTheDocument()
    expect(screen.getByText("Fresh Graduate")).toBeInTheDocument()
    expect(screen.getByText("B.Tech Computer Science")).toBeInTheDocument()
    for (const card of ["Education", "Focus Areas", "Goal"]) {
      expect(screen.getByRole("heading", { level: 3, name: card })).toBeInTheDocument()
    }
    for (const area of profile.focusAreas) expect(screen.getByText(area)).toBeInTheDocument()
    expect(screen.getByText(profile.goal)).toBeInTheDocument()
  })
})
