import { screen } from "@testing-library/react"
import { Hero } from "../../src/components/sections/hero"
import { profile } from "../fixtures"
import { renderWithTheme } from "../render"

describe("Hero", () => {
  beforeEach(() => renderWithTheme(<Hero profile={profile} />))

  it("introduces the owner", () => {
    expect(screen.getByRole("heading", { level: 1, name: profile.name })).toBeInTheDocument()
    expect(screen.getByText("I turn data into actionable insights.")).toBeInTheDocument()
    expect(screen.getByRole("img", { name: `Portrait of ${profile.name}` })).toBeInTheDocument()
  })

  it("shows the three stat tiles", () => {
    for (const [value, label] of [
      ["3+", "Languages"],
      ["5+", "Tools"],
      ["∞", "Insights"],
    ]) {
      expect(screen.getByText(label).nextElementSibling).toHaveTextContent(value)
    }
  })

  it("offers View My Work, Download Resume and Contact Me", () => {
    expect(screen.getByRole("link", { name: "View My Work" })).toHaveAttribute("href", "#portfolio")
    const resume = screen.getByRole("link", { name: "Download Resume" })
    expect(resume).toHaveAttribute("href", "/resume.png")
    expect(resume).toHaveAttribute("download")
    expect(screen.getByRole("link", { name: "Contact Me" })).toHaveAttribute("href", "#contact")
  })
})
