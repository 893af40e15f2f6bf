import { screen, within } from "@testing-library/react"
import { SiteFooter } from "../../src/components/layout/site-footer"
import { profile } from "../fixtures"
import { renderWithTheme } from "../render"

describe("SiteFooter", () => {
  afterEach(() => jest.useRealTimers())

  it("computes the copyright year from today's date", () => {
    jest.useFakeTimers({ now: new Date("2031-02-03T10:00:00Z") })
    renderWithTheme(<SiteFooter profile={profile} />)
    expect(screen.getByText(`© 2031 ${profile.name}. All rights reserved.`)).toBeInTheDocument()
  })

  it("has quick links to the sections, connect links in new tabs and a phone link", () => {
    renderWithTheme(<SiteFooter profile={profile} />)
    const quickLinks = screen.getByRole("navigation", { name: "Quick Links" })
    expect(
      within(quickLinks)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["#about", "#skills", "#portfolio", "#contact"])
    const connect = [
      ["Email (opens in a new tab)", `mailto:${profile.email}`],
      ["LinkedIn (opens in a new tab)", profile.linkedin],
      ["GitHub (opens in a new tab)", profile.github],
    ]
    for (const [name, href] of connect) {
      const link = screen.getByRole("link", { name })
      expect(link).toHaveAttribute("href", href)
      expect(link).toHaveAttribute("target", "_blank")
      expect(link).toHaveAttribute("rel", "noopener noreferrer")
    }
    expect(screen.getByRole("link", { name: profile.phone })).toHaveAttribute(
      "href",
      "tel:+919000000000",
    )
  })
})
