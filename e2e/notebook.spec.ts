import { readFileSync } from "node:fs"
import { expect, skipWithout, test as withContent, type CaseStudyPage } from "./content"
import { notebooksOf } from "./owner-features"
import { expectIslandsStarted } from "./page-helpers"
import { desktop } from "./viewports"

// The owner's notebook case studies (plugins/gatsby-transformer-notebook), read from the folder the
// site was built from: runs for both owners' sites, and skips for an owner without notebooks.

const test = withContent.extend<{ notebooks: CaseStudyPage[] }>({
  notebooks: async ({ caseStudies }, provide) => provide(notebooksOf(caseStudies.published)),
})

test.use(desktop)

test("nothing from a notebook runs or styles the page: no script, no CSP violation", async ({
  page,
  notebooks,
  owner,
}) => {
  skipWithout("this owner has no notebook case study", owner)
  for (const { path } of notebooks) {
    // What a notebook's HTML would run, if any of it got through, and what the page's
    // Content-Security-Policy would refuse.
    await page.addInitScript(() => {
      const seen: string[] = []
      Object.assign(window, { cspViolations: seen })
      document.addEventListener("securitypolicyviolation", (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      )
    })
    const errors: string[] = []
    page.on("pageerror", (error) => errors.push(error.message))
    await page.goto(path)
    await page.waitForLoadState("networkidle")
    // A visitor's first use: the page's islands run too.
    await page.keyboard.press("Shift")
    await expectIslandsStarted(page)
    // The notebook's part of the page (the page's own header, cover and scripts are the site's).
    const body = page.locator("#case-study .case-study-body")
    await body.evaluate((element) =>
      element.querySelectorAll("details").forEach((d) => (d.open = true)),
    )
    expect(
      await page.evaluate(() => ({
        hostile: (window as unknown as { __hostile?: string }).__hostile ?? null,
        violations: (window as unknown as { cspViolations: string[] }).cspViolations,
      })),
    ).toEqual({ hostile: null, violations: [] })
    expect(errors).toEqual([])
    // The body holds no script at all: the live charts' and dashboards' buttons are the
    // click-to-load island's. The project's dashboards and apps are the site's figures
    // (dashboards.spec.ts).
    const html = await body.evaluate((element) => {
      const copy = element.cloneNode(true) as HTMLElement
      copy.querySelectorAll("figure.dashboard").forEach((figure) => figure.remove())
      return copy.innerHTML
    })
    for (const pattern of [/<script/i, /<style/i, /<iframe/i, /<object/i, /<embed/i])
      expect(html, `${path}: ${pattern}`).not.toMatch(pattern)
    // The site's own image pipeline (gatsby-remark-images) sizes its pictures with inline styles,
    // and a chart colours its SVG with the page's tokens; nothing else has a style of its own.
    const attributes = await body.evaluate((element) =>
      [
        ...element.querySelectorAll("*:not([class^=gatsby-resp-image]):not(figure.dashboard *)"),
      ].flatMap((node) =>
        [...node.attributes]
          .map((attribute) => `${attribute.name}=${attribute.value}`)
          .filter((written) => /^on|^style=|javascript:|^(src|href)=data:/i.test(written)),
      ),
    )
    expect(
      attributes.filter((written) => !/^style=(fill|stroke):var\(--colors-/.test(written)),
    ).toEqual([])
    // No escape code reaches the page, nor what one leaves as text when it is dropped half-way
    // (its outputs'; the code may well write "\x1b[32m").
    // eslint-disable-next-line no-control-regex -- no escape code may reach the page
    expect(await body.innerText()).not.toMatch(/\u001b/)
    for (const output of await body.locator(".nb-output").all())
      expect(await output.innerText()).not.toMatch(/\[\d+(;\d+)*m/)
  }
})

test("a notebook case study offers the notebook, and shows its outputs in the site's style", async ({
  page,
  request,
  notebooks,
  owner,
}) => {
  skipWithout("this owner has no notebook case study", owner)
  await page.emulateMedia({ colorScheme: "dark" })
  for (const { path, file } of notebooks) {
    await page.goto(path)
    const download = page.getByRole("link", { name: "Notebook (.ipynb)" })
    await expect(download).toHaveAttribute("download", "")
    const saved = await request.get((await download.getAttribute("href")) ?? "")
    expect(saved.status()).toBe(200)
    expect(await saved.text()).toBe(readFileSync(file, "utf8"))
    // Figures keep the white ground they were drawn on, in the dark scheme too.
    for (const figure of await page.locator(".nb-figure").all())
      expect(await figure.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
        "rgb(255, 255, 255)",
      )
    // Its tables scroll in a box a keyboard can reach, their header cells marked.
    for (const box of await page.locator(".nb-table").all()) {
      await expect(box).toHaveAttribute("tabindex", "0")
      for (const header of await box.locator("th").all())
        expect(["col", "row"]).toContain(await header.getAttribute("scope"))
    }
  }
})
