import type { Page } from "@playwright/test"
import { expect, skipWithout, test } from "./content"
import { expectIslandsStarted, islandsState, nextFrames, scrollInstantly } from "./page-helpers"
import { desktop, phone } from "./viewports"

// A page's islands start on a visitor's first use of it: a mouse's move, a tap, a click, a key,
// the focus or a scroll (plugins/gatsby-plugin-static-by-default/loader.ts). Its controls
// show from the first paint, and a click on one before its island has run is given to it once the
// island has.

const ISLANDS = /\/static\/islands\/[^/]+\.js$/

// Holds the islands' scripts back until `release` is called: a slow network's first tap.
async function holdIslands(page: Page) {
  let release = () => {}
  const released = new Promise<void>((done) => (release = done))
  await page.route(ISLANDS, async (route) => {
    await released
    await route.continue()
  })
  return release
}

const schemeChosen = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme)

test.describe("on a desktop", () => {
  test.use({ ...desktop, colorScheme: "light" })

  test("untouched, a page runs none of its islands; a scroll starts them", async ({ page }) => {
    const requested: string[] = []
    page.on("request", (request) => requested.push(request.url()))
    await page.goto("./", { waitUntil: "networkidle" })
    expect(requested.filter((url) => ISLANDS.test(url))).toEqual([])
    expect(await islandsState(page)).toBe("waiting")
    await expect(page.getByRole("banner")).toHaveAttribute("data-scrolled", "false")

    await scrollInstantly(page, 200)
    await expectIslandsStarted(page)
    await expect(page.getByRole("banner")).toHaveAttribute("data-scrolled", "true")
    expect(requested.filter((url) => ISLANDS.test(url))).toHaveLength(1)
  })

  test("a mouse's first move starts them, so the first click finds them running", async ({
    page,
  }) => {
    const requested: string[] = []
    page.on("request", (request) => requested.push(request.url()))
    await page.goto("./", { waitUntil: "networkidle" })
    expect(await islandsState(page)).toBe("waiting")

    const toggle = page.getByRole("button", { name: "Switch to dark theme" })
    const box = (await toggle.boundingBox())!
    await page.mouse.move(box.x - 40, box.y + box.height / 2)
    await expectIslandsStarted(page)
    expect(requested.filter((url) => ISLANDS.test(url))).toHaveLength(1)

    // No click is left to be given again: the island takes this one itself, at once.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.up()
    expect(await schemeChosen(page)).toBe("dark")
  })

  test("opened far down, by an address with a place or a reload, the header is scrolled", async ({
    page,
  }) => {
    await page.goto("./#contact")
    await expect(page.getByRole("banner")).toHaveAttribute("data-scrolled", "true")
    await page.reload()
    await expect(page.getByRole("banner")).toHaveAttribute("data-scrolled", "true")
  })

  test("a click on the switch before its island ran is given to it, once", async ({ page }) => {
    const release = await holdIslands(page)
    await page.goto("./")
    await page.getByRole("button", { name: "Switch to dark theme" }).click()
    await nextFrames(page)
    expect(await schemeChosen(page)).toBeUndefined()

    release()
    await expect.poll(() => schemeChosen(page)).toBe("dark")
    await nextFrames(page)
    expect(await schemeChosen(page)).toBe("dark")
    // From then on the island takes each click itself.
    await page.getByRole("button", { name: "Switch to light theme" }).click()
    await expect.poll(() => schemeChosen(page)).toBeUndefined()
  })

  test("a module that failed to load is tried again on the next click", async ({ page }) => {
    // The first request fails once the click is over, so that no part of the click comes after.
    let requests = 0
    let clicked = () => {}
    const clickOver = new Promise<void>((done) => (clicked = done))
    await page.route(ISLANDS, async (route) => {
      if (requests++ > 0) return route.continue()
      await clickOver
      await route.abort()
    })
    await page.goto("./")
    await page.getByRole("button", { name: "Switch to dark theme" }).click()
    const failed = page.waitForEvent("requestfailed")
    clicked()
    await failed
    await nextFrames(page)
    expect(await schemeChosen(page)).toBeUndefined()
    expect(requests).toBe(1)

    await page.getByRole("button", { name: "Switch to dark theme" }).click()
    await expect.poll(() => schemeChosen(page)).toBe("dark")
    expect(requests).toBe(2)
  })

  test("a case study's button clicked before its island ran loads its part", async ({
    page,
    caseStudies: { published },
    owner,
  }) => {
    skipWithout("no case study of this owner has a dashboard or a live chart", owner)
    let found = false
    for (const { path } of published) {
      await page.goto(path)
      found = (await page.locator("button[data-load]").count()) > 0
      if (found) break
    }
    expect(found, "a case study's button that loads on a click").toBe(true)
    const release = await holdIslands(page)
    await page.reload()
    const button = page.locator("button[data-load]").first()
    const figure = button.locator("xpath=ancestor::figure[1]")
    await button.scrollIntoViewIfNeeded()
    await button.click()
    await nextFrames(page)
    await expect(figure.locator("iframe, .chart-live svg")).toHaveCount(0)

    release()
    await expect(figure.locator("iframe, .chart-live svg").first()).toBeAttached()
  })
})

test.describe("on a phone", () => {
  test.use(phone)

  test("a tap on the hamburger before its island ran opens the menu, once", async ({ page }) => {
    const release = await holdIslands(page)
    await page.goto("./")
    const toggle = page.getByRole("button", { name: "Menu" })
    await toggle.tap()
    await nextFrames(page)
    await expect(toggle).toHaveAttribute("aria-expanded", "false")

    release()
    await expect(toggle).toHaveAttribute("aria-expanded", "true")
    await nextFrames(page)
    await expect(toggle).toHaveAttribute("aria-expanded", "true")
    await expect(page.locator("#mobile-menu")).toBeVisible()
  })
})
