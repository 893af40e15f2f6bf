import Ajv from "ajv"
import addFormats from "ajv-formats"
import jsonResumeSchema from "@jsonresume/schema/schema.json"
import { RESUME_JSON, RESUME_PAGE, resumePdfName, resumePdfPath } from "../src/lib/resume-paths"
import { expectNoViolations } from "./axe"
import { budgets } from "../scripts/budgets.mjs"
import { expect, prefixOf, shownTexts, skipWithout, test } from "./content"
import { loadedScripts, reactOwns, sidewaysOverflow } from "./page-helpers"
import { paperOf, readPdf } from "./pdf"
import { bothWidths, desktop, phone } from "./viewports"

// The résumé built from the owner's content/resume.yaml (gatsby/resume/): its page, its PDF and its
// JSON Resume, on both owners' sites. The owner's site has no resume.yaml: there, nothing of it is
// built, and Download Resume is the profile's own file (content.spec.ts).

test.use(desktop)

const page_ = RESUME_PAGE.slice(1)
const words = (text: string) => text.replace(/[•]/g, " ").split(/\s+/).filter(Boolean)

// The PDF's text as an applicant-tracking system reads it.
const pdfText = (pdf: Buffer) => readPdf(pdf).text

// The owner's words in resume.yaml as the page prints them: not the dates (written "Mar 2024"), the
// settings, or what goes to /resume.json only.
const notPrinted = new Set(["startDate", "endDate", "date", "paper", "maxPages", "url"])
const printedTexts = (value: unknown, key = ""): string[] =>
  notPrinted.has(key) || key === "description" || key === "level"
    ? []
    : Array.isArray(value)
      ? value.flatMap((item) => printedTexts(item))
      : value && typeof value === "object"
        ? Object.entries(value).flatMap(([field, item]) => printedTexts(item, field))
        : shownTexts(value)

test("without resume.yaml nothing of the résumé is built", async ({ request, content, owner }) => {
  skipWithout("this owner has a résumé", owner)
  for (const address of [page_, RESUME_JSON.slice(1), resumePdfPath(content.profile.name).slice(1)])
    expect((await request.get(address)).status(), address).toBe(404)
})

