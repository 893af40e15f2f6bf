import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { PUBLISHED_KINDS, publishedKindOf } from "content-files"
import type { BrowserContext, Page } from "@playwright/test"
import { caseStudyKind } from "case-study/kind"
import { serveStatic } from "../scripts/static-server.mjs"
import { expect, prefixOf, skipWithout, test } from "./content"
import {
  FIXTURE_CONTENT,
  FIXTURE_OWNER_DIR,
  FIXTURE_OWNER_PREFIX,
  OWNER_DIR,
} from "./test-site.mjs"
import { desktop } from "./viewports"

// What the site publishes of the owner's files, opened in Chromium as a reader opens them: every
// file a case study links or downloads and every notebook figure, through the server that sends
// the hosts' headers (_headers, as Netlify and Cloudflare do), through one that sends its type
// alone (GitHub Pages: no policy) and through one that sends no header at all, whose files the
// browser sniffs. Nothing of the owner's may run on any of them. The second
// owner's content links one file of every kind the site publishes, each carrying a script that
// fetches /ran?<kind> if it ever runs (__tests__/fixtures/content/case-studies/files/), and has
// a query and a chart whose CSV files the build writes with a header that is such a script (a
// column's name, a chart's title: case-studies/trading-pack.md).

test.use(desktop)

// A document type that would run an owner's script on the site's origin.
const RUNNABLE = /^(text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/xml|application\/xml)$/

// The folder of the build a test project serves.
const publicDirOf = (contentDir: string) =>
  path.join(contentDir === FIXTURE_CONTENT ? FIXTURE_OWNER_DIR : OWNER_DIR, "public")

// Every file under /static/ that the published case studies link, download or show as a figure.
async function publishedFiles(page: Page, paths: ReadonlyArray<string>) {
  const files = new Set<string>()
  for (const path of paths) {
    await page.goto(path)
    const addresses = await page
      .locator("a[href], .nb-figure img[src]")
      .evaluateAll((elements) =>
        elements.map(
          (element) => (element as HTMLAnchorElement).href || (element as HTMLImageElement).src,
        ),
      )
    for (const address of addresses) {
      const url = new URL(address)
      if (url.origin === new URL(page.url()).origin && url.pathname.includes("/static/"))
        files.add(url.pathname)
    }
  }
  return [...files].sort()
}

// Opens `address` as a reader would, in a tab of its own: what the browser made of it.
async function opened(context: BrowserContext, address: string) {
  const tab = await context.newPage()
  const download = tab.waitForEvent("download", { timeout: 5_000 }).catch(() => null)
  try {
    await tab.goto(address)
    await tab.waitForTimeout(300)
    const shown = await tab.evaluate(() => ({
      type: document.contentType,
      picture: document.querySelector("img")?.naturalWidth ?? 0,
    }))
    const pdfViewer = tab.frames().some((frame) => frame.url().startsWith("chrome-extension://"))
    return { ...shown, pdfViewer, downloaded: false }
  } catch (error) {
    if (!/Download is starting/.test(String(error))) throw error
    await download
    return { type: "download", picture: 0, pdfViewer: false, downloaded: true }
  } finally {
    await tab.close()
  }
}

test("every published file opens as data, never as a page, with the hosts' headers or without", async ({
  browser,
  contentDir,
  caseStudies: { published },
  owner,
  baseURL,
}) => {
  skipWithout("this owner has no published case study", owner)
  // Each file is opened from three hosts, each in a tab of its own.
  test.setTimeout(180_000)
  const fixtureOwner = contentDir === FIXTURE_CONTENT
  // The same build as a host that sends the type alone (GitHub Pages), and as one that sends
  // nothing, whose files the browser sniffs.
  const serve = (headers: "type" | "none") =>
    serveStatic(publicDirOf(contentDir), 0, fixtureOwner ? FIXTURE_OWNER_PREFIX : "", { headers })
  const hosts = [await serve("type"), await serve("none")]
  const context = await browser.newContext({ acceptDownloads: true })
  // Whatever runs would fetch /ran?<kind>, or open a dialog.
  const ran: string[] = []
  context.on("request", (request) => {
    if (new URL(request.url()).pathname === "/ran") ran.push(request.url())
  })
  context.on("page", (page) => page.on("dialog", (dialog) => ran.push(dialog.message())))
  try {
    const page = await context.newPage()
    const files = await publishedFiles(
      page,
      published.map(({ path }) => `${baseURL}${path}`),
    )
    expect(files.length).toBeGreaterThan(0)
    // The second owner links a file of every kind the table publishes, and shows an SVG figure as
    // a PNG: each kind is opened here.
    if (fixtureOwner) {
      const kinds = new Set(files.map((file) => publishedKindOf(file)?.name))
      expect([...kinds].filter(Boolean).sort()).toEqual(
        [...new Set(PUBLISHED_KINDS.map((kind) => kind.name))].sort(),
      )
      expect(files.some((file) => /\/static\/notebooks\/[0-9a-f]+\.png$/.test(file))).toBe(true)
      for (const writer of ["sql", "charts"])
        expect(
          files.some((file) => file.includes(`/static/${writer}/`) && file.endsWith(".csv")),
        ).toBe(true)
    }
    const prefix = prefixOf(baseURL)
    const withHeaders = new URL(baseURL ?? "").origin
    for (const file of files) {
      const path = file.slice(prefix.length)
      expect(/\.(html?|xhtml|svgz?|m?js|xml)$/i.test(path), path).toBe(false)
      // The hosts' headers: no sniffing, and a sandbox where nothing runs.
      const headers = (await context.request.get(`${withHeaders}${file}`)).headers()
      expect(headers["x-content-type-options"], file).toBe("nosniff")
      expect(headers["content-security-policy"], file).toMatch(/^sandbox; default-src 'none'/)
      for (const origin of [withHeaders, ...hosts.map((host) => host.origin)]) {
        const shown = await opened(context, `${origin}${file}`)
        expect(RUNNABLE.test(shown.type), `${origin}${file}: ${shown.type}`).toBe(false)
        // Shown as what it is: a picture with its type (a browser sniffing one may not know
        // AVIF), a PDF in the browser's viewer from every host.
        const kind = publishedKindOf(file)
        if (kind?.use === "picture" && origin !== hosts[1].origin)
          expect(shown.picture, file).toBeGreaterThan(0)
        if (kind?.name === "PDF") expect(shown.pdfViewer, `${origin}${file}`).toBe(true)
      }
    }
    expect(ran).toEqual([])
  } finally {
    await context.close()
    for (const host of hosts) await host.close()
  }
})

test("a Markdown case study's own file is not published: its page is", ({
  contentDir,
  caseStudies: { published },
  owner,
}) => {
  const markdown = published.filter(({ file }) => caseStudyKind(file) === "markdown")
  skipWithout("this owner has no Markdown case study", owner)
  const folder = path.join(publicDirOf(contentDir), "static")
  const copies = readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((name) => caseStudyKind(name) === "markdown")
    .map((name) => readFileSync(path.join(folder, name), "utf8"))
  for (const { file } of markdown) expect(copies).not.toContain(readFileSync(file, "utf8"))
})
