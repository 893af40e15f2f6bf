import path from "node:path"
import { caseStudyKind } from "case-study/kind"
import { dashboardOf } from "gatsby-remark-dashboards/vendors"
import { caseStudyPath, projectSlug } from "../src/lib/case-study-path"
import { isComingSoon } from "../src/lib/project-status"
import { readContent, type OwnerContent } from "./owner-content"
import { VISITS_COUNTED_CONTENT } from "./test-site.mjs"

// What a browser test needs of an owner's content, each a named predicate that the spec skips by
// and that __tests__/e2e/owner-features.test.ts holds: the two test owners (content/ and the
// fixture) together have every feature, so that a change to either cannot turn a test into a skip
// unseen. No Playwright here: jest reads it too.

type Project = OwnerContent["projects"][number]

export type CaseStudyPage = {
  project: Project
  // The page's path relative to the site's root ("projects/churn-early-warning/").
  path: string
  // Its Markdown file or notebook, and the content folder it is in.
  file: string
  contentDir: string
}

// The owner's case studies as the build publishes them: a page for each project that has one and
// is not coming soon (the others are drafts), in the order of the projects.
export function caseStudiesOf(contentDir: string, { projects }: OwnerContent) {
  const pages = projects
    .filter((project) => project.caseStudy)
    .map((project) => ({
      project,
      path: caseStudyPath(projectSlug(project.title)).slice(1),
      file: path.join(contentDir, project.caseStudy ?? ""),
      contentDir,
    }))
  return {
    published: pages.filter(({ project }) => !isComingSoon(project.status)),
    drafts: pages.filter(({ project }) => isComingSoon(project.status)),
  }
}

/** An owner as the browser tests see it: its folder, its content and its case studies. */
export type Owner = {
  contentDir: string
  content: OwnerContent
  caseStudies: ReturnType<typeof caseStudiesOf>
}

export function ownerOf(contentDir: string): Owner {
  const content = readContent(contentDir)
  return { contentDir, content, caseStudies: caseStudiesOf(contentDir, content) }
}

type Dashboard = { url: string; title: string; caption?: string | null }

/** The published case studies with dashboards, each with its project's list. */
export const withDashboards = (published: CaseStudyPage[]) =>
  published.flatMap((study) => {
    const dashboards = (study.project as { dashboards?: Dashboard[] }).dashboards ?? []
    return dashboards.length ? [{ ...study, dashboards }] : []
  })

/** The live apps (a dashboard whose vendor's noun is not "dashboard") of the published case studies. */
export const liveAppsOf = (published: CaseStudyPage[]) =>
  withDashboards(published).flatMap(({ path, dashboards }) =>
    dashboards.flatMap((dashboard, index) =>
      dashboardOf(dashboard.url).vendor?.noun === "dashboard" ? [] : [{ path, dashboard, index }],
    ),
  )

export const notebooksOf = (published: CaseStudyPage[]) =>
  published.filter(({ file }) => caseStudyKind(file) === "notebook")

export const markdownStudiesOf = (published: CaseStudyPage[]) =>
  published.filter(({ file }) => caseStudyKind(file) === "markdown")

/**
 * Each feature a browser test skips without, by the sentence its skip says: whether an owner has
 * it. A spec skips with `test.skip(!ownerFeatures[reason](owner), reason)` (skipWithout).
 */
export const ownerFeatures = {
  "this owner has no published case study": ({ caseStudies }: Owner) =>
    caseStudies.published.length > 0,
  "this owner has no notebook case study": ({ caseStudies }: Owner) =>
    notebooksOf(caseStudies.published).length > 0,
  "this owner has no Markdown case study": ({ caseStudies }: Owner) =>
    markdownStudiesOf(caseStudies.published).length > 0,
  "this owner gives no case study a source": ({ caseStudies }: Owner) =>
    caseStudies.published.some(({ project }) => project.source),
  "this owner has no published dashboard": ({ caseStudies }: Owner) =>
    withDashboards(caseStudies.published).length > 0,
  "this owner has no live app": ({ caseStudies }: Owner) =>
    liveAppsOf(caseStudies.published).length > 0,
  "this owner has no resume.yaml": ({ content }: Owner) => Boolean(content.resume),
  "this owner has a résumé": ({ content }: Owner) => !content.resume,
  "this owner lists no certificate": ({ content }: Owner) =>
    (content.resume?.certificates ?? []).length > 0,
  "this owner has no views": ({ content }: Owner) => (content.views ?? []).length > 0,
  "this owner's site does not count visits": (owner: Owner) => countsVisits(owner),
  "this owner's site counts visits": (owner: Owner) => !countsVisits(owner),
} as const

// Whether the owner's test site was built as a deploy with a visit counter (e2e/build-site.mjs
// builds VISITS_COUNTED_CONTENT's so) and its profile names a GoatCounter code.
const countsVisits = ({ contentDir, content }: Owner) =>
  path.normalize(contentDir) === path.normalize(VISITS_COUNTED_CONTENT) &&
  Boolean(content.profile.visits?.goatcounter)

export type SkipReason = keyof typeof ownerFeatures

/** Whether `owner` lacks what the tests that skip with `reason` need. */
export const lacks = (reason: SkipReason, owner: Owner) => !ownerFeatures[reason](owner)
