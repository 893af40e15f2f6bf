import { render, screen } from "@testing-library/react"
import { renderWithTheme } from "../render"
import { useStaticQuery, type HeadProps, type PageProps } from "gatsby"
import IndexPage, { Head } from "../../src/pages/index"
import { indexPageData, profile } from "../fixtures"

const props = { data: indexPageData } as PageProps<Queries.IndexPageQuery>

describe("IndexPage", () => {
  it("renders the five sections in order, each labelled by its heading", () => {
    renderWithTheme(<IndexPage {...props} />)
    const sections = Array.from(document.querySelectorAll("main > section"))
    expect(sections.map((section) => section.id)).toEqual([
      "home",
      "about",
      "skills",
      "portfolio",
      "contact",
    ])
    for (const section of sections) {
      const heading = document.getElementById(section.getAttribute("aria-labelledby") ?? "")
      expect(heading).toBeInTheDocument()
      expect(section).toContainElement(heading)
    }
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1)
    expect(screen.getByRole("banner")).toBeInTheDocument()
    expect(screen.getByRole("contentinfo")).toBeInTheDocument()
  })

  it("describes the page for search engines and for sharing", () => {
    jest
      .mocked(useStaticQuery)
      .mockReturnValue({ site: { siteMetadata: { siteUrl: "https://ada.example" } } })
    render(<Head {...(props as unknown as HeadProps<Queries.IndexPageQuery>)} />)
    const meta = (selector: string) => document.querySelector(selector)?.getAttribute("content")

    expect(document.title).toBe("Ada Analyst · Data Analyst")
    expect(meta('meta[name="description"]')).toBe(`${profile.headline} ${profile.intro}`)
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://ada.example/",
    )
    expect(meta('meta[property="og:title"]')).toBe("Ada Analyst · Data Analyst")
    expect(meta('meta[property="og:image"]')).toBe("https://ada.example/static/card.jpg")
    expect(meta('meta[name="twitter:card"]')).toBe("summary_large_image")
    expect(meta('meta[name="twitter:image"]')).toBe("https://ada.example/static/card.jpg")

    const person = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}",
    )
    expect(person).toMatchObject({
      "@type": "Person",
      name: "Ada Analyst",
      jobTitle: "Data Analyst",
      url: "https://ada.example/",
      image: "https://ada.example/photo.jpg",
      sameAs: [profile.linkedin, profile.github],
    })
    expect(person.knowsAbout).toContain("SQL")
  })
})
