import { expect, prefixOf, test } from "./content"
import { desktop } from "./viewports"

// Runs for both owners' sites (playwright.config.ts), the second one a project site under a path
// prefix: paths here are relative to the site's root.
test.use(desktop)

test("the head names, describes and pictures the page for search and sharing", async ({
  page,
  request,
  baseURL,
  content: { profile },
}) => {
  await page.goto("./")
  const title = `${profile.name} · ${profile.role}`
  await expect(page).toHaveTitle(title)
  const content = (selector: string) => page.locator(selector).getAttribute("content")
  expect(await content('meta[name="description"]')).toBe(`${profile.headline} ${profile.intro}`)
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href")
  expect(canonical).toMatch(new RegExp(`^https?://[^/]+${prefixOf(baseURL)}/$`))
  expect(await content('meta[property="og:url"]')).toBe(canonical)
  expect(await content('meta[property="og:title"]')).toBe(title)
  expect(await content('meta[name="twitter:card"]')).toBe("summary_large_image")

  const image = await content('meta[property="og:image"]')
  expect(image).toMatch(/^https?:\/\/.+\/static\/share\/home-[0-9a-f]{10}\.png$/)
  expect(await content('meta[property="og:image:width"]')).toBe("1200")
  expect(await content('meta[property="og:image:height"]')).toBe("630")
  const served = await request.get(new URL(image ?? "").pathname)
  expect(served.status()).toBe(200)
  expect(served.headers()["content-type"]).toMatch(/image\/png/)
})

test("JSON-LD describes the owner as a Person", async ({ page, content: { profile, skills } }) => {
  await page.goto("./")
  const person = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
  )
  expect(person).toMatchObject({
    "@context": "https://schema.org",
    "@type": "Person",
    name: profile.name,
    jobTitle: profile.role,
    email: `mailto:${profile.email}`,
    knowsAbout: skills.map((skill) => skill.name),
  })
  expect(person.telephone).toBe(profile.phone)
  const profiles = [profile.linkedin, profile.github].filter(Boolean)
  expect(person.sameAs).toEqual(profiles.length > 0 ? profiles : undefined)
})

test("robots.txt, the sitemap and the web manifest are served", async ({
  request,
  content: { profile },
}) => {
  const robots = await (await request.get("robots.txt")).text()
  expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap-index\.xml/)
  const sitemapIndex = await request.get("sitemap-index.xml")
  expect(sitemapIndex.status()).toBe(200)
  const sitemap = await (await request.get("sitemap-0.xml")).text()
  expect(sitemap).toMatch(/<loc>https?:\/\/[^<]+\/<\/loc>/)
  // A page of its own may well have 404 in its path (a project about error pages); the 404 page not.
  expect(sitemap).not.toMatch(/\/404(\.html|\/)?<\/loc>/)

  const manifest = await (await request.get("manifest.webmanifest")).json()
  expect(manifest.name).toBe(`${profile.name} · ${profile.role}`)
  expect(manifest.icons.some((icon: { sizes: string }) => icon.sizes === "512x512")).toBe(true)
})

test("the 404 page asks not to be indexed", async ({ page }) => {
  await page.goto("no-such-page")
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex")
})
