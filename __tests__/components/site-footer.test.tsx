import { screen, within } from "@testing-library/react"
import { SiteFooter } from "../../src/components/layout/site-footer"
import { minimalProfile, profile } from "../fixtures/page-data"
import { renderInSiteRoot } from "../render"

const quickLinks = [
  { id: "work", label: "Work" },
  { id: "talk", label: "Talk" },
]

describe("SiteFooter", () => {
  afterEach(() => jest.useRealTimers())

  it("computes the copyright year from today's date", () => {
    jest.useFakeTimers({ now: new Date("2031-02-03T10:00:00Z") })
    renderInSiteRoot(<SiteFooter profile={profile} quickLinks={quickLinks} home="" />)
    expect(screen.getByText(`© 2031 ${profile.name}. All rights reserved.`)).toBeInTheDocument()
  })

  it("has quick links to the sections, connect links in new tabs and a phone link", () => {
    renderInSiteRoot(<SiteFooter profile={profile} quickLinks={quickLinks} home="" />)
    const quick = screen.getByRole("navigation", { name: "Quick Links" })
    expect(
      within(quick)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Work", "#work"],
      ["Talk", "#talk"],
    ])
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
      "tel:+442079460000",
    )
  })

  it("leaves out the icons and the phone link of what the owner does not have", () => {
    renderInSiteRoot(<SiteFooter profile={minimalProfile} quickLinks={quickLinks} home="" />)
    const links = screen.getAllByRole("link").map((link) => link.getAttribute("href"))
    expect(links).toEqual(["#work", "#talk", `mailto:${minimalProfile.email}`])
  })
})
