import { test as base } from "@playwright/test"
import path from "node:path"
import { readContent, type OwnerContent } from "./owner-content"
import { caseStudyPath, projectSlug } from "../src/lib/case-study-path"
import { isComingSoon } from "../src/lib/project-status"

// The content of the owner whose site a test project serves (playwright.config.ts: content/ for
// the owner's site, the tests' own folder for the second owner's), read as the build reads it, so
// that the tests compare the page with it and never with words of their own.

export { readContent, type OwnerContent }

// Fields that are not shown as written on the home page: files, icon and status names, links (shown
// as link targets or shortened), the priority (shown as "<Word> Priority"), a project's
// dashboards and source (on its case study: dashboards.spec.ts, case-study.spec.ts) and a skill's
// aliases (on its page: skills.spec.ts).
const notShownAsWritten = new Set([
  ...["photo", "socialImage", "resume", "image", "icon", "status", "priority", "aliases"],
  ...["linkedin", "github", "liveUrl", "codeUrl", "url", "caseStudy", "source", "dashboards"],
])

// Every text of the owner's content that the page should show word for word.
export function shownTexts(value: unknown, key = ""): string[] {
  if (notShownAsWritten.has(key)) return []
  if (typeof value === "string") return [value.trim()]
  if (typeof value === "number") return [String(value)]
  if (Array.isArray(value)) return value.flatMap((item) => shownTexts(item))
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([field, item]) => shownTexts(item, field))
  return []
}

// The path prefix of the site under test (a project site's "/portfolio", or "").
export const prefixOf = (baseURL: string | undefined) =>
  new URL(baseURL ?? "http://localhost/").pathname.replace(/\/$/, "")

export const test = base.extend<{
  contentDir: string
  content: OwnerContent
  caseStudies: ReturnType<typeof caseStudiesOf>
}>({
  contentDir: ["content", { option: true }],
  content: async ({ contentDir }, provide) => provide(readContent(contentDir)),
  caseStudies: async ({ contentDir, content }, provide) =>
    provide(caseStudiesOf(contentDir, content)),
})

export { expect } from "@playwright/test"

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
