import { gzipSync } from "node:zlib"
import type { Locator, Page } from "@playwright/test"
import { dashboardAnchor } from "gatsby-remark-dashboards/anchor"
import { dashboardOf, loadLabel, nounLabel, type Vendor } from "gatsby-remark-dashboards/vendors"
import { budgets } from "../scripts/budgets.mjs"
import { isComingSoon } from "../src/lib/project-status"
import { expectNoViolations } from "./axe"
import { expect, prefixOf, skipWithout, test } from "./content"
import { liveAppsOf, withDashboards } from "./owner-features"
import { isVisitCount, loadedScripts, nextFrames } from "./page-helpers"
import { bothWidths, desktop, phone } from "./viewports"

// A project's dashboards and live apps (plugins/gatsby-remark-dashboards) on its case study, on
// both owners' sites: the poster first and nothing from the vendor, the vendor's frame on a click.
// The vendors' pages are never fetched here: a test answers them.

test.use(desktop)

type Dashboard = { url: string; title: string; caption?: string | null }

// Every vendor (any https:// address: the sites are served over http) answers with a page of its
// own, so that no test reaches the network.
async function stubVendors(page: Page) {
  await page.route(/^https:\/\//, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: "<!doctype html><title>Dashboard</title><p>Live",
    }),
  )
}

// The button of a dashboard's or an app's figure.
const loadButton = (figure: Locator, url: string) =>
  figure.getByRole("button", { name: loadLabel(dashboardOf(url).vendor as Vendor) })

// What a figure holds, in the page's words: a dashboard, an app or a notebook.
const nounOf = (url: string) => String(dashboardOf(url).vendor?.noun)
const nounLabelOf = (url: string) => nounLabel(dashboardOf(url).vendor as Vendor)

// What a box's place and size are, to the pixel.
const box = async (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect()
    return [x, y + window.scrollY, width, height].map(Math.round)
  })

test("before a click: the poster, its title and vendor, the button and what it loads; nothing leaves the site", async ({
  page,
  baseURL,
  caseStudies: { published },
  owner,
}) => {
  const studies = withDashboards(published)
  skipWithout("this owner has no published dashboard", owner)
  const origin = new URL(baseURL ?? "").origin
  for (const { path, dashboards } of studies) {
    const requests: string[] = []
    page.on("request", (request) => requests.push(request.url()))
    await page.goto(path)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.waitForLoadState("networkidle")
    page.removeAllListeners("request")
    expect(requests.filter((url) => !url.startsWith(origin) && !isVisitCount(url))).toEqual([])
    for (const [index, dashboard] of dashboards.entries()) {
      const { vendor, openUrl, frameHost } = dashboardOf(dashboard.url)
      const figure = page.locator(`figure#${dashboardAnchor(index + 1)}`)
      const poster = figure.locator(".dashboard-frame img").last()
      await expect(poster).toBeVisible()
      expect(await poster.getAttribute("alt")).toBeTruthy()
      await expect(figure.locator("figcaption")).toContainText(dashboard.title)
      await expect(figure.locator("figcaption")).toContainText(String(vendor?.name))
      if (dashboard.caption)
        await expect(figure.locator("figcaption")).toContainText(dashboard.caption)
      await expect(loadButton(figure, dashboard.url)).toBeVisible()
      await expect(figure.locator(".dashboard-consent")).toHaveText(
        `It loads from ${frameHost}, which may set cookies.`,
      )
      const open = figure.getByRole("link", { name: `Open in ${vendor?.name}` })
      await expect(open).toHaveAttribute("href", String(openUrl))
      await expect(open).toHaveAttribute("target", "_blank")
    }
  }
})

