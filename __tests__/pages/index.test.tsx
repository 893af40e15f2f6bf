import { render, screen, within } from "@testing-library/react"
import { renderInSiteRoot } from "../render"
import type { HeadProps, PageProps } from "gatsby"
import IndexPage, { Head } from "../../src/pages/index"
import { navigationLinks } from "../../src/navigation"
import { sections } from "../../src/sections"
import type { RoleView } from "../../src/lib/role-view"
import { indexPageData, minimalProfile, profile, projects, skills } from "../fixtures/page-data"

const props = { data: indexPageData, pageContext: {} } as PageProps<Queries.IndexPageQuery>

describe("IndexPage", () => {
  it("renders the sections of the one list in its order, each labelled by its heading", () => {
    renderInSiteRoot(<IndexPage {...props} />)
    const rendered = Array.from(document.querySelectorAll("main > section"))
    expect(rendered.map((section) => section.id)).toEqual(sections.map((section) => section.id))
    // The one list holds the ids the product's contract names, in its order (docs/architecture.md).
    expect(navigationLinks.map((link) => link.id)).toEqual([
      "home",
      "about",
      "skills",
      "portfolio",
      "contact",
    ])
    for (const section of rendered) {
      const heading = document.getElementById(section.getAttribute("aria-labelledby") ?? "")
      expect(heading).toBeInTheDocument()
      expect(section).toContainElement(heading)
    }
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1)
    expect(screen.getByRole("banner")).toBeInTheDocument()
    expect(screen.getByRole("contentinfo")).toBeInTheDocument()
  })

  it("links the same list from the navbar, the menu and the footer's Quick Links", () => {
    renderInSiteRoot(<IndexPage {...props} />)
    const hrefs = (name: string) =>
      within(screen.getByRole("navigation", { name }))
        .getAllByRole("link", { hidden: true })
        .map((link) => link.getAttribute("href"))
        .filter((href) => href?.startsWith("#"))
    const ids = sections.map((section) => `#${section.id}`)
    expect(hrefs("Main")).toEqual([ids[0], ...ids, "#contact", ...ids, "#contact"])
    expect(hrefs("Quick Links")).toEqual(ids.slice(1))
  })

  it("is a view's page: the view's role in the hero, its skills and projects in its order", () => {
    const view: RoleView = {
      segment: "bi-developer",
      title: "BI Developer <Power BI>",
      summary: "Reports that finance trusts.",
      skillOrder: [...skills.keys()].reverse(),
      projectOrder: [...projects.keys()].reverse(),
      resumePdf: "/for/bi-developer/resume.pdf",
    }
    const viewProps = { ...props, pageContext: { view } } as PageProps<
      Queries.IndexPageQuery,
      { view: RoleView }
    >
    renderInSiteRoot(<IndexPage {...viewProps} />)
    const hero = within(document.getElementById("home")!)
    expect(hero.getByText(view.title)).toBeInTheDocument()
    expect(hero.getByText(view.summary)).toBeInTheDocument()
    expect(hero.queryByText(profile.role)).toBeNull()
    expect(hero.getByRole("link", { name: "Download Resume" })).toHaveAttribute(
      "href",
      view.resumePdf,
    )
    const bars = within(document.getElementById("skills")!).getAllByRole("progressbar")
    const barNames = bars.map(
      (bar) => document.getElementById(bar.getAttribute("aria-labelledby") ?? "")?.textContent,
    )
    expect(barNames).toEqual([...skills].reverse().map((skill) => skill.name))
    const titles = within(document.getElementById("portfolio")!).getAllByRole("heading", {
      level: 3,
    })
    expect(titles.map((title) => title.textContent)).toEqual(
      [...projects].reverse().map((project) => project.title),
    )
  })

  it("describes the page for search engines and for sharing", () => {
    const shareCard = {
      path: "/static/share/home-0123456789.png",
      width: 1200,
      height: 630,
      alt: `${profile.name}, ${profile.role}: portfolio`,
    }
    const headProps = { ...props, pageContext: { shareCard } }
    render(<Head {...(headProps as unknown as HeadProps<Queries.IndexPageQuery>)} />)
    const meta = (selector: string) => document.querySelector(selector)?.getAttribute("content")

    expect(document.title).toBe(`${profile.name} · ${profile.role}`)
    expect(meta('meta[name="description"]')).toBe(`${profile.headline} ${profile.intro}`)
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://ada.example/",
    )
    expect(meta('meta[property="og:title"]')).toBe(`${profile.name} · ${profile.role}`)
    const card = "https://ada.example/static/share/home-0123456789.png"
    expect(meta('meta[property="og:image"]')).toBe(card)
    expect(meta('meta[property="og:image:width"]')).toBe("1200")
    expect(meta('meta[property="og:image:height"]')).toBe("630")
    expect(meta('meta[property="og:image:alt"]')).toBe(shareCard.alt)
    expect(meta('meta[name="twitter:card"]')).toBe("summary_large_image")
    expect(meta('meta[name="twitter:image"]')).toBe(card)

    const person = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}",
    )
    expect(person).toMatchObject({
      "@type": "Person",
      name: profile.name,
      jobTitle: profile.role,
      telephone: profile.phone,
      url: "https://ada.example/",
      image: "https://ada.example/photo.jpg",
      sameAs: [profile.linkedin, profile.github],
    })
    expect(person.knowsAbout).toEqual(skills.map((skill) => skill.name))
  })

  it("leaves the owner's missing phone and profiles out of the JSON-LD", () => {
    const data = { ...indexPageData, profileYaml: minimalProfile }
    const headProps = { data, pageContext: {} }
    render(<Head {...(headProps as unknown as HeadProps<Queries.IndexPageQuery>)} />)
    const person = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}",
    )
    expect(person).not.toHaveProperty("telephone")
    expect(person).not.toHaveProperty("sameAs")
    expect(JSON.stringify(person)).not.toMatch(/null|undefined/)
  })
})
