import path from "node:path"
import type { Actions } from "gatsby"
import { caseStudyPath } from "../src/lib/case-study-path"
import { isComingSoon } from "../src/lib/project-status"
import type { CaseStudyPageContext } from "../src/lib/case-study-page-context"
import { frameSources } from "gatsby-remark-dashboards/vendors"

type Projects = Queries.ContentPagesQuery["allProjectsYaml"]["nodes"]

// A page per case study, in the order of the projects (query ContentPages, in gatsby-node.ts,
// where GraphQL typegen reads it). A coming-soon project's case study is a draft: the development
// server shows it, a production build leaves it out.
export function createCaseStudyPages(projects: Projects, { createPage }: Actions) {
  const showDrafts = process.env.NODE_ENV !== "production"
  const studies = projects.filter(
    (project) => project.caseStudy && (showDrafts || !isComingSoon(project.status)),
  )
  studies.forEach((project, index) => {
    const dashboards = (project.dashboards ?? []).map((dashboard) => dashboard.url)
    createPage<CaseStudyPageContext>({
      path: caseStudyPath(project.slug),
      component: path.resolve("src/templates/case-study.tsx"),
      context: {
        id: project.id,
        previousId: studies[index - 1]?.id ?? null,
        nextId: studies[index + 1]?.id ?? null,
        frameSources: frameSources(dashboards),
      },
    })
  })
}