test("on a click: the vendor's frame in the poster's box, sandboxed and focused; nothing around it moves", async ({
  page,
  caseStudies: { published },
  owner,
}) => {
  const studies = withDashboards(published)
  skipWithout("this owner has no published dashboard", owner)
  await stubVendors(page)
  for (const { path, dashboards } of studies) {
    await page.goto(path)
    for (const [index, dashboard] of dashboards.entries()) {
      const id = `figure#${dashboardAnchor(index + 1)}`
      const figure = page.locator(id)
      await figure.scrollIntoViewIfNeeded()
      // Drawn: until a block near the screen is drawn, it holds 400 px (src/styles/prose.ts).
      await nextFrames(page)
      const before = [
        await box(page, `${id} .dashboard-frame`),
        await box(page, `${id} .dashboard-open`),
      ]
      const heading = await box(page, "main h1")
      await loadButton(figure, dashboard.url).click()
      const frame = figure.locator("iframe")
      await expect(frame).toHaveAttribute("src", String(dashboardOf(dashboard.url).embedUrl))
      await expect(frame).toHaveAttribute(
        "title",
        new RegExp(`^${dashboard.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
      )
      await expect(frame).toHaveAttribute("referrerpolicy", "no-referrer")
      const sandbox = String(await frame.getAttribute("sandbox")).split(" ")
      expect(sandbox).toEqual(
        expect.arrayContaining(["allow-scripts", "allow-same-origin", "allow-popups"]),
      )
      expect(sandbox).not.toContain("allow-top-navigation")
      await expect(frame).toHaveAttribute("allow", "fullscreen")
      await expect(page.locator(`${id} iframe:focus`)).toHaveCount(1)
      expect(await box(page, `${id} iframe`)).toEqual(before[0])
      expect([
        await box(page, `${id} .dashboard-frame`),
        await box(page, `${id} .dashboard-open`),
      ]).toEqual(before)
      expect(await box(page, "main h1")).toEqual(heading)
      await expect(
        figure.getByRole("button", { name: `${nounLabelOf(dashboard.url)} loaded` }),
      ).toBeDisabled()
    }
  }
})

// The embed addresses the vendors document: Streamlit's ?embed=true on the app's own host, a
// Space's direct URL, a Shiny app's own address, Observable's /embed/ form.
const EMBEDS: Record<string, RegExp> = {
  "Streamlit Community Cloud": /^https:\/\/[a-z0-9-]+\.streamlit\.app\/[^?]*\?embed=true$/,
  "Hugging Face Spaces": /^https:\/\/[a-z0-9-]+\.hf\.space$/,
  "shinyapps.io": /^https:\/\/[a-z0-9-]+\.shinyapps\.io\/[^/]+\/$/,
  Observable: /^https:\/\/observablehq\.com\/embed\/[^?]+\?cells?=/,
}

test("a live app: its poster until a click, then its vendor's embed address, which the policy allows", async ({
  page,
  caseStudies: { published },
  owner,
}) => {
  const apps = liveAppsOf(published)
  skipWithout("this owner has no live app", owner)
  await stubVendors(page)
  for (const { path, dashboard, index } of apps) {
    const { vendor, frameOrigin } = dashboardOf(dashboard.url)
    const requests: string[] = []
    page.on("request", (request) => requests.push(request.url()))
    await page.goto(path)
    const figure = page.locator(`figure#${dashboardAnchor(index + 1)}`)
    await figure.scrollIntoViewIfNeeded()
    await expect(figure.locator(".dashboard-frame img").last()).toBeVisible()
    await expect(figure.locator("iframe")).toHaveCount(0)
    expect(requests.filter((url) => url.startsWith("https://") && !isVisitCount(url))).toEqual([])
    const policy = String(
      await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content"),
    )
    expect(/frame-src ([^;]*)/.exec(policy)?.[1].split(" ")).toContain(frameOrigin)
    await figure.getByRole("button", { name: `Load the interactive ${vendor?.noun}` }).click()
    const src = String(await figure.locator("iframe").getAttribute("src"))
    expect(src).toMatch(EMBEDS[String(vendor?.name)])
    expect(new URL(src).origin).toBe(frameOrigin)
    await expect.poll(() => requests.some((url) => url.startsWith(String(frameOrigin)))).toBe(true)
    page.removeAllListeners("request")
  }
})

test.describe("on a phone", () => {
  test.use(phone)

  test("the frame takes the page's scrolling only after a tap on it", async ({
    page,
    caseStudies: { published },
    owner,
  }) => {
    const [study] = withDashboards(published)
    skipWithout("this owner has no published dashboard", owner)
    await stubVendors(page)
    await page.goto(study.path)
    const figure = page.locator(`figure#${dashboardAnchor(1)}`)
    await figure.scrollIntoViewIfNeeded()
    await loadButton(figure, study.dashboards[0].url).tap()
    const shield = figure.getByRole("button", {
      name: `Tap to use the ${nounOf(study.dashboards[0].url)}`,
    })
    await expect(shield).toBeVisible()
    expect(await box(page, `figure#${dashboardAnchor(1)} .dashboard-shield`)).toEqual(
      await box(page, `figure#${dashboardAnchor(1)} iframe`),
    )
    await shield.tap()
    await expect(shield).toHaveCount(0)
    await expect(figure.getByRole("link", { name: /^Open in / })).toBeVisible()
  })
})

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false })

  test("the poster, linked to the vendor's page, and the link that opens it; no button", async ({
    page,
    caseStudies: { published },
    owner,
  }) => {
    const studies = withDashboards(published)
    skipWithout("this owner has no published dashboard", owner)
    for (const { path, dashboards } of studies) {
      await page.goto(path)
      for (const [index, dashboard] of dashboards.entries()) {
        const figure = page.locator(`figure#${dashboardAnchor(index + 1)}`)
        const { openUrl, vendor } = dashboardOf(dashboard.url)
        await expect(figure.locator(".dashboard-frame > a")).toHaveAttribute(
          "href",
          String(openUrl),
        )
        await expect(figure.locator(".dashboard-frame img").last()).toBeVisible()
        await expect(figure.getByRole("link", { name: `Open in ${vendor?.name}` })).toBeVisible()
        await expect(figure.locator("button")).toBeHidden()
      }
    }
  })
})

