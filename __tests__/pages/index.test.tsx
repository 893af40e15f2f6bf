import { render, screen } from "@testing-library/react"
import { renderWithTheme } from "../render"
import type { HeadProps, PageProps } from "gatsby"
import IndexPage, { Head } from "../../src/pages/index"
import { indexPageData } from "../fixtures"

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

  it("titles the page with the owner's name and role", () => {
    render(<Head {...(props as unknown as HeadProps<Queries.IndexPageQuery>)} />)
    expect(document.title).toBe("Ada Analyst · Data Analyst")
  })
})
