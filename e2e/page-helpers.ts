import { expect, type Page } from "@playwright/test"
import { gzipped } from "../scripts/static-server.mjs"

// Waits until the section with `id` sits right under the fixed header (or the page cannot scroll
// further), which is where an in-page link should bring it.
export async function expectScrolledTo(page: Page, id: string) {
  await expect
    .poll(
      () =>
        page.evaluate((sectionId) => {
          const section = document.getElementById(sectionId)
          if (!section) return `no section #${sectionId}`
          const top = section.getBoundingClientRect().top
          const header = document.querySelector("header")?.getBoundingClientRect().height ?? 0
          const atBottom =
            window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1
          const underHeader =
            Math.abs(top - header) <= 2 || (sectionId === "home" && window.scrollY === 0)
          return underHeader || (atBottom && top < window.innerHeight / 2)
            ? "in place"
            : `top at ${top}`
        }, id),
      { message: `#${id} scrolled into place`, timeout: 5_000 },
    )
    .toBe("in place")
}

export async function scrollInstantly(page: Page, top: number) {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top)
}

// Opens `path` and waits until React has hydrated the page: the contact form enables its submit
// button only then. Controls that need scripts (the menu, the form) are tested after that.
export async function gotoInteractive(page: Page, path: string) {
  await page.goto(path)
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled()
}

// Waits until React has hydrated any page of the site: the header's theme switch shows only then.
const expectHydrated = (page: Page) =>
  expect(page.locator("header button[aria-label^='Switch to']:not([data-waiting])")).toBeVisible()

// The same as gotoInteractive for a page without the form (a case study).
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path)
  await expectHydrated(page)
}

// A token's hex colour as the browser's computed style writes it.
export const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16))
  return `rgb(${r}, ${g}, ${b})`
}

// The scripts a page loads before any interaction: until React has begun to hydrate it (Gatsby
// calls hydrateRoot once the page's chunks are in) and the network is idle. Waiting for the network
// alone is not enough: on a busy machine it idles while the first script runs, before the page's
// own chunks are asked for. Their bytes on the wire, gzipped as the bench's server sends them
// (\`gzipped\`, so the figure does not depend on the test server), and their sources.
export async function loadedScripts(page: Page, url: string) {
  const bodies: Array<Promise<Buffer>> = []
  const onResponse = (response: {
    request: () => { resourceType: () => string }
    body: () => Promise<Buffer>
  }) => {
    if (response.request().resourceType() === "script") bodies.push(response.body())
  }
  page.on("response", onResponse)
  await page.goto(url)
  await page.waitForFunction(() => {
    const root = document.getElementById("___gatsby")
    return root && Object.keys(root).some((key) => key.startsWith("__reactContainer"))
  })
  await page.waitForLoadState("networkidle")
  page.off("response", onResponse)
  const scripts = await Promise.all(bodies)
  return {
    bytes: scripts.reduce((sum, body) => sum + gzipped(body).length, 0),
    sources: scripts.map((body) => body.toString()),
  }
}

// For each element \`selector\` finds, whether React manages it: hydrated, not kept static.
export const reactOwns = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((elements) =>
      elements.map((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber"))),
    )

// How far the page reaches past the width it is laid out at, in CSS pixels (0 or less: it does
// not scroll sideways). Against the layout viewport (the root's clientWidth): on a phone, which
// Chromium emulates with isMobile, window.innerWidth grows with content wider than the page, so
// a comparison with it could not fail.
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