test("printed: the poster and the address the owner pasted, no button, no frame", async ({
  page,
  caseStudies: { published },
  owner,
}) => {
  const [study] = withDashboards(published)
  skipWithout("this owner has no published dashboard", owner)
  await stubVendors(page)
  await page.goto(study.path)
  await loadButton(page.locator(`figure#${dashboardAnchor(1)}`), study.dashboards[0].url).click()
  await page.emulateMedia({ media: "print" })
  const figure = page.locator(`figure#${dashboardAnchor(1)}`)
  await expect(figure.locator(".dashboard-frame img").last()).toBeVisible()
  await expect(figure.locator("iframe")).toBeHidden()
  await expect(figure.locator(".dashboard-address")).toHaveText(study.dashboards[0].url.trim())
  for (const hidden of ["button", ".dashboard-open", ".dashboard-consent"])
    await expect(figure.locator(hidden).first()).toBeHidden()
})

test("the policy's frame-src: a page's own frames' origins, none without; the site's, every one", async ({
  page,
  request,
  content,
  caseStudies: { published },
}) => {
  const policy = async (path: string) => {
    const response = await request.get(path)
    await page.goto(path)
    const meta = page.locator('meta[http-equiv="Content-Security-Policy"]')
    return {
      meta: String(await meta.getAttribute("content")),
      header: response.headers()["content-security-policy"] ?? "",
    }
  }
  const frameSrc = (csp: string) => /(?:^|; )frame-src ([^;]*)/.exec(csp)?.[1].split(" ") ?? []
  const vendorsOf = (dashboards: Dashboard[]) =>
    [...new Set(dashboards.map((d) => String(dashboardOf(d.url).frameOrigin)))].sort()
  const everyVendor = vendorsOf(
    content.projects.flatMap(
      (project) => (project as { dashboards?: Dashboard[] }).dashboards ?? [],
    ),
  )
  for (const study of published) {
    const own = vendorsOf((study.project as { dashboards?: Dashboard[] }).dashboards ?? [])
    const { meta, header } = await policy(study.path)
    expect(meta).toMatch(/default-src 'self'/)
    expect([study.path, frameSrc(meta)]).toEqual([study.path, own])
    expect(frameSrc(header)).toEqual(everyVendor)
    expect(meta).not.toMatch(/\*/)
  }
  expect(frameSrc((await policy("./")).meta)).toEqual([])
})

