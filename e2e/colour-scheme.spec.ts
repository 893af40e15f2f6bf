import { expect, test, type Page } from "@playwright/test"
import { darkTheme, theme, themeColors } from "../src/styles/theme"
import { islandsState, rgb } from "./page-helpers"
import { desktop, phone } from "./viewports"

// Light and dark: the system's scheme without scripts, the header's toggle, the choice
// remembered and applied before the first paint.

const pageBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor)

// The colour the browser gives its UI: the first theme-color meta whose media matches.
const themeColor = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].find(
        (meta) => matchMedia(meta.media || "all").matches,
      )?.content,
  )

test.describe("with JavaScript off", () => {
  test.use({ ...desktop, javaScriptEnabled: false, colorScheme: "dark" })

  test("a dark system gets the dark page", async ({ page }) => {
    await page.goto("/")
    expect(await pageBackground(page)).toBe(rgb(darkTheme.colors.background))
    await expect(page.locator("h1")).toHaveCSS("color", rgb(darkTheme.colors.heading))
  })

  test("the switch, which needs scripts, holds its place unseen", async ({ page }) => {
    await page.goto("/")
    const toggle = page
      .getByRole("banner")
      .getByRole("button", { name: /^Switch to/, includeHidden: true })
    await expect(toggle).toHaveCount(1)
    await expect(toggle).toBeHidden()
    expect((await toggle.boundingBox())?.width).toBeGreaterThan(0)
  })
})

test.describe("the toggle", () => {
  test.use({ ...desktop, colorScheme: "light" })

  test("switches to dark and back, says what it does, and remembers across a reload", async ({
    page,
  }) => {
    await page.goto("/")
    expect(await pageBackground(page)).toBe(rgb(theme.colors.background))
    expect(await themeColor(page)).toBe(themeColors.light)
    // The first click on an untouched page works: its island starts on the mouse's move or the
    // click, and a click before it has run is given to the switch once it has.
    await page.getByRole("button", { name: "Switch to dark theme" }).click()
    await expect.poll(() => pageBackground(page)).toBe(rgb(darkTheme.colors.background))
    await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible()
    expect(await themeColor(page)).toBe(themeColors.dark)

    await page.reload()
    await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible()
    expect(await pageBackground(page)).toBe(rgb(darkTheme.colors.background))

    // Back to what the system prefers: the page follows the system again.
    await page.getByRole("button", { name: "Switch to light theme" }).click()
    await expect.poll(() => page.evaluate(() => localStorage.getItem("colour-scheme"))).toBeNull()
    expect(await themeColor(page)).toBe(themeColors.light)
    await page.emulateMedia({ colorScheme: "dark" })
    expect(await pageBackground(page)).toBe(rgb(darkTheme.colors.background))
    expect(await themeColor(page)).toBe(themeColors.dark)
    await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible()
  })

  test("applies a returning visitor's choice before the page's scripts run", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("colour-scheme", "dark"))
    await page.route(/\.js$/, (route) => route.abort())
    await page.goto("/")
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark")
    expect(await pageBackground(page)).toBe(rgb(darkTheme.colors.background))
    expect(await themeColor(page)).toBe(darkTheme.colors.background)
    await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible()
  })

  test("shows and names the switch from the first paint, before its island", async ({ page }) => {
    await page.route(/\.js$/, (route) => route.abort())
    await page.goto("/")
    const toggle = page.getByRole("banner").getByRole("button", { name: /^Switch to/ })
    await expect(toggle).toHaveAccessibleName("Switch to dark theme")
    await expect(toggle.locator("svg:visible use")).toHaveAttribute("href", /#moon$/)
    await page.emulateMedia({ colorScheme: "dark" })
    await expect(toggle).toHaveAccessibleName("Switch to light theme")
    await expect(toggle.locator("svg:visible use")).toHaveAttribute("href", /#sun$/)
    await expect(toggle).toBeVisible()
    // A dark system, and the visitor chose light on this site.
    await page.addInitScript(() => localStorage.setItem("colour-scheme", "light"))
    await page.reload()
    await expect(toggle).toHaveAccessibleName("Switch to dark theme")
    await expect(toggle.locator("svg:visible use")).toHaveAttribute("href", /#moon$/)
  })

  test("works for the visit where the browser blocks site data", async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(window, "localStorage", {
        configurable: true,
        get() {
          throw new DOMException("The operation is insecure.", "SecurityError")
        },
      }),
    )
    await page.goto("/")
    await page.getByRole("button", { name: "Switch to dark theme" }).click()
    await expect.poll(() => pageBackground(page)).toBe(rgb(darkTheme.colors.background))
  })

  test("a page shown again from the back-forward cache takes up a choice made meanwhile", async ({
    page,
  }) => {
    // Left untouched, its islands never ran: the head's script does it. (Playwright's Chromium
    // keeps no back-forward cache, so the browser's event is dispatched here as it would be.)
    await page.goto("/")
    await page.evaluate(() => {
      localStorage.setItem("colour-scheme", "dark")
      dispatchEvent(new PageTransitionEvent("pageshow", { persisted: false }))
    })
    expect(await pageBackground(page)).toBe(rgb(theme.colors.background))
    await page.evaluate(() =>
      dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true })),
    )
    expect(await pageBackground(page)).toBe(rgb(darkTheme.colors.background))
    expect(await themeColor(page)).toBe(themeColors.dark)
    await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible()
    expect(await islandsState(page)).toBe("waiting")
  })
})

test.describe("on a phone", () => {
  test.use(phone)

  test("the toggle sits in the header beside the menu", async ({ page }) => {
    await page.goto("/")
    const toggle = page.getByRole("banner").getByRole("button", { name: /^Switch to/ })
    await expect(toggle).toBeVisible()
    await expect(toggle).toBeInViewport()
  })
})
