import { screen } from "@testing-library/react"
import Portfolio from "../../src/components/sections/portfolio.static"
import { ProjectCard } from "../../src/components/ui/project-card"
import { minimalProfile, profile, project, projects } from "../fixtures/page-data"
import { renderInSiteRoot } from "../render"

describe("ProjectCard", () => {
  it("covers a coming-soon project and disables both of its buttons", () => {
    renderInSiteRoot(
      <ProjectCard
        project={project({ liveUrl: "https://example.com", codeUrl: "https://example.com/code" })}
      />,
    )
    expect(screen.getByText("Coming Soon")).toBeInTheDocument()
    expect(screen.getByText("In Development")).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "View Project" })).toBeDisabled()
    expect(screen.getByRole("button", { name: "Code" })).toBeDisabled()
    expect(screen.queryByRole("link")).not.toBeInTheDocument()
  })

  it("opens a released project's links in new tabs and disables a missing one", () => {
    renderInSiteRoot(
      <ProjectCard
        project={project({ status: "completed", liveUrl: "https://example.com/live" })}
      />,
    )
    expect(screen.queryByText("Coming Soon")).not.toBeInTheDocument()
    const live = screen.getByRole("link", { name: "View Project" })
    expect(live).toHaveAttribute("href", "https://example.com/live")
    expect(live).toHaveAttribute("target", "_blank")
    expect(screen.getByRole("button", { name: "Code" })).toBeDisabled()
  })

  it("opens a released project's case study in the same tab, before its live link", () => {
    const study = { id: "markdown-1" }
    renderInSiteRoot(
      <ProjectCard
        project={project({
          status: "in-progress",
          liveUrl: "https://example.com/live",
          slug: "churn-model",
          caseStudy: study,
        })}
      />,
    )
    const view = screen.getByRole("link", { name: "View Project" })
    expect(view).toHaveAttribute("href", "/projects/churn-model/")
    expect(view).not.toHaveAttribute("target")
  })

  it("keeps a coming-soon project's case study, a draft, out of reach", () => {
    renderInSiteRoot(<ProjectCard project={project({ caseStudy: { id: "markdown-1" } })} />)
    expect(screen.getByRole("button", { name: "View Project" })).toBeDisabled()
  })

  // The colours themselves are CSS custom properties, which jsdom does not resolve: the browser
  // tests check them (e2e/content.spec.ts).
  it.each([
    ["high", "High Priority", "high"],
    ["medium", "Medium Priority", "medium"],
    ["low", "Low Priority", "low"],
    ["urgent", "Urgent Priority", "other"],
  ])("shows a %s priority as %s in the %s tone", (priority, label, tone) => {
    renderInSiteRoot(<ProjectCard project={project({ priority })} />)
    expect(screen.getByText(label)).toHaveAttribute("data-tone", tone)
  })
})

describe("Portfolio", () => {
  it("lists the projects under the owner's lead, and the box about more to come", () => {
    renderInSiteRoot(<Portfolio id="portfolio" label="Portfolio" content={{ profile, projects }} />)
    const section = screen.getByRole("region", { name: "Featured Projects" })
    expect(section).toHaveAttribute("id", "portfolio")
    expect(screen.getByText(profile.leads.portfolio)).toBeInTheDocument()
    expect(
      screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(projects.map((p) => p.title))
    expect(screen.getByText(profile.moreProjects.text)).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "View All Projects" })).toHaveAttribute(
      "href",
      profile.moreProjects.url,
    )
  })

  it("keeps the box without its button when there is no link, and drops it when there is no box", () => {
    const noUrl = { ...minimalProfile, moreProjects: { text: "Ask me.", url: null } }
    const { unmount } = renderInSiteRoot(
      <Portfolio id="portfolio" label="Portfolio" content={{ profile: noUrl, projects }} />,
    )
    expect(screen.getByText("Ask me.")).toBeInTheDocument()
    expect(screen.queryByRole("link", { name: "View All Projects" })).not.toBeInTheDocument()
    unmount()

    renderInSiteRoot(
      <Portfolio
        id="portfolio"
        label="Portfolio"
        content={{ profile: minimalProfile, projects }}
      />,
    )
    expect(screen.getByRole("heading", { level: 2 }).nextElementSibling).toBeNull()
    const section = screen.getByRole("region", { name: "Featured Projects" })
    expect(section.firstElementChild?.lastElementChild?.tagName).toBe("UL")
  })
})
