import type { Locator, Page } from "@playwright/test"
import { readFileSync } from "node:fs"
import path from "node:path"
import { priorityLabel, priorityTone } from "../src/lib/priority"
import { resumeDate } from "../src/lib/resume-dates"
import { resumePdfPath } from "../src/lib/resume-paths"
import { theme } from "../src/styles/theme"
import {
  caseStudiesOf,
  expect,
  prefixOf,
  readContent,
  shownTexts,
  skipWithout,
  test,
} from "./content"
import { leakedTexts, unfilledValues, writtenTexts } from "./owner-texts"
import { rgb, sidewaysOverflow } from "./page-helpers"
import { FIXTURE_CONTENT } from "./test-site.mjs"
import { desktop } from "./viewports"

// The page shows its owner's content completely and exactly, and nothing else: it runs for the
// owner's site (content/) and for the second owner's (the tests' own content folder), and reads
// what to expect from the folder the site was built from.

test.use(desktop)

const texts = (locator: Locator) => locator.evaluateAll((all) => all.map((e) => e.textContent))

// The sentence under a section's title, or nothing when the owner wrote none.
async function expectLead(page: Page, id: string, lead: string | undefined) {
  const paragraph = page.locator(`#${id} h2 + p`)
  if (lead) await expect(paragraph).toHaveText(lead)
  else await expect(paragraph).toHaveCount(0)
}

test("every text of the owner's content is on the page, and no other owner's", async ({
  page,
  content,
  contentDir,
}) => {
  await page.goto("./")
  const pageText = (await page.locator("body").innerText()).replace(/\s+/g, " ")
  for (const text of shownTexts(content)) expect(pageText).toContain(text.replace(/\s+/g, " "))

  const other = readContent(contentDir === FIXTURE_CONTENT ? "content" : FIXTURE_CONTENT)
  expect(leakedTexts(pageText, shownTexts(content), shownTexts(other))).toEqual([])
  expect(unfilledValues(pageText, shownTexts(content))).toEqual([])
  // No link leads nowhere: each is a section, an address, a number, a page or a file.
  const hrefs = await page.locator("a").evaluateAll((as) => as.map((a) => a.getAttribute("href")))
  for (const href of hrefs) {
    expect(href).toMatch(/^(#[a-z-]+|mailto:[^@\s]+@\S+|tel:\+?\d+|https:\/\/\S+|\/\S*)$/)
    expect(unfilledValues(href ?? "", writtenTexts(content))).toEqual([])
  }
})

test("the hero: name, role, sentences, stat tiles and the resume when there is one", async ({
  page,
  content: { profile, resume: resumeYaml },
  baseURL,
}) => {
  await page.goto("./")
  const hero = page.locator("#home")
  await expect(hero.getByRole("heading", { level: 1 })).toHaveText(profile.name)
  for (const text of [profile.role, profile.headline, profile.intro])
    await expect(hero.getByText(text, { exact: true })).toBeVisible()
  expect(await texts(hero.locator("dt"))).toEqual((profile.stats ?? []).map((s) => s.label))
  expect(await texts(hero.locator("dd"))).toEqual((profile.stats ?? []).map((s) => s.value))

  // The résumé the site builds from resume.yaml (resume.spec.ts), or else the profile's file.
  const resume = resumeYaml ? resumePdfPath(profile.name) : profile.resume
  const download = hero.getByRole("link", { name: "Download Resume" })
  if (resume) await expect(download).toHaveAttribute("href", prefixOf(baseURL) + resume)
  else await expect(download).toHaveCount(0)
  expect(await texts(hero.getByRole("link"))).toEqual(
    [
      "View My Work",
      resume && "Download Resume",
      "Contact Me",
      resumeYaml && "Read the résumé on this site",
    ]
      .filter(Boolean)
      .map((label) => expect.stringContaining(label as string)),
  )
})

test("Download Resume downloads the owner's file, byte for byte", async ({
  page,
  content: { profile },
  owner,
}) => {
  // Without one, the hero's test checks that its button is gone; resume.yaml's PDF, which
  // replaces it, is resume.spec.ts's.
  skipWithout("this owner has no résumé file of its own", owner)
  await page.goto("./")
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download Resume" }).click(),
  ])
  expect(download.suggestedFilename()).toBe(path.basename(profile.resume ?? ""))
  const chunks: Buffer[] = []
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer)
  expect(
    Buffer.concat(chunks).equals(readFileSync(path.join("static", profile.resume ?? ""))),
  ).toBe(true)
})

