import { readFileSync } from "node:fs"
import type { APIRequestContext, Page } from "@playwright/test"
import { dashboardOf } from "gatsby-remark-dashboards/vendors"
import { isCodeAnchor } from "gatsby-remark-code-anchors"
import { isQueryAnchor, queryAnchor } from "gatsby-remark-duckdb/blocks"
import { caseStudyKind } from "case-study/kind"
import { sameNameKey } from "../gatsby/content/names"
import { projectSlug } from "../src/lib/case-study-path"
import { expectNoViolations } from "./axe"
import { budgets } from "../scripts/budgets.mjs"
import { expect, prefixOf, skipWithout, test, type CaseStudyPage } from "./content"
import type { OwnerContent } from "./owner-content"
import { loadedScripts, reactOwns, sidewaysOverflow } from "./page-helpers"
import { bothWidths, desktop } from "./viewports"

// The skills' pages (gatsby/skills/skill-pages.ts), on both owners' sites: what each skill's page
// lists is worked out here again from the owner's content, by the rules content/README.md gives
// owners, and compared with what the site shows.

test.use(desktop)

type Skill = OwnerContent["skills"][number] & { aliases?: string[] | null }
type Project = OwnerContent["projects"][number]

const namesOf = (skill: Skill) => [skill.name, ...(skill.aliases ?? [])]
const names = (skill: Skill, name: string) =>
  namesOf(skill).some((own) => sameNameKey(own) === sameNameKey(name))
// "Tableau Desktop Specialist" holds the words of "Tableau".
const words = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, " ")
    .trim()} `
const skillPath = (skill: Skill) => `skills/${projectSlug(skill.name)}/`

// What the rules say a skill's page lists: the projects a tag of which names it, the dashboards
// and live apps whose vendor does (by one of its names: Tableau for Tableau Public), the certificates whose name holds it, and, for the skill that SQL names, every
// sql block of a published Markdown case study.
function expectedWork(skill: Skill, content: OwnerContent, published: CaseStudyPage[]) {
  const projects = content.projects.filter((project) =>
    project.tags.some((tag) => names(skill, tag)),
  )
  const byVendor = (app: boolean) =>
    content.projects.flatMap((project: Project) =>
      (project.dashboards ?? []).filter((dashboard) => {
        const { vendor } = dashboardOf(dashboard.url)
        return (
          (vendor?.noun !== "dashboard") === app &&
          (vendor?.skillNames ?? []).some((name) => names(skill, name))
        )
      }),
    )
  const dashboards = byVendor(false)
  const apps = byVendor(true)
  const certificates = (content.resume?.certificates ?? []).filter((certificate) =>
    namesOf(skill).some((name) => words(certificate.name).includes(words(name))),
  )
  const queries = names(skill, "SQL")
    ? published
        .filter(({ file }) => caseStudyKind(file) === "markdown")
        .reduce(
          (count, { file }) =>
            count + (readFileSync(file, "utf8").match(/^```sql\b/gm) ?? []).length,
          0,
        )
    : 0
  return {
    projects: projects.map((project) => project.title),
    dashboards: dashboards.map((dashboard) => dashboard.title),
    apps: apps.map((app) => app.title),
    certificates: certificates.map((certificate) => certificate.name),
    queries,
  }
}

const pageExists = async (request: APIRequestContext, path: string) =>
  (await request.get(path)).status() === 200

// The titles under one heading of a skill's page ("Projects 3").
const groupTitles = (page: Page, heading: string) =>
  page
    .getByRole("region", { name: new RegExp(`^${heading} \\d+$`) })
    .locator("li h3")
    .allInnerTexts()

const GROUPS: Array<[string, string, string]> = [
  ["Projects", "project", "projects"],
  ["Queries", "query", "queries"],
  ["Code", "code block", "code blocks"],
  ["Notebooks", "notebook", "notebooks"],
  ["Dashboards", "dashboard", "dashboards"],
  ["Live apps", "app", "apps"],
  ["Certificates", "certificate", "certificates"],
]

