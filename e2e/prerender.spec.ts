import { navigationLinks } from "../src/navigation"
import { expect, shownTexts, test } from "./content"
import { expectScrolledTo } from "./page-helpers"
import { desktop, phone } from "./viewports"

const decode = (html: string) =>
  html
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/<!-- -->/g, "")

test("the built index.html holds every text of the owner's before any script runs", async ({
  request,
  content,
}) => {
  const html = decode(await (await request.get("./")).text()).replace(/\s+/g, " ")
  for (const text of shownTexts(content)) expect(html).toContain(text.replace(/\s+/g, " "))
  for (const skill of content.skills) expect(html).toContain(`aria-valuenow="${skill.level}"`)
  for (const text of ["My Journey", "Send Message"]) expect(html).toContain(text)
})

test.describe("with JavaScript off", () => {
  test.use({ ...desktop, javaScriptEnabled: false })

  test("the page reads completely", async ({ page, content: { profile, skills, projects } }) => {
    await page.goto("./")
    await expect(page.getByRole("heading", { level: 1, name: profile.name })).toBeVisible()
    for (const skill of skills)
      await expect(page.getByRole("progressbar", { name: skill.name, exact: true })).toBeAttached()
    for (const project of projects)
      await expect(page.getByRole("heading", { name: project.title, exact: true })).toBeVisible()
    await expect(page.getByRole("link", { name: profile.email, exact: true })).toBeVisible()
    // The photo and the projects' pictures load without a script, each where it is scrolled to.
    await expect(page.getByRole("img", { name: `Portrait of ${profile.name}` })).toBeVisible()
    for (const picture of await page.locator("picture img").all()) {
      await picture.scrollIntoViewIfNeeded()
      await expect(picture).toHaveCSS("opacity", "1")
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0)
    }
  })

  test("its in-page links work", async ({ page }) => {
    await page.goto("./")
    const nav = page.getByRole("navigation", { name: "Main" })
    for (const { label, id } of navigationLinks.slice(1)) {
      await nav.getByRole("link", { name: label, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`#${id}$`))
      await expectScrolledTo(page, id)
    }
    // The hero's link, from a fresh page: the address already ends in #contact after the links
    // above, and a click on a link to the same fragment is not always scrolled again.
    await page.goto("./")
    await page.getByRole("link", { name: "Contact Me" }).click()
    await expect(page).toHaveURL(/#contact$/)
    await expectScrolledTo(page, "contact")
  })
})

test.describe("with JavaScript off on a phone", () => {
  test.use({ ...phone, javaScriptEnabled: false })

  test("the hero and footer links still reach every section", async ({ page }) => {
    await page.goto("./")
    await page.getByRole("link", { name: "View My Work" }).click()
    await expectScrolledTo(page, "portfolio")
    await page
      .getByRole("navigation", { name: "Quick Links" })
      .getByRole("link", { name: "Skills" })
      .click()
    await expectScrolledTo(page, "skills")
  })
})
