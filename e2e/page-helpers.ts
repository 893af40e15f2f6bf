import { expect, type Page, type Response } from "@playwright/test"
import { gzipped } from "../scripts/static-server.mjs"

// A request for the visit counter's pixel (GoatCounter), the one request a counted site's page
// sends elsewhere by design (e2e/visits.spec.ts tests it; Chromium resolves no such name here).
export const VISIT_COUNTER = /^https:\/\/[^/]*goatcounter\.com\//
export const isVisitCount = (url: string) => VISIT_COUNTER.test(url)

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

// Two frames: what changed is drawn.
export const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  )

// The page as if every block of a case study were drawn from the start (src/styles/prose.ts,
// offscreenBlocks: each is drawn as a visitor comes near it, and clips what overflows it).
export const ALL_BLOCKS_DRAWN = "* { content-visibility: visible !important }"

export async function scrollInstantly(page: Page, top: number) {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top)
}

// The header's island has started when its light/dark switch listens for clicks: on a visitor's
// first use of the page (plugins/gatsby-plugin-static-by-default/loader.ts). The switch
// shows from the first paint and the island marks nothing, so Chromium's DevTools protocol is asked.
export async function expectIslandsStarted(page: Page) {
  await expect
    .poll(() => islandsState(page), { message: "the header's island started" })
    .toBe("started")
}

export async function islandsState(page: Page) {
  const devtools = await page.context().newCDPSession(page)
  try {
    const objectGroup = "islands-started"
    const { result } = await devtools.send("Runtime.evaluate", {
      expression: `document.querySelector('header [data-header-part="theme-toggle"]')`,
      objectGroup,
    })
    if (!result.objectId) return "no switch"
    const { listeners } = await devtools.send("DOMDebugger.getEventListeners", {
      objectId: result.objectId,
    })
    await devtools.send("Runtime.releaseObjectGroup", { objectGroup })
    return listeners.some((listener) => listener.type === "click") ? "started" : "waiting"
  } finally {
    await devtools.detach()
  }
}

// Opens `path` (the contact form, by default) and waits until the form's island has hydrated it:
// its submit button is enabled only then.
export async function gotoContactForm(page: Page, path = "/#contact") {
  await page.goto(path)
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled()
}

// A token's hex colour as the browser's computed style writes it.
export const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16))
  return `rgb(${r}, ${g}, ${b})`
}

// The scripts a page loads by a visitor's first use of it: opened and left untouched until the
// network is idle (`untouched`, the addresses it loaded before any interaction), then a key pressed
// that does nothing else (Shift), until its islands have started (a page with the site's header).
// Their bytes on the wire, gzipped as the bench's server sends them (`gzipped`, so the figure does
// not depend on the test server), their addresses and their sources.
export async function loadedScripts(page: Page, url: string) {
  const scripts: Array<Promise<{ url: string; body: Buffer }>> = []
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === "script")
      scripts.push(response.body().then((body) => ({ url: response.url(), body })))
  }
  page.on("response", onResponse)
  await page.goto(url, { waitUntil: "networkidle" })
  const untouched = (await Promise.all(scripts)).map(({ url }) => url)
  await page.keyboard.press("Shift")
  if (await page.locator("header").count()) await expectIslandsStarted(page)
  page.off("response", onResponse)
  const loaded = await Promise.all(scripts)
  return {
    untouched,
    bytes: loaded.reduce((sum, { body }) => sum + gzipped(body).length, 0),
    urls: loaded.map(({ url }) => url),
    sources: loaded.map(({ body }) => body.toString()),
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
// a comparison with it could not fail. Measured with every block of a case study drawn
// (ALL_BLOCKS_DRAWN), so that a block too wide for the column is found wherever it is; all in one
// task, which draws nothing, so the page is laid out as it was and put back where it was scrolled.
export const sidewaysOverflow = (page: Page) =>
  page.evaluate((drawnAtOnce) => {
    const { scrollY } = window
    const allDrawn = document.createElement("style")
    allDrawn.textContent = drawnAtOnce
    document.head.append(allDrawn)
    const overflow = document.documentElement.scrollWidth - document.documentElement.clientWidth
    allDrawn.remove()
    window.scrollTo({ top: scrollY, behavior: "instant" })
    return overflow
  }, ALL_BLOCKS_DRAWN)
