import type { Page } from "@playwright/test"
import { navigationLinks } from "../src/navigation"
import { theme } from "../src/styles/theme"
import { expect, skipWithout, test } from "./content"
import { expectIslandsStarted, expectScrolledTo, scrollInstantly } from "./page-helpers"
import { desktop, phone } from "./viewports"

// The page's one list of sections (src/navigation.ts): ids in page order, and navigation labels.
const sectionIds = navigationLinks.map((link) => link.id)
const linkTargets = (links: ReadonlyArray<{ id: string; label: string }>) =>
  links.map(({ label, id }) => [label, id])

test.describe("on a desktop", () => {
  test.use(desktop)

  test("the sections stand in order", async ({ page }) => {
    await page.goto("/")
    const ids = await page
      .locator("main > section")
      .evaluateAll((sections) => sections.map((s) => s.id))
    expect(ids).toEqual(sectionIds)
  })

  test("every navbar link scrolls to its section", async ({ page }) => {
    await page.goto("/")
    const nav = page.getByRole("navigation", { name: "Main" })
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden()
    for (const [label, id] of [
      ...linkTargets([...navigationLinks.slice(1), navigationLinks[0]]),
      ["Let's Talk", "contact"],
    ]) {
      await nav.getByRole("link", { name: label, exact: true }).click()
      await expectScrolledTo(page, id)
      await expect(page).toHaveURL(new RegExp(`#${id}$`))
    }
  })

  test("the hero's buttons scroll to the portfolio and the contact form", async ({ page }) => {
    await page.goto("/")
    await page.getByRole("link", { name: "View My Work" }).click()
    await expectScrolledTo(page, "portfolio")
    await scrollInstantly(page, 0)
    await page.getByRole("link", { name: "Contact Me" }).click()
    await expectScrolledTo(page, "contact")
  })

  test("the footer's quick links scroll to their sections", async ({ page }) => {
    await page.goto("/")
    const quickLinks = page.getByRole("navigation", { name: "Quick Links" })
    for (const [label, id] of linkTargets(navigationLinks.slice(1))) {
      await quickLinks.getByRole("link", { name: label }).click()
      await expectScrolledTo(page, id)
    }
  })

  test("the navbar turns translucent with a blur past 50 pixels", async ({ page }) => {
    await page.goto("/")
    const header = page.locator("header")
    await expect(header).toHaveAttribute("data-scrolled", "false")
    await expect(header).toHaveCSS("backdrop-filter", "none")

    // The scroll starts the page's islands: the header's then reads 50 as not past 50.
    await scrollInstantly(page, 50)
    await expectIslandsStarted(page)
    await expect(header).toHaveAttribute("data-scrolled", "false")

    await scrollInstantly(page, 51)
    await expect(header).toHaveAttribute("data-scrolled", "true")
    await expect(header).toHaveCSS("backdrop-filter", /blur/)
    await expect(header).toHaveCSS("background-color", theme.colors.headerScrolled)

    await scrollInstantly(page, 0)
    await expect(header).toHaveAttribute("data-scrolled", "false")
  })
})

