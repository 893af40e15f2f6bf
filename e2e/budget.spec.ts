import { expect, test, type Page } from "@playwright/test"
import islandsLoader from "gatsby-plugin-static-by-default/islands-loader"
import { gzipped } from "../scripts/static-server.mjs"
import { budgets } from "../scripts/budgets.mjs"
import { FLOOR_PORT } from "./test-site.mjs"
import { gotoContactForm, loadedScripts, reactOwns } from "./page-helpers"
import { desktop, phone } from "./viewports"

// docs/performance.md: a page loads no script file before any interaction (the 404 page its log's,
// after its first paint), and by a visitor's first use of it one module of its islands and nothing
// of a framework: at most budgets.pageScriptBytes (gzipped) on a page without the contact form,
// budgets.homeScriptBytes on the home page, whose form loads its code (React with it) when a
// visitor comes near it or starts to use it. Runs on both owners' sites, over every page type each
// has.

test.use(phone)

// Gatsby's runtime: what a page of Gatsby's loads to render itself again in the browser.
const GATSBY_RUNTIME =
  /\/(webpack-runtime|framework|app|polyfill)-\w+\.js$|\/component---|\/page-data\//

// Every page type of the site under test, by its sitemap: the home page, each case study, a skill's
// page, the skills' index, the résumé; and the 404 page.
async function pageTypes(page: Page) {
  const sitemap = await (await page.request.get("sitemap-0.xml")).text()
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map(([, path]) =>
    new URL(path, "http://site").pathname.replace(/^\/portfolio/, ""),
  )
  const firstOf = (pattern: RegExp) => paths.filter((path) => pattern.test(path)).slice(0, 1)
  return [
    ...paths.filter((path) => /^\/projects\/[^/]+\/$/.test(path)),
    ...firstOf(/^\/skills\/[^/]+\/$/),
    ...firstOf(/^\/skills\/$/),
    ...firstOf(/^\/resume\/$/),
    "/no-such-page",
  ].map((path) => `.${path}`)
}

// Before any interaction a page loads no framework: nothing of Gatsby's runtime, no page data,
// nothing React owns.
async function expectNoFramework(page: Page, urls: string[]) {
  expect(urls.filter((url) => GATSBY_RUNTIME.test(url))).toEqual([])
  expect(await reactOwns(page, "body *")).not.toContain(true)
}

// When a page's islands start, as its HTML says (islands-loader.js): the 404 page's with the page,
// every other page's on a visitor's first use of it.
const { islandsOf } = islandsLoader
const islandsStart = async (page: Page) => islandsOf(await page.content())?.start

test("no script before any interaction; by the first use one file of islands, 6 KB at most", async ({
  page,
}) => {
  const requested: string[] = []
  page.on("request", (request) => requested.push(request.url()))
  const weighed: string[] = []
  for (const path of await pageTypes(page)) {
    requested.length = 0
    const { bytes, urls, untouched } = await loadedScripts(page, path)
    weighed.push(`${path} ${bytes} B`)
    const notFound = path === "./no-such-page"
    expect(await islandsStart(page), path).toBe(notFound ? "with-page" : "on-first-use")
    expect(untouched, path).toEqual(notFound ? urls : [])
    expect(bytes, path).toBeLessThanOrEqual(budgets.pageScriptBytes)
    // However many islands the page has: each file is a request, a compile and an evaluation.
    expect(urls, path).toHaveLength(1)
    expect(urls[0], path).toMatch(/\/static\/islands\/[\w-]+\.js$/)
    await expectNoFramework(page, requested)
  }
  test.info().annotations.push({ type: "script bytes", description: weighed.join(", ") })
})