test("about: the lead, the journey, the highlights and the cards the owner has", async ({
  page,
  content: { profile, resume },
}) => {
  await page.goto("./")
  const about = page.locator("#about")
  await expectLead(page, "about", profile.leads?.about)
  for (const paragraph of profile.journey)
    await expect(about.getByText(paragraph, { exact: true })).toBeVisible()
  expect(await texts(about.locator(':not([aria-label="Certificates"]) > li'))).toEqual([
    ...(profile.highlights ?? []),
    ...(profile.focusAreas ?? []),
  ])
  const certificates = resume?.certificates ?? []
  const cards = [
    ["Education", profile.education],
    ["Focus Areas", profile.focusAreas],
    ["Goal", profile.goal],
    ["Certificates", certificates.length > 0],
  ].filter(([, value]) => value)
  expect(await texts(about.getByRole("heading", { level: 3 }))).toEqual([
    "My Journey",
    ...cards.map(([title]) => title),
  ])
  for (const text of [profile.education, profile.goal].filter((text) => text !== undefined))
    await expect(about.getByText(text, { exact: true })).toBeVisible()
})

test("about: each certificate with its issuer and date, linked to its verification when it has one", async ({
  page,
  content: { resume },
  owner,
}) => {
  skipWithout("this owner lists no certificate", owner)
  const certificates = resume?.certificates ?? []
  await page.goto("./")
  const items = page.locator('#about [aria-label="Certificates"] > li')
  await expect(items).toHaveCount(certificates.length)
  for (const [index, certificate] of certificates.entries()) {
    const item = items.nth(index)
    const name = certificate.name.trim()
    // YAML reads 2023-05-14 as a date; the page writes the month and the year.
    const { date: written } = certificate as { date?: unknown }
    const date = written
      ? resumeDate(written instanceof Date ? written.toISOString() : String(written))
      : null
    const meta = [certificate.issuer?.trim(), date].filter(Boolean).join(" · ")
    if (meta) await expect(item.getByText(meta, { exact: true })).toBeVisible()
    const link = item.getByRole("link")
    if (!certificate.url) {
      await expect(link).toHaveCount(0)
      await expect(item.getByText(name, { exact: true })).toBeVisible()
      continue
    }
    await expect(link).toHaveAttribute("href", certificate.url)
    await expect(link).toHaveAttribute("target", "_blank")
    await expect(link).toHaveAccessibleName(
      `${name} (verify it at ${new URL(certificate.url).host})`,
    )
  }
})