test("the click's script: nothing before a click but the page's island, 2 KB at most on the first, once", async ({
  page,
  baseURL,
  caseStudies: { published },
  owner,
}) => {
  const studies = withDashboards(published)
  skipWithout("this owner has no published dashboard", owner)
  const prefix = prefixOf(baseURL)
  await stubVendors(page)
  for (const { path, dashboards } of studies) {
    // Before a click: one file, the page's islands (the header's and click-to-load), no script in
    // the case study itself.
    const before = await loadedScripts(page, `${prefix}/${path}`)
    expect(before.bytes).toBeLessThanOrEqual(budgets.pageScriptBytes)
    expect(before.urls).toHaveLength(1)
    expect(await page.locator(".case-study-body script").count()).toBe(0)

    const loaded: Array<Promise<Buffer>> = []
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") loaded.push(response.body())
    })
    for (const [index, dashboard] of dashboards.entries()) {
      const figure = page.locator(`figure#${dashboardAnchor(index + 1)}`)
      await figure.scrollIntoViewIfNeeded()
      await loadButton(figure, dashboard.url).click()
      await expect(figure.locator("iframe")).toHaveCount(1)
    }
    page.removeAllListeners("response")
    expect(loaded).toHaveLength(1)
    expect(gzipSync(await loaded[0]).length).toBeLessThanOrEqual(budgets.dashboardScriptBytes)
  }
})

test("the card's Dashboard (or App): the case study's first one, else the vendor's page; only with one", async ({
  page,
  baseURL,
  content,
}) => {
  await page.goto("./")
  for (const project of content.projects) {
    const [dashboard] = (project as { dashboards?: Dashboard[] }).dashboards ?? []
    const card = page.locator("#portfolio article", {
      has: page.getByRole("heading", { name: project.title, exact: true }),
    })
    if (!dashboard) {
      await expect(card.locator('use[href$="#dashboard"]')).toHaveCount(0)
      continue
    }
    // Named for what it opens: a dashboard, an app or a notebook.
    const label = nounLabelOf(dashboard.url)
    if (isComingSoon(project.status)) {
      await expect(card.getByRole("button", { name: label })).toBeDisabled()
      continue
    }
    const link = card.getByRole("link", { name: label })
    if (project.caseStudy) {
      await expect(link).toHaveAttribute(
        "href",
        new RegExp(`^${prefixOf(baseURL)}/projects/[a-z0-9-]+/#${dashboardAnchor(1)}$`),
      )
      await expect(link).not.toHaveAttribute("target", /./)
    } else {
      await expect(link).toHaveAttribute("href", String(dashboardOf(dashboard.url).openUrl))
      await expect(link).toHaveAttribute("target", "_blank")
    }
  }
})

for (const [name, viewport] of bothWidths) {
  for (const colorScheme of ["light", "dark"] as const) {
    test.describe(`on ${name}, ${colorScheme}`, () => {
      test.use({ ...viewport, colorScheme })

      test("axe finds nothing on a dashboard's case study, before and after its frame loads", async ({
        page,
        caseStudies: { published },
        owner,
      }) => {
        const [study] = withDashboards(published)
        skipWithout("this owner has no published dashboard", owner)
        await stubVendors(page)
        await page.goto(study.path)
        await expectNoViolations(page)
        await loadButton(
          page.locator(`figure#${dashboardAnchor(1)}`),
          study.dashboards[0].url,
        ).click()
        await expect(page.locator(`figure#${dashboardAnchor(1)} iframe`)).toHaveCount(1)
        await expectNoViolations(page)
      })
    })
  }
}
