import { expect, test, type Page } from "@playwright/test"
import { budgets } from "../scripts/budgets.mjs"
import { navigationLinks } from "../src/navigation"
import { FLOOR_PORT } from "./test-site.mjs"
import { gotoInteractive, loadedScripts, reactOwns } from "./page-helpers"
import { desktop, phone } from "./viewports"

// docs/performance.md: the JavaScript that / loads before any interaction is at most
// budgets.scriptBytesOverFloor times a minimal Gatsby 5 page built by the same tool chain
// (bench/floor): a must of the budgets.

test.use(phone)

test("the page's scripts stay within the budget over Gatsby's own floor", async ({ browser }) => {
  const site = (await loadedScripts(await browser.newPage(), "/")).bytes
  const floor = (await loadedScripts(await browser.newPage(), `http://127.0.0.1:${FLOOR_PORT}/`))
    .bytes
  test.info().annotations.push({
    type: "script bytes",
    description: `site ${site}, floor ${floor}, ratio ${(site / floor).toFixed(3)}`,
  })
  expect(floor).toBeGreaterThan(50_000)
  expect(site).toBeLessThanOrEqual(Math.floor(floor * budgets.scriptBytesOverFloor))
})

test("the page is drawn before its scripts load: the HTML names none, a frame goes first", async ({
  page,
  request,
}) => {
  // The first frame once the HTML is parsed, timed before anything of the page runs.
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () =>
      requestAnimationFrame((time) => Object.assign(window, { frameAfterParse: time })),
    )
  })
  await gotoInteractive(page, "/")
  const { frameAfterParse, scriptsAskedAt } = await page.evaluate(() => ({
    frameAfterParse: (window as unknown as { frameAfterParse: number }).frameAfterParse,
    scriptsAskedAt: performance
      .getEntriesByType("resource")
      .filter((entry) => /\/(webpack-runtime|framework|app)-\w+\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }))
  expect(scriptsAskedAt).toHaveLength(3)
  for (const time of scriptsAskedAt) expect(time).toBeGreaterThan(frameAfterParse)
  expect(await (await request.get("/")).text()).not.toMatch(/<script[^>]*\ssrc=/)
})

test("the form's send and toast code loads only when a visitor turns to the form", async ({
  page,
}) => {
  const loaded: string[] = []
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") loaded.push(response.url())
  })
  // Its scripts are added after the first frame: all of them are in once React hydrates.
  await gotoInteractive(page, "/")
  await page.waitForLoadState("networkidle")
  const before = loaded.length
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled()
  await page.getByLabel("First Name").focus()
  await expect.poll(() => loaded.length).toBeGreaterThan(before)
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
  await gotoInteractive(page, "/")
  await page.waitForLoadState("networkidle")

  expect(requested.filter((url) => url.includes("/page-data/sq/"))).toEqual([])
  const sources = await Promise.all(scripts)
  expect(sources.length).toBeGreaterThan(2)
  for (const source of sources) expect(source).not.toContain("twitter:card")
  // ...and the head is complete after hydration, once each.
  await expect(page.locator('head meta[name="twitter:card"]')).toHaveCount(1)
  await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(1)
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1)
})

test("only what a visitor interacts with hydrates; the static sections and parts keep their HTML", async ({
  page,
}) => {
  await gotoInteractive(page, "/")
  const hydrated = (selector: string) => reactOwns(page, selector)
  // Each static section is one element React knows, with nothing it manages inside.
  // Every section is static but the contact form's.
  for (const id of navigationLinks.map((link) => link.id).filter((id) => id !== "contact")) {
    expect(await hydrated(`#${id}`)).toEqual([true])
    expect(new Set(await hydrated(`#${id} *`))).toEqual(new Set([false]))
    await expect(page.locator(`#${id} h2, #${id} h1`)).toHaveCount(1)
  }
  // Static parts of the interactive ones: the navbar's links, the phone menu's panel, the contact
  // details, the footer's columns.
  for (const part of [
    "header nav > ul",
    "#mobile-menu",
    "#contact div:has(> dl)",
    "footer > div",
  ]) {
    expect(await hydrated(part), part).toEqual([true])
    const inside = await hydrated(`${part} *`)
    expect(inside.length, part).toBeGreaterThan(0)
    expect(new Set(inside), part).toEqual(new Set([false]))
  }
  expect(await hydrated("header nav button")).toContain(true)
  expect(await hydrated("#contact form input")).not.toContain(false)
  expect(await hydrated("footer > p")).toEqual([true])
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
  await gotoInteractive(page, "/")
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

// Every class the hydrated parts render in the state they start in is prerendered, so start-up
// compiles no style: for a returning visitor with a remembered scheme, on a desktop, opened part
// way down the page (the scrolled navbar), as for a first visit on a phone.
test.describe("for a returning visitor on a desktop", () => {
  test.use({ ...desktop, isMobile: false, hasTouch: false, colorScheme: "light" })

  test("start-up compiles no style either", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("colour-scheme", "dark"))
    await gotoInteractive(page, "/#contact")
    await expect(page.getByRole("banner")).toHaveAttribute("data-scrolled", "true")
    await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible()
    expect(await rulesCompiledInTheBrowser(page)).toBe(0)
  })
})
