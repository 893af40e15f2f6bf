import { viewOrder } from "../gatsby/views/view-order"
import { resumePdfName } from "../src/lib/resume-paths"
import { viewPath } from "../src/lib/role-view"
import { expect, prefixOf, skipWithout, test, type OwnerContent } from "./content"
import { readPdf } from "./pdf"
import { desktop } from "./viewports"

// The views of views.yaml (gatsby/views/): a page per kind of role at /for/<segment>/, the home
// page with the role in its hero and the work that fits it first, its own head and card, kept out
// of search engines and linked from nowhere, and its own résumé beside it.

test.use(desktop)

type View = NonNullable<OwnerContent["views"]>[number]

const viewsOf = (content: OwnerContent) => content.views ?? []
const relative = (view: View) => `.${viewPath(view.segment.trim())}`
const trimmed = (text: string) => text.trim()

// The skills' names and the projects' titles in the view's order.
function inOrder(view: View, { skills, projects }: OwnerContent) {
  const order = viewOrder(view, skills, projects)
  return {
    skills: order.skillOrder.map((position) => trimmed(skills[position].name)),
    projects: order.projectOrder.map((position) => trimmed(projects[position].title)),
  }
}

test("each view's page puts its role in the hero and its skills and projects first", async ({
  page,
  content,
  owner,
}) => {
  skipWithout("this owner has no views", owner)
  for (const view of viewsOf(content)) {
    const response = await page.goto(relative(view))
    expect(response?.status(), view.segment).toBe(200)
    const hero = page.locator("#home")
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText(content.profile.name)
    await expect(hero.getByText(view.title.trim(), { exact: true })).toBeVisible()
    await expect(hero.getByText(view.summary.trim(), { exact: true })).toBeVisible()
    const expected = inOrder(view, content)
    const bars = page.locator("#skills").getByRole("progressbar")
    await expect(bars).toHaveCount(expected.skills.length)
    for (const [index, name] of expected.skills.entries())
      await expect(bars.nth(index)).toHaveAccessibleName(name)
    await expect(page.locator("#portfolio").getByRole("heading", { level: 3 })).toHaveText(
      expected.projects,
    )
  }
})

test("each view's page has its own title, description and card, and is noindex", async ({
  page,
  request,
  baseURL,
  content,
  owner,
}) => {
  skipWithout("this owner has no views", owner)
  await page.goto("./")
  const meta = (selector: string) => page.locator(selector).getAttribute("content")
  const cards = new Set([await meta('meta[property="og:image"]')])
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
  for (const view of viewsOf(content)) {
    await page.goto(relative(view))
    await expect(page).toHaveTitle(`${content.profile.name} · ${view.title.trim()}`)
    expect(await meta('meta[name="description"]')).toBe(view.summary.trim())
    expect(await meta('meta[name="robots"]')).toBe("noindex")
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(
      new RegExp(`^https?://[^/]+${prefixOf(baseURL)}${viewPath(view.segment.trim())}$`),
    )
    const card = await meta('meta[property="og:image"]')
    expect(card).toMatch(/\/static\/share\/view-[a-z0-9-]+-[0-9a-f]{10}\.png$/)
    cards.add(card)
    const served = await request.get(new URL(card ?? "").pathname)
    expect(served.headers()["content-type"]).toMatch(/image\/png/)
  }
  expect(cards.size).toBe(viewsOf(content).length + 1)
})

test("no view is in the sitemap, robots.txt or any link of the site", async ({
  page,
  request,
  baseURL,
  content,
  owner,
}) => {
  skipWithout("this owner has no views", owner)
  const sitemap = await (await request.get("sitemap-0.xml")).text()
  const robots = await (await request.get("robots.txt")).text()
  expect(sitemap).toMatch(/<loc>/)
  expect(sitemap).not.toContain("/for/")
  expect(robots).not.toContain("/for/")
  const prefix = prefixOf(baseURL)
  const pages = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map(
    ([, path]) => `.${path.slice(prefix.length)}`,
  )
  // A page of the sitemap links to no view; a view's page to none but its own files (its résumé).
  const views = viewsOf(content).map(relative)
  for (const path of [...pages, ...views]) {
    await page.goto(path)
    const own = views.includes(path) ? `${prefix}${path.slice(1)}` : null
    const hrefs = await page
      .locator("a[href]")
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname))
    expect(
      hrefs.filter((href) => href.includes("/for/") && !(own && href.startsWith(own))),
      path,
    ).toEqual([])
  }
})

test("each view's résumé puts its skills first and reads back tagged", async ({
  page,
  request,
  content,
  owner,
}) => {
  skipWithout("this owner has no views", owner)
  skipWithout("this owner has no resume.yaml", owner)
  // Three PDFs read back with PDF.js.
  test.slow()
  for (const view of viewsOf(content)) {
    await page.goto(relative(view))
    const download = page.getByRole("link", { name: "Download Resume" })
    const pdfPath = `${viewPath(view.segment.trim())}${resumePdfName(content.profile.name)}`
    expect(await download.getAttribute("href")).toMatch(new RegExp(`${pdfPath}$`))
    const pdf = await request.get(`.${pdfPath}`)
    expect(pdf.headers()["content-type"]).toMatch(/application\/pdf/)
    const reading = readPdf(await pdf.body())
    expect(reading.tagged).toBe(true)
    const text = reading.text.replace(/\s+/g, " ")
    expect(text).toContain(view.title.trim())
    expect(text).toContain(view.summary.trim())
    if (!content.resume?.skills) expect(text).toContain(inOrder(view, content).skills.join(", "))
    const json = await (await request.get(`${relative(view)}resume.json`)).json()
    expect(json.basics.summary).toBe(view.summary.trim())
    expect(json.basics.label).toBe(view.title.trim())
    expect(json.meta.canonical).toMatch(
      new RegExp(`${viewPath(view.segment.trim())}resume\\.json$`),
    )
  }
})