test("each skill's page lists exactly the work that names it, counted as its card says", async ({
  page,
  request,
  content,
  caseStudies: { published },
  owner,
}) => {
  skipWithout("no skill of this owner has work behind it", owner)
  let pages = 0
  for (const skill of content.skills as Skill[]) {
    const expected = expectedWork(skill, content, published)
    const exists = await pageExists(request, skillPath(skill))
    const any =
      expected.projects.length +
      expected.dashboards.length +
      expected.apps.length +
      expected.certificates.length +
      expected.queries
    if (any > 0) expect(exists, `${skill.name} has a page`).toBe(true)
    if (!exists) continue
    pages++
    await page.goto(skillPath(skill))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(skill.name)
    await expect(page.getByRole("progressbar", { name: skill.name })).toHaveAttribute(
      "aria-valuenow",
      String(skill.level),
    )
    await expect(page.locator("main")).toContainText(skill.description)
    expect(await groupTitles(page, "Projects")).toEqual(expected.projects)
    expect(await groupTitles(page, "Dashboards")).toEqual(expected.dashboards)
    expect(await groupTitles(page, "Live apps")).toEqual(expected.apps)
    expect(await groupTitles(page, "Certificates")).toEqual(expected.certificates)
    expect(await groupTitles(page, "Queries")).toHaveLength(expected.queries)

    // The count that the card and the page say is the count of what the page lists.
    const counts: string[] = []
    for (const [heading, one, many] of GROUPS) {
      const count = (await groupTitles(page, heading)).length
      if (count) counts.push(`${count} ${count === 1 ? one : many}`)
    }
    expect(counts.length).toBeGreaterThan(0)
    await expect(page.locator("main article > div > p").first()).toHaveText(
      `Skill · ${counts.join(", ")}`,
    )
  }
  expect(pages, "the skills' pages").toBeGreaterThan(0)
})

test("each piece of work links to its place: the anchored block is on its page", async ({
  page,
  request,
  content,
  owner,
}) => {
  skipWithout("no skill of this owner links into a case study", owner)
  // Each link into a case study, with the title the skill's page gives it.
  const targets = new Map<string, string>()
  for (const skill of content.skills as Skill[]) {
    if (!(await pageExists(request, skillPath(skill)))) continue
    await page.goto(skillPath(skill))
    for (const [href, title] of await page
      .locator("main li h3 a[href*='#']")
      .evaluateAll((links) =>
        links.map((link) => [(link as HTMLAnchorElement).href, link.textContent ?? ""]),
      ))
      targets.set(href, title)
  }
  expect(targets.size, "the links into a case study").toBeGreaterThan(0)
  for (const [target, title] of targets) {
    const url = new URL(target)
    await page.goto(url.pathname)
    const id = decodeURIComponent(url.hash.slice(1))
    const element = page.locator(`[id="${id}"]`)
    await expect(element, target).toHaveCount(1)
    if (!isQueryAnchor(id) && !isCodeAnchor(id)) continue
    // A query's anchor is its block; a code block's stands just before it. The block begins with
    // the line the skill's page shows (a query named by its id shows its name).
    const code = await element.evaluate(
      (anchor) =>
        (anchor.querySelector("code") ?? anchor.nextElementSibling?.querySelector("code"))
          ?.textContent ?? null,
    )
    // A query named by its id: its anchor is its id's, whatever its number.
    const named = id === queryAnchor({ id: title, number: 0 })
    if (!named && !/ code$/.test(title))
      expect(code?.trim(), target).toMatch(
        new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
      )
    else expect(code ?? (await element.locator("table").count()), target).toBeTruthy()
  }
})

test("the home page: a card with work behind it links to its page; the others are as they were", async ({
  page,
  request,
  content,
}) => {
  await page.goto("./")
  let linked = 0
  for (const skill of content.skills as Skill[]) {
    const card = page.locator("#skills article").filter({
      has: page.getByRole("heading", { name: skill.name, exact: true }),
    })
    const link = card.getByRole("link", { name: skill.name, exact: true })
    await expect(card.getByRole("progressbar", { name: skill.name })).toHaveAttribute(
      "aria-valuenow",
      String(skill.level),
    )
    if (await pageExists(request, skillPath(skill))) {
      linked++
      await expect(link).toHaveAttribute("href", `${prefixOf(page.url())}/${skillPath(skill)}`)
      const summary = (await link.getAttribute("aria-describedby")) ?? ""
      const said = await page.locator(`[id="${summary}"]`).innerText()
      await page.goto(skillPath(skill))
      await expect(page.locator("main article > div > p").first()).toHaveText(`Skill · ${said}`)
      await page.goto("./")
    } else {
      await expect(link).toHaveCount(0)
      // Its icon and name with the percent, the bar, the description: nothing more.
      expect(await card.evaluate((article) => article.children.length)).toBe(3)
    }
  }
  const index = page.getByRole("link", { name: "See the work behind each skill" })
  await expect(index).toHaveCount(linked > 0 ? 1 : 0)
})

