import path from "node:path"
import { gzipSync } from "node:zlib"
import { loadCaseStudyOf } from "case-study"
import { caseStudyKind } from "case-study/kind"
import { sqlBlocks } from "gatsby-remark-duckdb/blocks"
import { dashboardOf } from "gatsby-remark-dashboards/vendors"
import { caseStudyOutline } from "../gatsby/case-studies/case-study-checks"
import { readEvidenceContent } from "../gatsby/skills/skill-pages"
import { skillEvidence } from "../gatsby/skills/skill-evidence"
import { caseStudyPath, projectSlug } from "../src/lib/case-study-path"
import { isComingSoon } from "../src/lib/project-status"
import { readContent, type OwnerContent } from "./owner-content"
import { bindsValues } from "./query-values"
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

/** The published Markdown case studies with queries, each with its blocks (gatsby-remark-duckdb). */
export const sqlStudiesOf = (published: CaseStudyPage[]) =>
  markdownStudiesOf(published).flatMap((study) => {
    const blocks = sqlBlocks(loadCaseStudyOf(study.file, study.contentDir, "markdown").tree)
    return blocks.length ? [{ ...study, blocks }] : []
  })

/** Each skill of the owner with the work behind it, as the build finds it (gatsby/skills/). */
export const skillsOf = ({ contentDir }: Owner) =>
  skillEvidence(readEvidenceContent(contentDir), contentDir)

export type Chart = { page: string; alt: string; spec: Record<string, unknown> }

/** The charts of the published case studies, Markdown and notebooks alike, with their specs. */
export const chartsOf = (published: ReadonlyArray<CaseStudyPage>): Chart[] =>
  published.flatMap(({ path: page, file, contentDir }) =>
    caseStudyOutline(file, contentDir).charts.map(({ alt, spec }) => ({ page, alt, spec })),
  )

const text = (spec: unknown) => JSON.stringify(spec)
// What the spec asks for, as its JSON says it: its own tooltips, or a composite mark's, which
// Vega-Lite gives tooltips of its own.
export const hasTooltips = (spec: unknown) =>
  /"tooltip":(?!null|false)|"(boxplot|errorbar|errorband)"/.test(text(spec))
export const isInteractive = (spec: unknown) =>
  hasTooltips(spec) || /"selection":|"select":|"bind":/.test(text(spec))
// Whether its live view fits in its 25 KB (gzipped) file, by its own weight with its data: a spec
// of 12.5 KB (its desktop's and phone's drawings are each in the file) surely does, one of more
// than 25 KB surely not; in between, either.
const weight = (spec: unknown) => gzipSync(text(spec)).length
export const explorable = (chart: Chart) =>
  isInteractive(chart.spec) && weight(chart.spec) <= 12_500
export const tooHeavy = (chart: Chart) => weight(chart.spec) > 25_000
export const pansAndZooms = (spec: unknown) => /"bind":"scales"/.test(text(spec))
// Inputs bound to params, which the live chart adds under its drawing (not a selection's binding
// to the scales or the legend).
export const hasInputs = (spec: unknown) =>
  /"bind":(?!"(scales|legend)"|\{"legend")/.test(text(spec))
export const filtersByLegend = (spec: unknown) => /"bind":"legend"/.test(text(spec))
/** A line, an area or a trail whose points carry tooltips. */
export const hasPathMarkWithTooltips = (chart: Chart) =>
  hasTooltips(chart.spec) && /"(line|area|trail)"/.test(text(chart.spec))

/** The interactive charts on the page of the first one (chart-explorer.spec.ts loads it). */
export const interactiveOnFirstPage = (charts: Chart[]) => {
  const interactive = charts.filter(explorable)
  return interactive.filter((chart) => chart.page === interactive[0]?.page)
}

const chartsOfOwner = ({ caseStudies }: Owner) => chartsOf(caseStudies.published)

/**
 * Each feature a browser test skips without, by the sentence its skip says: whether an owner has
 * it. A spec skips with `skipWithout(reason, owner)` (content.ts), that is
 * `test.skip(!ownerFeatures[reason](owner), reason)`.
 */
export const ownerFeatures = {
  "this owner has no published case study": ({ caseStudies }: Owner) =>
    caseStudies.published.length > 0,
  "this owner has no notebook case study": ({ caseStudies }: Owner) =>
    notebooksOf(caseStudies.published).length > 0,
  "this owner has no Markdown case study": ({ caseStudies }: Owner) =>
    markdownStudiesOf(caseStudies.published).length > 0,
  "this owner has no SQL case study": ({ caseStudies }: Owner) =>
    sqlStudiesOf(caseStudies.published).length > 0,
  "this owner gives no case study a source": ({ caseStudies }: Owner) =>
    caseStudies.published.some(({ project }) => project.source),
  "this owner has no published dashboard": ({ caseStudies }: Owner) =>
    withDashboards(caseStudies.published).length > 0,
  "this owner has no live app": ({ caseStudies }: Owner) =>
    liveAppsOf(caseStudies.published).length > 0,
  "this owner's prose binds no value of a query": ({ caseStudies }: Owner) =>
    markdownStudiesOf(caseStudies.published).some(({ file }) => bindsValues(file)),
  "this owner has no chart": (owner: Owner) => chartsOfOwner(owner).length > 0,
  "this owner has no chart with tooltips": (owner: Owner) =>
    chartsOfOwner(owner).some((chart) => hasTooltips(chart.spec)),
  "this owner has no line or area with tooltips": (owner: Owner) =>
    chartsOfOwner(owner).some(hasPathMarkWithTooltips),
  "this owner has no interactive chart": (owner: Owner) => chartsOfOwner(owner).some(explorable),
  "this owner has no chart that pans or picks": (owner: Owner) =>
    chartsOfOwner(owner).some(
      (chart) => explorable(chart) && (pansAndZooms(chart.spec) || filtersByLegend(chart.spec)),
    ),
  "this owner's page has one interactive chart": (owner: Owner) =>
    interactiveOnFirstPage(chartsOfOwner(owner)).length > 1,
  // A button that loads on a click: a dashboard's, or an interactive chart's.
  "no case study of this owner has a dashboard or a live chart": (owner: Owner) =>
    withDashboards(owner.caseStudies.published).length > 0 || chartsOfOwner(owner).some(explorable),
  "no skill of this owner has work behind it": (owner: Owner) =>
    skillsOf(owner).some((skill) => skill.path),
  "no skill of this owner links into a case study": (owner: Owner) =>
    skillsOf(owner).some((skill) => skill.evidence.some(({ href }) => href?.includes("#"))),
  // The home page's links to another page: the résumé's page, the skills' index, a case study.
  "this owner's home page links no other page": (owner: Owner) =>
    Boolean(owner.content.resume) ||
    skillsOf(owner).some((skill) => skill.path) ||
    owner.caseStudies.published.length > 0,
  "this owner has no resume.yaml": ({ content }: Owner) => Boolean(content.resume),
  "this owner has a résumé": ({ content }: Owner) => !content.resume,
  // profile.yaml's résumé is the file the hero's button downloads, unless resume.yaml's PDF
  // replaces it (resume.spec.ts).
  "this owner has no résumé file of its own": ({ content }: Owner) =>
    Boolean(content.profile.resume) && !content.resume,
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
