import { expect, test } from "@playwright/test"
import { fillContactForm, successToast, uniqueSubject } from "./contact-helpers"
import { desktop } from "./viewports"

test.use(desktop)

test("/ loads without console errors or page errors, top to bottom", async ({ page }) => {
  const problems: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text())
  })
  page.on("pageerror", (error) => problems.push(error.message))

  await page.goto("/", { waitUntil: "networkidle" })
  await page.getByRole("link", { name: "Contact Me" }).click()
  await page.waitForLoadState("networkidle")
  expect(problems).toEqual([])
})

test("an unknown path shows the 404 page and logs the path", async ({ page }) => {
  const logged: string[] = []
  page.on("console", (message) => logged.push(message.text()))

  const response = await page.goto("/no-such-page")
  expect(response?.status()).toBe(404)
  await expect(page.getByText("Oops! Page not found")).toBeVisible()
  await expect.poll(() => logged.some((text) => text.includes("/no-such-page"))).toBe(true)

  await page.getByRole("link", { name: "Return to Home" }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
})

test("every icon on the page is in the icon sprite", async ({ page, request }) => {
  await page.goto("/")
  const sprite = await request.get("/icons.svg")
  expect(sprite.headers()["content-type"]).toMatch(/image\/svg\+xml/)
  const symbols = new Set(
    [...(await sprite.text()).matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]),
  )
  const used = await page
    .locator("svg use")
    .evaluateAll((uses) => uses.map((use) => use.getAttribute("href") ?? ""))
  expect(used.length).toBeGreaterThan(0)
  for (const href of used) {
    const [file, id] = href.split("#")
    expect(file).toBe("/icons.svg")
    expect(symbols.has(id), `symbol ${id}`).toBe(true)
  }
})

test("the page works under its own security headers, with no CSP violation", async ({ page }) => {
  const violations: string[] = []
  page.on("console", (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text())
  })
  const response = await page.goto("/#contact", { waitUntil: "networkidle" })
  const headers = response?.headers() ?? {}
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'")
  expect(headers["content-security-policy"]).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:\d+/)
  expect(headers["x-content-type-options"]).toBe("nosniff")
  const hsts = headers["strict-transport-security"]?.match(/max-age=(\d+)/)
  expect(Number(hsts?.[1])).toBeGreaterThanOrEqual(365 * 24 * 60 * 60)
  // The same policy in the page, for hosts that send no headers, less what a meta tag cannot carry
  // (frame-ancestors) and the frames of the site's dashboards, which only their case studies let in
  // (dashboards.spec.ts).
  const meta = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute("content")
  expect(meta).toBe(
    headers["content-security-policy"]
      .split("; ")
      .filter((directive) => !/^frame-(ancestors|src) /.test(directive))
      .join("; "),
  )
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")

  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled()
  const form = await fillContactForm(page, uniqueSubject("CSP"))
  await form.getByRole("button", { name: "Send Message" }).click()
  await expect(successToast(page)).toBeVisible()
  expect(violations).toEqual([])
})
