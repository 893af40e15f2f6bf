import { mkdirSync } from "node:fs"
import path from "node:path"
import type { Actions } from "gatsby"
import { caseStudyPath } from "../../src/lib/case-study-path"
import { isComingSoon } from "../../src/lib/project-status"
import type { CaseStudyPageContext } from "../../src/lib/case-study-page-context"
import type { ShareCardImage } from "../../src/lib/share-card-image"
import { frameSources } from "gatsby-remark-dashboards/vendors"
import { writeSecurityHeaders } from "../site-files/sprite-and-headers"

type Projects = Queries.ContentPagesQuery["allProjectsYaml"]["nodes"]
export type CaseStudyProject = Projects[number]

const addresses = (project: CaseStudyProject) =>
  (project.dashboards ?? []).map((dashboard) => dashboard.url)

// A page per case study, in the order of the projects (query ContentPages, in gatsby-node.ts,
// where GraphQL typegen reads it), each with its share card (`shareCardOf`). A coming-soon
// project's case study is a draft: the development server shows it, a production build leaves it
// out. The frames each page may hold (its policy's frame-src) are its own dashboards' and apps',
// and the site's (the hosts' _headers) every project's: both from frameSources, over the same
// projects.
export async function createCaseStudyPages(
  projects: Projects,
  { createPage }: Actions,
  shareCardOf: (project: CaseStudyProject) => Promise<ShareCardImage | null>,
  publicDir = "public",
) {
  const showDrafts = process.env.NODE_ENV !== "production"
  const studies = projects.filter(
    (project) => project.caseStudy && (showDrafts || !isComingSoon(project.status)),
  )
  for (const [index, project] of studies.entries())
    createPage<CaseStudyPageContext>({
      path: caseStudyPath(project.slug),
      component: path.resolve("src/templates/case-study.tsx"),
      context: {
        id: project.id,
        previousId: studies[index - 1]?.id ?? null,
        nextId: studies[index + 1]?.id ?? null,
        frameSources: frameSources(addresses(project)),
        shareCard: await shareCardOf(project),
      },
    })
  mkdirSync(publicDir, { recursive: true })
  writeSecurityHeaders(frameSources(projects.flatMap(addresses)), publicDir)
}
