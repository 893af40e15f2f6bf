import { expect, test, type Page } from "@playwright/test"
import { expectNoViolations } from "./axe"
import { fillContactForm, successToast, uniqueSubject } from "./contact-helpers"
import { scrollInstantly } from "./page-helpers"
import { bothWidths, desktop, phone } from "./viewports"

async function showSuccessToast(page: Page) {
  const form = await fillContactForm(page, uniqueSubject("Accessibility"))
  await form.getByRole("button", { name: "Send Message" }).click()
  await expect(successToast(page)).toBeVisible()
}

for (const [name, viewport] of bothWidths) {
  for (const colorScheme of ["light", "dark"] as const) {
    test.describe(`on ${name}, ${colorScheme}`, () => {
      test.use({ ...viewport, colorScheme })

      test("axe finds nothing on /", async ({ page }) => {
        await page.goto("/")
        await expectNoViolations(page)
      })

      test("axe finds nothing with a toast showing", async ({ page }) => {
        await page.goto("/#contact")
        await showSuccessToast(page)
        await expectNoViolations(page)
      })

      test("axe finds nothing on the 404 page", async ({ page }) => {
        await page.goto("/no-such-page")
        await expect(page.getByText("Oops! Page not found")).toBeVisible()
        await expectNoViolations(page)
      })
    })
  }
}

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`with the keyboard on a phone, ${colorScheme}`, () => {
    test.use({ ...phone, colorScheme })

    test("axe finds nothing with the menu open", async ({ page }) => {
      await page.goto("/")
      await page.getByRole("button", { name: "Menu" }).click()
      await expect(page.locator("#mobile-menu")).toBeVisible()
      await expectNoViolations(page)
    })
  })
}

test.describe("with the keyboard on a desktop", () => {
  test.use(desktop)

  test("the first Tab shows a skip link that jumps to the content", async ({ page }) => {
    await page.goto("/")
    await page.keyboard.press("Tab")
    const skip = page.getByRole("link", { name: "Skip to content" })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press("Enter")
    await expect(page.locator("main")).toBeFocused()
  })

  test("Tab reaches every control, and each shows where the focus is", async ({ page }) => {
    await page.goto("/")
    // The form's island, hydrated as a visitor comes near it: its submit button is a control then.
    const submit = page.getByRole("button", { name: "Send Message" })
    await submit.scrollIntoViewIfNeeded()
    await expect(submit).toBeEnabled()
    await scrollInstantly(page, 0)
    const tabbable = await page.evaluate(
      () =>
        [...document.querySelectorAll<HTMLElement>("a[href], button, input, textarea, select")]
          .filter((element) => element.tabIndex >= 0 && !element.matches(":disabled"))
          .filter((element) => element.checkVisibility({ visibilityProperty: true })).length,
    )
    let visited = 0
    for (let step = 0; step <= tabbable; step++) {
      await page.keyboard.press("Tab")
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null
        if (!element || element === document.body || element.dataset.tabbed) return null
        element.dataset.tabbed = "true"
        const style = getComputedStyle(element)
        return {
          name: `${element.tagName} ${element.getAttribute("href") ?? element.getAttribute("name") ?? ""} ${element.textContent?.trim().slice(0, 30)}`,
          outline: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
        }
      })
      if (!focused) break
      visited++
      expect(focused.outline, `focus ring on ${focused.name}`).toBe(true)
    }
    expect(tabbable).toBeGreaterThan(0)
    expect(visited).toBe(tabbable)
  })

  test("headings go down one level at a time", async ({ page }) => {
    await page.goto("/")
    const levels = await page
      .locator("h1, h2, h3, h4, h5, h6")
      .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])))
    expect(levels[0]).toBe(1)
    expect(levels.filter((level) => level === 1)).toHaveLength(1)
    levels.slice(1).forEach((level, index) => expect(level - levels[index]).toBeLessThanOrEqual(1))
  })
})

test.describe("motion", () => {
  test.use(desktop)

  test("scrolls smoothly unless the visitor asks for reduced motion", async ({ page }) => {
    await page.goto("/")
    const behaviour = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)
    expect(await behaviour()).toBe("smooth")
    await page.emulateMedia({ reducedMotion: "reduce" })
    expect(await behaviour()).toBe("auto")
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Contact" })
      .click()
    // No animation: the section is in place at once, not after a smooth scroll.
    const offset = await page.evaluate(() => {
      const header = document.querySelector("header")?.getBoundingClientRect().height ?? 0
      return (document.getElementById("contact")?.getBoundingClientRect().top ?? -1) - header
    })
    expect(Math.abs(offset)).toBeLessThanOrEqual(2)
  })
})
