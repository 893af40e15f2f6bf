import type { Page, Request } from "@playwright/test"
import { viewPath } from "../src/lib/role-view"
import { RESUME_PAGE } from "../src/lib/resume-paths"
import { expect, prefixOf, skipWithout, test, type OwnerContent } from "./content"
import { VISIT_COUNTER } from "./page-helpers"
import { desktop } from "./viewports"

// The visit counter (gatsby/site-files/visit-counter.ts): GoatCounter's pixel, asked for once by
// each page as it loads, with the page's own path, without a cookie or a script, the policy allowing
// its endpoint for images and nothing else; and on a site not built as a deploy, nothing at all.
// No request leaves the machine: the counted site's pixel is answered here, and Chromium resolves
// no goatcounter.com name (scripts/chromium.mjs).

test.use(desktop)

const GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64")

// The counter's requests of the page while it loads `path`, each answered with a 1x1 GIF.
async function counterRequests(page: Page, path: string) {
  const requests: Request[] = []
  await page.route(VISIT_COUNTER, (route) => {
    requests.push(route.request())
    return route.fulfill({ contentType: "image/gif", body: GIF })
  })
  await page.goto(path, { waitUntil: "load" })
  await page.unroute(VISIT_COUNTER)
  return requests
}

// Pages of each kind the owner has: the home page, a view's, the résumé's.
const pagesOf = (content: OwnerContent) => [
  "/",
  ...(content.views ?? []).slice(0, 1).map((view) => viewPath(view.segment.trim())),
  ...(content.resume ? [RESUME_PAGE] : []),
]

const policyOf = (page: Page) =>
  page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content")

test("each page asks for the pixel once as it loads, with its own path and no cookie", async ({
  page,
  baseURL,
  content,
  owner,
}) => {
  skipWithout("this owner's site does not count visits", owner)
  const endpoint = `https://${content.profile.visits?.goatcounter}.goatcounter.com/count`
  for (const path of pagesOf(content)) {
    const requests = await counterRequests(page, `.${path}`)
    expect(requests, path).toHaveLength(1)
    const url = new URL(requests[0].url())
    expect(`${url.origin}${url.pathname}`).toBe(endpoint)
    expect(url.searchParams.get("p")).toBe(`${prefixOf(baseURL)}${path}`)
    expect(requests[0].resourceType()).toBe("image")
    expect(await requests[0].allHeaders()).not.toHaveProperty("cookie")
    const policy = (await policyOf(page)) ?? ""
    expect(policy).toContain(`img-src 'self' data: ${endpoint};`)
    expect(policy.split(endpoint)).toHaveLength(2)
  }
  expect(await page.context().cookies()).toEqual([])
})

test("a site not built as a deploy asks no counter for anything", async ({
  page,
  content,
  owner,
}) => {
  skipWithout("this owner's site counts visits", owner)
  for (const path of pagesOf(content)) {
    const requests = await counterRequests(page, `.${path}`)
    expect(requests, path).toEqual([])
    await expect(page.locator("img[data-visit-counter]")).toHaveCount(0)
    expect(await policyOf(page)).not.toContain("goatcounter")
  }
})