test("a project card's tag that a skill owns links to that skill's page", async ({
  page,
  request,
  content,
}) => {
  const withPages: Skill[] = []
  for (const skill of content.skills as Skill[])
    if (await pageExists(request, skillPath(skill))) withPages.push(skill)
  await page.goto("./")
  for (const project of content.projects) {
    const tags = page
      .locator("#portfolio article")
      .filter({ has: page.getByRole("heading", { name: project.title, exact: true }) })
      .getByRole("list", { name: "Tags" })
    for (const tag of project.tags) {
      const owner = withPages.find((skill) => names(skill, tag))
      const link = tags.getByRole("link", { name: tag.trim(), exact: true })
      if (owner) await expect(link).toHaveAttribute("href", new RegExp(`/${skillPath(owner)}$`))
      else await expect(link).toHaveCount(0)
    }
  }
})

test("the index lists every skill, each with work behind it linked and counted", async ({
  page,
  request,
  content,
  owner,
}) => {
  skipWithout("no skill of this owner has work behind it", owner)
  const skills = content.skills as Skill[]
  const linked = await Promise.all(skills.map((skill) => pageExists(request, skillPath(skill))))
  await page.goto("./")
  await page.getByRole("link", { name: "See the work behind each skill" }).click()
  await expect(page).toHaveURL(/\/skills\/$/)
  await expect(page.locator("main h2")).toHaveText(skills.map((skill) => skill.name))
  for (const [index, skill] of skills.entries()) {
    const link = page.getByRole("link", { name: skill.name, exact: true })
    await expect(link).toHaveCount(linked[index] ? 1 : 0)
    if (linked[index])
      await expect(link).toHaveAccessibleDescription(/^\d+ [a-z ]+(, \d+ [a-z ]+)*$/)
  }
})

test("a skill's page is static, has its own head, and is in the sitemap", async ({
  page,
  request,
  baseURL,
  content,
  owner,
}) => {
  skipWithout("no skill of this owner has work behind it", owner)
  const skills = content.skills as Skill[]
  let skill: Skill | undefined
  for (const candidate of skills)
    if (!skill && (await pageExists(request, skillPath(candidate)))) skill = candidate
  const path = skillPath(skill!)
  const own = await loadedScripts(page, path)
  expect(own.bytes).toBeLessThanOrEqual(budgets.pageScriptBytes)
  expect(await reactOwns(page, "body *")).not.toContain(true)

  await expect(page).toHaveTitle(`${skill!.name} · ${content.profile.name}`)
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href")
  expect(canonical).toMatch(new RegExp(`^https?://[^/]+${prefixOf(baseURL)}/${path}$`))
  expect(await page.locator('meta[property="og:url"]').getAttribute("content")).toBe(canonical)
  expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toMatch(/\.png$/)
  expect(await page.locator('meta[name="description"]').getAttribute("content")).toContain(
    skill!.description,
  )
  const sitemap = await (await request.get("sitemap-0.xml")).text()
  expect(sitemap).toContain(`${prefixOf(baseURL)}/${path}</loc>`)
  expect(sitemap).toContain(`${prefixOf(baseURL)}/skills/</loc>`)
})

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false })

  test("a skill's page reads completely, and its way back leads to the index", async ({
    page,
    request,
    content,
    owner,
  }) => {
    skipWithout("no skill of this owner has work behind it", owner)
    const skills = content.skills as Skill[]
    let shown = 0
    for (const skill of skills) {
      if (!(await pageExists(request, skillPath(skill)))) continue
      shown++
      await page.goto(skillPath(skill))
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(skill.name)
      expect(await page.locator("main li h3").count()).toBeGreaterThan(0)
    }
    expect(shown, "the skills' pages").toBeGreaterThan(0)
    await page.getByRole("link", { name: "All skills" }).click()
    await expect(page.locator("main h2")).toHaveCount(skills.length)
  })
})

for (const [name, viewport] of bothWidths) {
  for (const colorScheme of ["light", "dark"] as const) {
    test.describe(`on ${name}, ${colorScheme}`, () => {
      test.use({ ...viewport, colorScheme })

      test("axe finds nothing on a skill's page or the index, and nothing scrolls sideways", async ({
        page,
        request,
        content,
        owner,
      }) => {
        skipWithout("no skill of this owner has work behind it", owner)
        const paths: string[] = []
        for (const skill of content.skills as Skill[])
          if (await pageExists(request, skillPath(skill))) paths.push(skillPath(skill))
        expect(paths.length, "the skills' pages").toBeGreaterThan(0)
        // axe reads a whole page, as the case studies' test does: a while each on a slow machine.
        test.setTimeout(20_000 * (paths.length + 1) + 10_000)
        for (const path of ["skills/", ...paths]) {
          await page.goto(path)
          await expectNoViolations(page)
          expect(await sidewaysOverflow(page), path).toBeLessThanOrEqual(0)
        }
      })
    })
  }
}
