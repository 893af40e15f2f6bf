import { expect, test } from "./content"
import { bothWidths, phone } from "./viewports"

test.use(phone)

test("the profile photo loads eagerly, sized, in modern formats", async ({
  page,
  content: { profile },
}) => {
  await page.goto("./")
  const photo = page.getByRole("img", { name: `Portrait of ${profile.name}` })
  await expect(photo).toHaveAttribute("loading", "eager")
  // The wrapper reserves the photo's square before a byte of it arrives.
  const box = await photo.boundingBox()
  expect(box?.width).toBeGreaterThan(100)
  expect(box?.height).toBeCloseTo(box?.width ?? 0, 0)
  const picture = photo.locator("xpath=..")
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
    "srcset",
    /\.avif \d+w/,
  )
  await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute(
    "srcset",
    /\.webp \d+w/,
  )
})

test("project images wait until they are scrolled near, then load", async ({
  page,
  content: { projects },
}) => {
  await page.goto("./")
  const previews = page.getByRole("img", { name: /^Preview of / })
  await expect(previews).toHaveCount(projects.length)
  for (const preview of await previews.all()) {
    await expect(preview).toHaveAttribute("loading", "lazy")
    await preview.scrollIntoViewIfNeeded()
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
  }
})

for (const [name, viewport] of bothWidths) {
  test.describe(`on ${name}`, () => {
    test.use(viewport)

    test("nothing shifts while the page loads", async ({ page }) => {
      await page.goto("./", { waitUntil: "networkidle" })
      await page.evaluate(() =>
        window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }),
      )
      await page.waitForTimeout(500)
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as Array<
                PerformanceEntry & { value: number; hadRecentInput: boolean }
              >) {
                if (!entry.hadRecentInput) total += entry.value
              }
            }).observe({ type: "layout-shift", buffered: true })
            setTimeout(() => resolve(total), 200)
          }),
      )
      expect(shift).toBeLessThanOrEqual(0.01)
    })
  })
}