test.describe("with resume.yaml", () => {
  test.beforeEach(({ owner }) => {
    skipWithout("this owner has no resume.yaml", owner)
  })

  test("Download Resume downloads the PDF, named for the owner; the hero links the page", async ({
    page,
    content: { profile },
    baseURL,
  }) => {
    await page.goto("./")
    const hero = page.locator("#home")
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      hero.getByRole("link", { name: "Download Resume" }).click(),
    ])
    expect(download.suggestedFilename()).toBe(resumePdfName(profile.name))
    const chunks: Buffer[] = []
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer)
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe("%PDF-")
    await hero.getByRole("link", { name: "Read the résumé on this site" }).click()
    await expect(page).toHaveURL(`${baseURL}${page_}`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(profile.name)
  })

  test("the page and the PDF say the same words, and hold the owner's", async ({
    page,
    request,
    content: { profile, resume },
  }) => {
    await page.goto(page_)
    const sheet = page.locator("[data-resume-text]")
    const shown = await sheet.innerText()
    const link = page.getByRole("link", { name: "Download the PDF" })
    const pdf = await (await request.get((await link.getAttribute("href"))!)).body()
    expect(words(pdfText(pdf))).toEqual(words(shown))
    for (const text of [profile.name, profile.role, profile.email, ...printedTexts(resume)])
      expect(shown.replace(/\s+/g, " ")).toContain(text.replace(/\s+/g, " "))
    const sections = [
      ["Summary", true],
      ["Experience", resume!.work],
      ["Education", resume!.education],
      ["Projects", resume!.projects],
      ["Skills", true],
      ["Certifications", resume!.certificates],
      ["Awards", resume!.awards],
      ["Languages", resume!.languages],
    ].flatMap(([heading, shown]) => (shown ? [heading] : []))
    expect(await sheet.getByRole("heading", { level: 2 }).allInnerTexts()).toEqual(sections)
  })

  test("/resume.json is a JSON Resume of the same content, valid by JSON Resume's schema", async ({
    page,
    request,
    content: { profile, resume },
  }) => {
    const response = await request.get(RESUME_JSON.slice(1))
    expect(response.headers()["content-type"]).toMatch(/application\/json/)
    const document = await response.json()
    const ajv = new Ajv({ allErrors: true })
    addFormats(ajv)
    const valid = ajv.compile(jsonResumeSchema)
    expect(valid(document) ? [] : valid.errors).toEqual([])
    expect(document.basics).toMatchObject({
      name: profile.name,
      label: profile.role,
      email: profile.email,
    })
    expect(document.work.map((job: { name: string }) => job.name)).toEqual(
      (resume!.work ?? []).map((job) => job.name),
    )
    expect(document.projects.map((project: { name: string }) => project.name)).toEqual(
      resume!.projects ?? [],
    )
    await page.goto(page_)
    const canonical = await page.locator("link[rel=canonical]").getAttribute("href")
    expect(document.meta.canonical).toBe(canonical!.replace(RESUME_PAGE, RESUME_JSON))
  })

  test("its head: title, canonical address, a Person, and a place in the sitemap", async ({
    page,
    request,
    content: { profile },
    baseURL,
  }) => {
    await page.goto(page_)
    await expect(page).toHaveTitle(`Résumé · ${profile.name}`)
    const canonical = await page.locator("link[rel=canonical]").getAttribute("href")
    expect(canonical).toMatch(new RegExp(`^https://[^/]+${prefixOf(baseURL)}${RESUME_PAGE}$`))
    const person = JSON.parse(
      (await page.locator("script[type='application/ld+json']").textContent()) ?? "",
    )
    expect(person).toMatchObject({
      "@type": "Person",
      name: profile.name,
      jobTitle: profile.role,
      mainEntityOfPage: canonical,
    })
    const sitemap = await (await request.get("sitemap-0.xml")).text()
    expect(sitemap).toContain(`<loc>${canonical}</loc>`)
  })

  test("no framework: the header's islands only, 6 KB at most", async ({ page }) => {
    const resume = await loadedScripts(page, page_)
    expect(resume.bytes).toBeLessThanOrEqual(budgets.pageScriptBytes)
    expect(await reactOwns(page, "body *")).not.toContain(true)
    await page.setViewportSize(phone.viewport)
    await page.getByRole("button", { name: "Menu" }).click()
    await expect(page.locator("#mobile-menu")).toBeVisible()
  })

  test("printed: on the PDF's paper, no navigation, each link's address written out", async ({
    page,
    content: { profile, resume },
  }) => {
    await page.goto(page_)
    await page.emulateMedia({ media: "print" })
    for (const hidden of ["header", "footer", "a[href='#main']"])
      await expect(page.locator(hidden).first()).toBeHidden()
    // Chromium prints the page on the paper its stylesheet asks for.
    const reading = readPdf(await page.pdf({ preferCSSPageSize: true }))
    expect(paperOf(reading)).toBe(resume!.paper === "Letter" ? "Letter" : "A4")
    const squeezed = (text: string) => text.normalize("NFC").replace(/\s+/g, "")
    const printed = squeezed(reading.text)
    for (const navigation of ["Let's Talk", "Download the PDF"])
      expect(printed).not.toContain(squeezed(navigation))
    expect(printed).toContain(squeezed(profile.name))
    const addresses = await page
      .locator("[data-resume-text] a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")!))
    expect(addresses.length).toBeGreaterThan(0)
    for (const address of addresses) expect(printed).toContain(`(${address})`)
  })

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false })

    test("the page reads completely, and its PDF link works", async ({
      page,
      request,
      content: { profile },
    }) => {
      await page.goto(page_)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(profile.name)
      const href = await page.getByRole("link", { name: "Download the PDF" }).getAttribute("href")
      expect(href).toMatch(new RegExp(`${resumePdfName(profile.name)}$`))
      expect((await request.get(href!)).status()).toBe(200)
    })
  })

  for (const [name, viewport] of bothWidths) {
    for (const colorScheme of ["light", "dark"] as const) {
      test.describe(`on ${name}, ${colorScheme}`, () => {
        test.use({ ...viewport, colorScheme })

        test("axe finds nothing on the résumé, and nothing scrolls sideways", async ({ page }) => {
          await page.goto(page_)
          await expectNoViolations(page)
          const overflow = await sidewaysOverflow(page)
          expect(overflow).toBeLessThanOrEqual(0)
        })
      })
    }
  }
})
