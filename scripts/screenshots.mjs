// @ts-check
// The README's pictures, from a build of the example owner (examples/maya-chen) in a copy of the
// project: the home page in light and dark, a case study with a chart, a SQL case study at its
// queries, a notebook case study (with its links to GitHub, Colab, nbviewer and Binder), a live
// app's poster, the certificates of the About section, a skill's page and the résumé, on a
// desktop; and a case study's share card, as the build drew it.
// npm run screenshots (about a minute); the pictures land in docs/images/.
/* global document, window -- page.evaluate runs these callbacks in the page */
import { copyFileSync } from "node:fs"
import path from "node:path"
import { chromium } from "@playwright/test"
import { buildProject, copyProject } from "./project-copy.mjs"
import { chromiumFlags, chromiumPath } from "./chromium.mjs"
import { serveStatic } from "./static-server.mjs"

const EXAMPLE = "examples/maya-chen"
const CASE_STUDY = "projects/weekly-store-pulse/"
const NOTEBOOK = "projects/why-customers-send-orders-back/"
const SQL = "projects/rain-and-footfall/"
const SKILL = "skills/sql/"

const { root, publicDir } = copyProject(EXAMPLE)
if (buildProject(root).status !== 0) process.exit(1)
const server = await serveStatic(publicDir)
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags })

/**
 * `at`: the heading the picture starts at, else the page's top.
 * @param {string} file
 * @param {string} path
 * @param {{ width: number, height: number, colorScheme: "light" | "dark", fullPage?: boolean, at?: string }} view
 */
async function picture(file, path, { width, height, colorScheme, fullPage = false, at }) {
  const page = await browser.newPage({ viewport: { width, height }, colorScheme })
  await page.goto(`${server.origin}/${path}`, { waitUntil: "networkidle" })
  // Lazy images load as a reader scrolls; the picture shows them loaded.
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += height / 2)
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y)
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))
  if (at)
    await page
      .locator(at)
      .evaluate((/** @type {HTMLElement} */ element) =>
        window.scrollTo({ top: element.offsetTop - 80, behavior: "instant" }),
      )
  await page.waitForLoadState("networkidle")
  await page.screenshot({ path: `docs/images/${file}`, fullPage })
  await page.close()
  console.log(`docs/images/${file}`)
}

try {
  await picture("home-light.png", "", { width: 1280, height: 800, colorScheme: "light" })
  await picture("home-dark.png", "", { width: 1280, height: 800, colorScheme: "dark" })
  await picture("case-study.png", CASE_STUDY, {
    width: 1280,
    height: 1700,
    colorScheme: "light",
  })
  await picture("sql.png", SQL, {
    width: 1280,
    height: 1500,
    colorScheme: "light",
    at: "#what-rain-costs",
  })
  await picture("notebook.png", NOTEBOOK, { width: 1280, height: 1700, colorScheme: "light" })
  await picture("skill.png", SKILL, { width: 1280, height: 1300, colorScheme: "dark" })
  await picture("resume.png", "resume/", { width: 1280, height: 1700, colorScheme: "light" })
  // The share card of the case study above, the file the page's og:image names.
  const page = await browser.newPage()
  await page.goto(`${server.origin}/${CASE_STUDY}`)
  const card = new URL(
    String(await page.locator('meta[property="og:image"]').getAttribute("content")),
  ).pathname
  copyFileSync(path.join(publicDir, card), "docs/images/share-card.png")
  console.log("docs/images/share-card.png")
  await page.close()
} finally {
  await browser.close()
  await server.close()
}