test("the home page: 10 KB at most by the first use, the form's code on the form's first use", async ({
  page,
}) => {
  const requested: string[] = []
  page.on("request", (request) => requested.push(request.url()))
  const { bytes, urls, untouched } = await loadedScripts(page, "./")
  test.info().annotations.push({ type: "script bytes", description: `home page ${bytes} B` })
  expect(untouched).toEqual([])
  expect(bytes).toBeLessThanOrEqual(budgets.homeScriptBytes)
  await expectNoFramework(page, requested)
  const submit = page.getByRole("button", { name: "Send Message" })
  await expect(submit).toBeDisabled()

  // A visitor turns to the form: React and the form's code load, and React owns the form alone.
  await page.getByLabel("First Name").focus()
  await expect(submit).toBeEnabled()
  expect(requested.filter((url) => /\.js$/.test(url)).length).toBeGreaterThan(urls.length)
  expect(requested.filter((url) => GATSBY_RUNTIME.test(url))).toEqual([])
  const owned = await page
    .locator("body *")
    .evaluateAll((elements) =>
      elements
        .filter((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber")))
        .map((element) => Boolean(element.closest('[data-island="contact-form"]'))),
    )
  expect(owned.length).toBeGreaterThan(10)
  expect(new Set(owned)).toEqual(new Set([true]))
})

test("the scripts are the floor's one Gatsby page's, a fraction", async ({ browser }) => {
  const site = (await loadedScripts(await browser.newPage(), "./")).bytes
  const floorPage = await browser.newPage()
  const bodies: Array<Promise<Buffer>> = []
  floorPage.on("response", (response) => {
    if (response.request().resourceType() === "script") bodies.push(response.body())
  })
  await floorPage.goto(`http://127.0.0.1:${FLOOR_PORT}/`)
  await floorPage.waitForFunction(() => {
    const root = document.getElementById("___gatsby")
    return root && Object.keys(root).some((key) => key.startsWith("__reactContainer"))
  })
  await floorPage.waitForLoadState("networkidle")
  const floor = (await Promise.all(bodies)).reduce((sum, body) => sum + gzipped(body).length, 0)
  test.info().annotations.push({
    type: "script bytes",
    description: `home page ${site}, floor ${floor}, ratio ${(site / floor).toFixed(3)}`,
  })
  expect(floor).toBeGreaterThan(50_000)
  expect(site).toBeLessThanOrEqual(Math.floor(floor * budgets.scriptBytesOverFloor))
})

test("no script holds back the first paint: one that starts with the page is fetched after it", async ({
  browser,
  page,
  request,
}) => {
  // The HTML names no script file: the islands' are data, added by the loader.
  for (const path of ["./", ...(await pageTypes(page))]) {
    const html = await (await request.get(path)).text()
    expect([...html.matchAll(/<script[^>]*\ssrc=/g)], path).toEqual([])
  }
  // The 404 page's islands start with the page. In Chromium's own timeline: the page's first
  // paint on its main thread, and the requests of its islands' scripts. (The Paint Timing API gives
  // the time the frame was shown, which a busy compositor reports later than the paint itself.)
  await browser.startTracing(page, { categories: ["devtools.timeline"] })
  await page.goto("./no-such-page", { waitUntil: "networkidle" })
  const events = (
    JSON.parse(String(await browser.stopTracing())) as {
      traceEvents: Array<{ name: string; ts: number; args?: { data?: { url?: string } } }>
    }
  ).traceEvents
  const firstPaint = Math.min(
    ...events.filter((event) => event.name === "Paint").map((event) => event.ts),
  )
  const islands = events
    .filter(
      (event) =>
        event.name === "ResourceSendRequest" &&
        /\/static\/islands\//.test(event.args?.data?.url ?? ""),
    )
    .map((event) => event.ts)
  expect(firstPaint).toBeLessThan(Infinity)
  expect(islands.length).toBeGreaterThan(0)
  for (const start of islands) expect(start).toBeGreaterThan(firstPaint)
})

test("the head is the HTML's: the browser loads no code and no query to render it again", async ({
  page,
}) => {
  const scripts: Array<Promise<string>> = []
  const requested: string[] = []
  page.on("response", (response) => {
    requested.push(response.url())
    if (response.request().resourceType() === "script") scripts.push(response.text())
  })
  await gotoContactForm(page, "./#contact")
  await page.waitForLoadState("networkidle")

  expect(requested.filter((url) => url.includes("/page-data/"))).toEqual([])
  const sources = await Promise.all(scripts)
  expect(sources.length).toBeGreaterThan(2)
  for (const source of sources) expect(source).not.toContain("twitter:card")
  await expect(page.locator('head meta[name="twitter:card"]')).toHaveCount(1)
  await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(1)
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1)
})

test("start-up does not restyle the page: the prerendered rules stay where they are", async ({
  page,
}) => {
  // Every <style> that leaves or enters the <head> from the first byte on.
  await page.addInitScript(() => {
    const moves: string[] = []
    Object.assign(window, { styleMoves: moves })
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of [...record.removedNodes, ...record.addedNodes]) {
          if (node instanceof HTMLStyleElement && node.hasAttribute("data-prerendered-rules")) {
            moves.push(record.removedNodes.length ? "removed" : "added")
          }
        }
      }
    }).observe(document, { childList: true, subtree: true })
  })
  await gotoContactForm(page, "./#contact")
  const prerendered = page.locator("head style[data-prerendered-rules]")
  await expect(prerendered).toHaveCount(1)
  // Parsed once, never moved.
  expect(
    await page.evaluate(() => (window as unknown as { styleMoves: string[] }).styleMoves),
  ).toEqual(["added"])
  // It comes after the global styles, and holds the page's rules.
  const order = await page.evaluate(() => {
    const styles = [...document.head.querySelectorAll("style")]
    const own = styles.find((style) => style.hasAttribute("data-prerendered-rules"))!
    return {
      last: styles.indexOf(own) > styles.findIndex((style) => style.textContent?.includes(":root")),
      prerendered: own.sheet!.cssRules.length,
    }
  })
  expect(order.last).toBe(true)
  expect(order.prerendered).toBeGreaterThan(50)
  expect(await rulesCompiledInTheBrowser(page)).toBe(0)
})

// The rules emotion's browser cache has inserted: each one is a style compiled on the visitor's CPU.
const rulesCompiledInTheBrowser = (page: Page) =>
  page.evaluate(() =>
    [...document.head.querySelectorAll('style[data-emotion="css"]')].reduce(
      (sum, style) => sum + (style as HTMLStyleElement).sheet!.cssRules.length,
      0,
    ),
  )

// Every class the islands render in the state they start in is prerendered, so start-up compiles
// no style: for a returning visitor with a remembered scheme, on a desktop, opened part way down the
// page (the scrolled navbar, the form hydrated), as for a first visit on a phone.
test.describe("for a returning visitor on a desktop", () => {
  test.use({ ...desktop, isMobile: false, hasTouch: false, colorScheme: "light" })

  test("start-up compiles no style either", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("colour-scheme", "dark"))
    await gotoContactForm(page, "./#contact")
    await expect(page.getByRole("banner")).toHaveAttribute("data-scrolled", "true")
    await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible()
    expect(await rulesCompiledInTheBrowser(page)).toBe(0)
  })

  test("the header's islands work before the form's code is there", async ({ page }) => {
    await page.goto("./")
    await page.getByRole("button", { name: "Switch to dark theme" }).click()
    await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible()
    await expect(page.getByRole("button", { name: "Send Message" })).toBeDisabled()
  })
})
