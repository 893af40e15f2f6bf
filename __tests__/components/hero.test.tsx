import { screen } from "@testing-library/react"
import { Hero } from "../../src/components/sections/hero"
import { minimalProfile, profile } from "../fixtures/page-data"
import { renderInSiteRoot } from "../render"

describe("Hero", () => {
  describe("with every field given", () => {
    beforeEach(() =>
      renderInSiteRoot(<Hero id="home" label="Home" content={{ profile, hasResume: false }} />),
    )

    it("introduces the owner", () => {
      const heading = screen.getByRole("heading", { level: 1, name: profile.name })
      expect(screen.getByRole("region", { name: profile.name })).toHaveAttribute("id", "home")
      expect(heading).toBeInTheDocument()
      for (const text of [profile.role, profile.headline, profile.intro])
        expect(screen.getByText(text)).toBeInTheDocument()
      expect(screen.getByRole("img", { name: `Portrait of ${profile.name}` })).toBeInTheDocument()
    })

    it("shows one stat tile per stat", () => {
      const labels = screen.getAllByRole("term")
      expect(labels.map((label) => label.textContent)).toEqual(profile.stats.map((s) => s.label))
      profile.stats.forEach((stat, index) =>
        expect(labels[index].nextElementSibling).toHaveTextContent(stat.value),
      )
    })

    it("offers View My Work, Download Resume and Contact Me", () => {
      expect(screen.getByRole("link", { name: "View My Work" })).toHaveAttribute(
        "href",
        "#portfolio",
      )
      const resume = screen.getByRole("link", { name: "Download Resume" })
      expect(resume).toHaveAttribute("href", profile.resume)
      expect(resume).toHaveAttribute("download")
      expect(screen.getByRole("link", { name: "Contact Me" })).toHaveAttribute("href", "#contact")
    })
  })

  it("leaves out the resume button and the stat tiles an owner does not have", () => {
    renderInSiteRoot(
      <Hero id="home" label="Home" content={{ profile: minimalProfile, hasResume: false }} />,
    )
    expect(screen.getAllByRole("link").map((link) => link.textContent?.trim())).toEqual([
      "View My Work",
      "Contact Me",
    ])
    expect(screen.queryByRole("term")).not.toBeInTheDocument()
    expect(document.querySelector("dl")).toBeNull()
  })

  it("downloads the résumé the site builds from resume.yaml, and links its page", () => {
    renderInSiteRoot(
      <Hero
        id="home"
        label="Home"
        content={{ profile: { ...profile, name: "Zoë Ångström" }, hasResume: true }}
      />,
    )
    const resume = screen.getByRole("link", { name: "Download Resume" })
    expect(resume).toHaveAttribute("href", "/resume/zoe-angstrom-resume.pdf")
    expect(resume).toHaveAttribute("download")
    expect(screen.getByRole("link", { name: "Read the résumé on this site" })).toHaveAttribute(
      "href",
      "/resume/",
    )
  })
})
