import { test as base } from "@playwright/test"
import { readContent, type OwnerContent } from "./owner-content"
import {
  caseStudiesOf,
  lacks,
  type CaseStudyPage,
  type Owner,
  type SkipReason,
} from "./owner-features"

// The content of the owner whose site a test project serves (playwright.config.ts: content/ for
// the owner's site, the tests' own folder for the second owner's), read as the build reads it, so
// that the tests compare the page with it and never with words of their own.

export { readContent, caseStudiesOf, type OwnerContent, type CaseStudyPage }

// Fields that are not shown as written on the home page: files, icon and status names, links (shown
// as link targets or shortened), the priority (shown as "<Word> Priority"), a project's
// dashboards and source (on its case study: dashboards.spec.ts, case-study.spec.ts), a skill's
// aliases (on its page: skills.spec.ts), the views (on theirs: views.spec.ts) and the visit
// counter's code (a setting: visits.spec.ts).
const notShownAsWritten = new Set([
  ...["photo", "socialImage", "resume", "image", "icon", "status", "priority", "aliases"],
  ...["linkedin", "github", "liveUrl", "codeUrl", "url", "caseStudy", "source", "dashboards"],
  ...["views", "visits"],
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
  owner: Owner
}>({
  contentDir: ["content", { option: true }],
  content: async ({ contentDir }, provide) => provide(readContent(contentDir)),
  caseStudies: async ({ contentDir, content }, provide) =>
    provide(caseStudiesOf(contentDir, content)),
  // The owner as owner-features.ts sees it, for the specs' skips.
  owner: async ({ contentDir, content, caseStudies }, provide) =>
    provide({ contentDir, content, caseStudies }),
})

export { expect } from "@playwright/test"

/** Skips the running test when `owner` lacks what it needs (owner-features.ts), saying `reason`. */
export const skipWithout = (reason: SkipReason, owner: Owner) =>
  base.skip(lacks(reason, owner), reason)