test("skills: one bar per skill, in order, with its exact name, level and description", async ({
  page,
  content: { profile, skills },
}) => {
  await page.goto("./")
  const section = page.locator("#skills")
  await expectLead(page, "skills", profile.leads?.skills)
  const bars = section.getByRole("progressbar")
  await expect(bars).toHaveCount(skills.length)
  expect(await texts(section.getByRole("heading", { level: 3 }))).toEqual(skills.map((s) => s.name))
  for (const [index, skill] of skills.entries()) {
    const bar = section.getByRole("progressbar", { name: skill.name, exact: true })
    await expect(bar).toHaveAttribute("aria-valuenow", String(skill.level))
    await expect(bars.nth(index)).toHaveAttribute("aria-valuenow", String(skill.level))
    const card = section.getByRole("article").nth(index)
    await expect(card.getByText(`${skill.level}%`, { exact: true })).toBeVisible()
    await expect(card.getByText(skill.description, { exact: true })).toBeVisible()
    await expect(card.locator("svg use").first()).toHaveAttribute(
      "href",
      new RegExp(`#${skill.icon}$`),
    )
  }
  // The bars take the ten gradients in turn.
  const fills = await bars.evaluateAll((all) =>
    all.map((bar) => getComputedStyle(bar.firstElementChild as Element).backgroundImage),
  )
  for (const [index, fill] of fills.entries()) {
    expect(fill).toMatch(/^linear-gradient\(/)
    if (index >= 10) expect(fill).toBe(fills[index - 10])
  }
  expect(new Set(fills.slice(0, 10)).size).toBe(Math.min(fills.length, 10))
  // The note follows the cards; the link to the skills' pages, if any, is not it.
  const note = section.locator("ul + p:not(:has(a))")
  if (profile.skillsNote) await expect(note).toHaveText(profile.skillsNote)
  else await expect(note).toHaveCount(0)
})

test("portfolio: every project as written, its status, priority and links", async ({
  page,
  content,
  contentDir,
  baseURL,
}) => {
  const { profile, projects } = content
  // View Project opens the project's case study when it has one, else its live link.
  const { published } = caseStudiesOf(contentDir, content)
  const viewProject = (project: (typeof projects)[number]) => {
    const study = published.find((page) => page.project === project)
    return study ? `${prefixOf(baseURL)}/${study.path}` : project.liveUrl
  }
  await page.goto("./")
  const section = page.locator("#portfolio")
  await expectLead(page, "portfolio", profile.leads?.portfolio)
  const cards = section.getByRole("article")
  await expect(cards).toHaveCount(projects.length)
  for (const [index, project] of projects.entries()) {
    const card = cards.nth(index)
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(project.title)
    await expect(card.getByText(project.description, { exact: true })).toBeVisible()
    expect(await texts(card.getByRole("listitem"))).toEqual(project.tags)
    const badge = card.getByText(priorityLabel(project.priority), { exact: true })
    await expect(badge).toBeVisible()
    await expect(badge).toHaveCSS(
      "background-color",
      rgb(theme.colors.priority[priorityTone(project.priority)]),
    )
    await expect(card.getByRole("img", { name: `Preview of ${project.title}` })).toBeAttached()
    const comingSoon = project.status === "coming-soon"
    await expect(card.getByText("Coming Soon", { exact: true })).toHaveCount(comingSoon ? 1 : 0)
    for (const [label, href] of [
      ["View Project", viewProject(project)],
      ["Code", project.codeUrl],
    ] as const) {
      if (href && !comingSoon) {
        await expect(card.getByRole("link", { name: label })).toHaveAttribute("href", href)
      } else {
        await expect(card.getByRole("button", { name: label })).toBeDisabled()
      }
    }
  }
  // Whatever follows the cards: the owner's more-projects box, or nothing when there is none.
  const more = section.locator("ul:has(> li > article) ~ *")
  if (profile.moreProjects) {
    await expect(more.getByText(profile.moreProjects.text, { exact: true })).toBeVisible()
  } else await expect(more).toHaveCount(0)
  const viewAll = section.getByRole("link", { name: "View All Projects" })
  if (profile.moreProjects?.url)
    await expect(viewAll).toHaveAttribute("href", profile.moreProjects.url)
  else await expect(viewAll).toHaveCount(0)
})

test("contact and footer: the ways to reach the owner that exist, and no others", async ({
  page,
  content: { profile },
}) => {
  await page.goto("./")
  const contact = page.locator("#contact")
  await expectLead(page, "contact", profile.leads?.contact)
  const cards = [
    ["Email", `mailto:${profile.email}`],
    ["Phone", profile.phone && `tel:${profile.phone.replace(/[^\d+]/g, "")}`],
    ["LinkedIn", profile.linkedin],
  ].filter(([, href]) => href)
  expect(await texts(contact.getByRole("heading", { level: 3 }))).toEqual([
    ...cards.map(([title]) => title),
    "Send Message",
  ])
  for (const [title, href] of cards)
    await expect(
      contact.locator("h3", { hasText: title }).locator("xpath=..").getByRole("link"),
    ).toHaveAttribute("href", href as string)
  expect(await texts(contact.locator("dd"))).toEqual([profile.location, profile.responseTime])

  const footer = page.getByRole("contentinfo")
  const connect = [
    ["Email", `mailto:${profile.email}`],
    ["LinkedIn", profile.linkedin],
    ["GitHub", profile.github],
  ].filter(([, href]) => href)
  const links = footer.getByRole("link", { name: /opens in a new tab/ })
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(
    connect.map(([, href]) => href),
  )
  await expect(footer.locator('a[href^="tel:"]')).toHaveCount(profile.phone ? 1 : 0)
  await expect(page.locator('a[href^="tel:"]')).toHaveCount(profile.phone ? 2 : 0)
  await expect(footer).toContainText(
    `© ${new Date().getFullYear()} ${profile.name}. All rights reserved.`,
  )
})

for (const width of [320, 375, 768, 1024, 1440]) {
  test(`the owner's content fits: nothing scrolls sideways at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto("./")
    const overflow = await sidewaysOverflow(page)
    expect(overflow).toBeLessThanOrEqual(0)
  })
}
