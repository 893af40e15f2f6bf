import { screen, within } from "@testing-library/react"
import { dashboardAnchor } from "gatsby-remark-dashboards/anchor"
import { Portfolio } from "../../src/components/sections/portfolio"
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

  it("has a Dashboard link only with a dashboard: to its case study's, else to the vendor", () => {
    const tableau = { url: "https://public.tableau.com/app/profile/q/viz/Sales/Overview" }
    const { unmount } = renderInSiteRoot(
      <ProjectCard project={project({ status: "completed", dashboards: [tableau] })} />,
    )
    const vendor = screen.getByRole("link", { name: "Dashboard" })
    expect(vendor).toHaveAttribute(
      "href",
      "https://public.tableau.com/views/Sales/Overview?:showVizHome=no",
    )
    expect(vendor).toHaveAttribute("target", "_blank")
    unmount()
    const { unmount: again } = renderInSiteRoot(
      <ProjectCard
        project={project({ status: "completed", caseStudy: { id: "md" }, dashboards: [tableau] })}
      />,
    )
    const onPage = screen.getByRole("link", { name: "Dashboard" })
    expect(onPage).toHaveAttribute("href", `/projects/churn-model/#${dashboardAnchor(1)}`)
    expect(onPage).not.toHaveAttribute("target")
    again()
    renderInSiteRoot(<ProjectCard project={project({ dashboards: [tableau] })} />)
    expect(screen.getByRole("button", { name: "Dashboard" })).toBeDisabled()
    renderInSiteRoot(<ProjectCard project={project({ status: "completed" })} />)
    expect(screen.queryByRole("link", { name: "Dashboard" })).not.toBeInTheDocument()
  })

  it("names the button for what the first entry is: an app, a notebook", () => {
    const card = (url: string) =>
      renderInSiteRoot(
        <ProjectCard project={project({ status: "completed", dashboards: [{ url }] })} />,
      )
    const { unmount } = card("https://churn-model.streamlit.app/")
    expect(screen.getByRole("link", { name: "App" })).toHaveAttribute(
      "href",
      "https://churn-model.streamlit.app/",
    )
    unmount()
    card("https://observablehq.com/@quinn/returns")
    expect(screen.getByRole("link", { name: "Notebook" })).toHaveAttribute(
      "href",
      "https://observablehq.com/@quinn/returns",
    )
  })

  it("links a tag that a skill owns to the skill's page, and leaves the others as text", () => {
    renderInSiteRoot(
      <ProjectCard
        project={project({
          tagLinks: [
            { tag: "R", page: "/skills/r/" },
            { tag: "Survival", page: null },
          ],
        })}
      />,
    )
    const tags = screen.getByRole("list", { name: "Tags" })
    expect(within(tags).getByRole("link", { name: "R" })).toHaveAttribute("href", "/skills/r/")
    expect(within(tags).getByText("Survival").closest("a")).toBeNull()
    expect(within(tags).getAllByRole("listitem")).toHaveLength(2)
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