test.describe("on a phone", () => {
  test.use(phone)

  test("the hamburger opens the menu, which closes after a choice", async ({ page }) => {
    await page.goto("/")
    const toggle = page.getByRole("button", { name: "Menu" })
    const menu = page.locator("#mobile-menu")
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Skills" }),
    ).toBeHidden()
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
    await expect(menu).toBeHidden()

    await toggle.click()
    await expect(toggle).toHaveAttribute("aria-expanded", "true")
    await expect(menu).toBeVisible()
    for (const label of [...navigationLinks.map((link) => link.label), "Let's Talk"]) {
      await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible()
    }

    await menu.getByRole("link", { name: "Portfolio" }).click()
    await expect(menu).toBeHidden()
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
    await expectScrolledTo(page, "portfolio")
  })

  test("Escape closes the menu and returns focus to the hamburger", async ({ page }) => {
    await page.goto("/")
    const toggle = page.getByRole("button", { name: "Menu" })
    await toggle.click()
    await expect(toggle).toHaveAttribute("aria-expanded", "true")
    await page.keyboard.press("Tab")
    await page.keyboard.press("Escape")
    await expect(page.locator("#mobile-menu")).toBeHidden()
    await expect(toggle).toBeFocused()
  })

  test("while the menu is open, Tab and Shift+Tab go round the hamburger and its links", async ({
    page,
  }) => {
    await page.goto("/")
    const toggle = page.getByRole("button", { name: "Menu" })
    await toggle.click()
    await expect(toggle).toHaveAttribute("aria-expanded", "true")
    const items = await page.locator("#mobile-menu a").all()
    expect(items.length).toBeGreaterThan(1)
    for (const item of items) {
      await page.keyboard.press("Tab")
      await expect(item).toBeFocused()
    }
    await page.keyboard.press("Tab")
    await expect(toggle).toBeFocused()
    await page.keyboard.press("Shift+Tab")
    await expect(items[items.length - 1]).toBeFocused()
    await expect(page.locator("#mobile-menu")).toBeVisible()
  })

  test("a menu left open in a window widened past the phone layout keeps no hold on Tab", async ({
    page,
  }) => {
    await page.goto("/")
    await page.getByRole("button", { name: "Menu" }).click()
    await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    )
    await page.setViewportSize(desktop.viewport)
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden()
    await page.keyboard.press("Tab")
    await page.keyboard.press("Tab")
    expect(await page.evaluate(() => document.activeElement?.tagName)).toMatch(/^(A|BUTTON)$/)
  })

  test("Let's Talk in the menu goes to the contact form", async ({ page }) => {
    await page.goto("/")
    await page.getByRole("button", { name: "Menu" }).click()
    await page.locator("#mobile-menu").getByRole("link", { name: "Let's Talk" }).click()
    await expectScrolledTo(page, "contact")
  })
})

// Between pages: plain links, each page a page load, as on any site of pages; where the browser
// supports Speculation Rules, the next page is fetched (and prerendered) once a visitor shows the
// intent to follow its link.
test.describe("between pages", () => {
  test.use(desktop)

  // A link of the home page to another of the site's pages (a skill's), if the owner has one.
  const linkToAnotherPage = (page: Page) =>
    page.locator('main a[href^="/"]:not([href^="/#"]):not([download]):not([target])').first()

  test("the next page is fetched on the intent to follow its link, and files are not", async ({
    context,
    page,
    owner,
  }) => {
    const speculative: string[] = []
    context.on("request", (request) => {
      if (/prefetch/.test(request.headers()["sec-purpose"] ?? "")) speculative.push(request.url())
    })
    await page.goto("/")
    const rules = JSON.parse(
      (await page.locator('script[type="speculationrules"]').textContent()) ?? "{}",
    )
    expect(Object.keys(rules).sort()).toEqual(["prefetch", "prerender"])
    const download = page.getByRole("link", { name: "Download Resume" })
    await download.hover()
    skipWithout("this owner's home page links no other page", owner)
    const link = linkToAnotherPage(page)
    await link.scrollIntoViewIfNeeded()
    await link.hover()
    const next = new URL((await link.getAttribute("href"))!, page.url()).href
    await expect.poll(() => speculative).toEqual([next])
    await link.click()
    await expect(page).toHaveURL(next)
    const arrival = await page.evaluate(() => {
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceEntry & {
        deliveryType: string
        activationStart: number
      }
      return navigation.activationStart > 0 ? "prerendered" : navigation.deliveryType
    })
    expect(["navigational-prefetch", "prerendered"]).toContain(arrival)
  })

  test("back and forward: each page as it was left, its islands working, focus at its start", async ({
    page,
    owner,
  }) => {
    skipWithout("this owner's home page links no other page", owner)
    await page.goto("/")
    const link = linkToAnotherPage(page)
    await link.scrollIntoViewIfNeeded()
    const left = await page.evaluate(() => window.scrollY)
    expect(left).toBeGreaterThan(100)
    await link.click()
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)

    await page.goBack()
    await expect(page).toHaveURL(/\/$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeCloseTo(left, -1)
    await page.getByRole("button", { name: "Switch to dark theme" }).click()
    await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible()
    // The page left untouched, its islands not started: the head's script takes up the choice.
    await page.goForward()
    await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible()
  })

  test("a section's link from another page lands on it; the skip link gives the main focus", async ({
    page,
    owner,
  }) => {
    skipWithout("this owner's home page links no other page", owner)
    await page.goto("/")
    const link = linkToAnotherPage(page)
    await page.goto((await link.getAttribute("href"))!)
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Contact" })
      .click()
    await expect(page).toHaveURL(/\/#contact$/)
    await expectScrolledTo(page, "contact")

    await page.goto("/")
    await page.keyboard.press("Tab")
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(page.locator("main")).toBeFocused()
  })
})
