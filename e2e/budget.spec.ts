import { expect, test, type Page } from "@playwright/test"
import { gzipSync } from "node:zlib"
import { FLOOR_PORT } from "./test-site.mjs"
import { phone } from "./viewports"

// DESIGN.md: the JavaScript that / loads before any interaction is at most 20% more than a
// minimal Gatsby 5 page built by the same tool chain (bench/floor).
const ALLOWED_OVER_FLOOR = 1.2

test.use(phone)

// Bytes on the wire of every script the page loads until the network is idle, gzipped at level 9
// as the bench's server does, so the figure does not depend on the test server.
async function scriptBytes(page: Page, url: string) {
  const scripts: Array<Promise<number>> = []
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") {
      scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).length))
    }
  })
  await page.goto(url, { waitUntil: "networkidle" })
  const sizes = await Promise.all(scripts)
  return sizes.reduce((sum, size) => sum + size, 0)
}

test("the page's scripts stay within 20% of Gatsby's own floor", async ({ browser }) => {
  const site = await scriptBytes(await browser.newPage(), "/")
  const floor = await scriptBytes(await browser.newPage(), `http://127.0.0.1:${FLOOR_PORT}/`)
  test.info().annotations.push({
    type: "script bytes",
    description: `site ${site}, floor ${floor}, ratio ${(site / floor).toFixed(3)}`,
  })
  expect(floor).toBeGreaterThan(50_000)
  expect(site).toBeLessThanOrEqual(Math.floor(floor * ALLOWED_OVER_FLOOR))
})

test("the form's send and toast code loads only when a visitor turns to the form", async ({
  page,
}) => {
  const loaded: string[] = []
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") loaded.push(response.url())
  })
  await page.goto("/", { waitUntil: "networkidle" })
  const before = loaded.length
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled()
  await page.getByLabel("First Name").focus()
  await expect.poll(() => loaded.length).toBeGreaterThan(before)
})
