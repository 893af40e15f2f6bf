import { caseStudyKind } from "case-study/kind"
import { caseStudyOutline } from "../gatsby/case-studies/case-study-checks"
import { SQL_DIALECTS } from "gatsby-remark-duckdb/blocks"
import { isChart } from "chart-spec"
import { budgets } from "../scripts/budgets.mjs"
import { caseStudySource } from "../src/lib/case-study-source"
import { statusLabel } from "../src/lib/project-status"
import { expectNoViolations, expectTargetsClearAsLoaded } from "./axe"
import { expect, prefixOf, skipWithout, test, type CaseStudyPage } from "./content"
import { expectScrolledTo, loadedScripts, reactOwns, sidewaysOverflow } from "./page-helpers"
import { bothWidths, desktop, phone } from "./viewports"
import { shownHeadings } from "./query-values"

// The owner's case studies, read from the folder the site was built from: runs for both owners'
// sites. An owner without published case studies has nothing to check here but the drafts.

test.use(desktop)

const neighbours = (pages: CaseStudyPage[], index: number) => [pages[index - 1], pages[index + 1]]

test("View Project opens a published case study in the same tab; drafts are not built", async ({
  page,
  request,
  caseStudies: { published, drafts },
  owner,
  baseURL,
}) => {
  for (const { path } of drafts) expect((await request.get(path)).status(), path).toBe(404)
  skipWithout("this owner has no published case study", owner)
  await page.goto("./")
  for (const { project, path } of published) {
    const card = page.locator("#portfolio article", { has: page.getByText(project.title) })
    const view = card.getByRole("link", { name: "View Project" })
    await expect(view).toHaveAttribute("href", `${prefixOf(baseURL)}/${path}`)
    await expect(view).not.toHaveAttribute("target", /./)
  }
  const [first] = published
  await page
    .locator("#portfolio article", { has: page.getByText(first.project.title) })
    .getByRole("link", { name: "View Project" })
    .click()
  await expect(page).toHaveURL(new RegExp(`/${first.path}$`))
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.project.title)
})

test("a case study shows its project: title, facts, links, picture and the way on", async ({
  page,
  caseStudies: { published },
  owner,
  baseURL,
}) => {
  skipWithout("this owner has no published case study", owner)
  const home = `${prefixOf(baseURL)}/`
  for (const [index, { project, path }] of published.entries()) {
    await page.goto(path)
    const main = page.getByRole("main")
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1)
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(project.title)
    await expect(main.getByText(project.description, { exact: true })).toBeVisible()
    await expect(
      main.getByText(new RegExp(`Case study · ${statusLabel(project.status)}`)),
    ).toBeVisible()
    const tags = main.getByRole("list", { name: "Tags" }).getByRole("listitem")
    expect(await tags.allTextContents()).toEqual(project.tags)
    await expect(main.getByRole("img", { name: `Preview of ${project.title}` })).toBeVisible()
    for (const [name, href] of [
      ["Live Project", project.liveUrl],
      ["Code", project.codeUrl],
    ] as const) {
      const link = main.getByRole("link", { name, exact: true })
      if (href) await expect(link).toHaveAttribute("href", href)
      else await expect(link).toHaveCount(0)
    }
    await expect(main.getByRole("link", { name: "All projects" })).toHaveAttribute(
      "href",
      `${home}#portfolio`,
    )
    // The site's header leads to the home page's sections.
    const nav = page.getByRole("navigation", { name: "Main" })
    await expect(nav.getByRole("link", { name: "About", exact: true })).toHaveAttribute(
      "href",
      `${home}#about`,
    )
    const way = page.getByRole("navigation", { name: "More case studies" })
    const [previous, next] = neighbours(published, index)
    for (const [label, other] of [
      ["Previous case study", previous],
      ["Next case study", next],
    ] as const) {
      const link = way.getByRole("link", { name: new RegExp(label) })
      if (other) {
        await expect(link).toHaveAttribute("href", `${home}${other.path}`)
        await expect(link).toContainText(other.project.title)
      } else await expect(link).toHaveCount(0)
    }
  }
})

// The places a case study's source opens, each on its vendor's site: a notebook on GitHub, in
// Colab, in nbviewer and in Binder; a Markdown case study's code on GitHub.
const SOURCE_HOSTS = {
  "View on GitHub": "github.com",
  "Run in Colab": "colab.research.google.com",
  "View in nbviewer": "nbviewer.org",
  "Run in Binder": "mybinder.org",
  "Code on GitHub": "github.com",
} as const

for (const javaScriptEnabled of [true, false])
  test.describe(javaScriptEnabled ? "with JavaScript" : "with JavaScript off", () => {
    test.use({ javaScriptEnabled })

    test("a case study's source: plain links to where its notebook runs, or to its code", async ({
      page,
      caseStudies: { published },
      owner,
    }) => {
      skipWithout("this owner gives no case study a source", owner)
      const withSource = published.filter(({ project }) => project.source)
      for (const { project, path, file } of withSource) {
        const notebook = caseStudyKind(file) === "notebook"
        const { links } = caseStudySource(String(project.source), notebook)
        expect(links.map(({ name }) => name)).toEqual(
          notebook
            ? ["View on GitHub", "Run in Colab", "View in nbviewer", "Run in Binder"]
            : ["Code on GitHub"],
        )
        await page.goto(path)
        const list = page
          .getByRole("main")
          .getByRole("list", { name: notebook ? "The notebook elsewhere" : "The code" })
        await expect(list.getByRole("link")).toHaveCount(links.length)
        for (const { name, href } of links) {
          const link = list.getByRole("link", { name, exact: true })
          await expect(link).toHaveAttribute("href", href)
          await expect(link).toHaveAttribute("target", "_blank")
          await expect(link).toBeVisible()
          expect(new URL(href).host).toBe(SOURCE_HOSTS[name as keyof typeof SOURCE_HOSTS])
          // A badge from the web would be an image: these are the vendors' names, as text.
          await expect(link.locator("img")).toHaveCount(0)
        }
        if (notebook) {
          await expect(list.getByRole("link", { name: "Run in Binder" })).toHaveAttribute(
            "href",
            /^https:\/\/mybinder\.org\/v2\/gh\/[^/]+\/[^/]+\/[^/?]+\?labpath=[^/]+\.ipynb$/,
          )
          await expect(page.getByRole("link", { name: "Notebook (.ipynb)" })).toBeVisible()
        }
      }
      for (const { path } of published.filter(({ project }) => !project.source)) {
        await page.goto(path)
        // (A query's "Run in DuckDB's shell" is the page's own, not a source's.)
        await expect(
          page.getByRole("link", { name: /^(Run in (?!DuckDB's shell)|View in|View on) / }),
        ).toHaveCount(0)
      }
    })
  })

test("the Markdown body: headings to link to, images, tables and highlighted code", async ({
  page,
  caseStudies: { published },
  owner,
}, testInfo) => {
  skipWithout("this owner has no published case study", owner)
  for (const { path, file, contentDir } of published) {
    const outline = caseStudyOutline(file, contentDir)
    await page.goto(path)
    const body = page.locator("#case-study")
    // Every heading of the Markdown, in order, one level under the title, each linking to itself
    // (a value of a query in it written as its query gives it).
    const headings = body.locator("h2, h3, h4, h5, h6")
    expect(
      await headings.evaluateAll((all) =>
        all.map((h) => ({ depth: Number(h.tagName[1]), text: h.textContent })),
      ),
    ).toEqual(await shownHeadings(file, contentDir, testInfo.outputPath("sql-cache")))
    for (const heading of await headings.all()) {
      const id = await heading.getAttribute("id")
      expect(id).toMatch(/^[a-z0-9-]+$/)
      await expect(heading.getByRole("link")).toHaveAttribute("href", `#${id}`)
    }
    // Images and a notebook's figures keep their text, load lazily, hold their space before they
    // arrive, and arrive whole once a reader scrolls to them.
    const pictures = [
      ...outline.images.filter(({ url }) => !isChart(url)),
      ...outline.figures.map((alt) => ({ alt })),
    ]
    for (const { alt } of pictures) {
      const image = body.getByRole("img", { name: alt, exact: true })
      await expect(image).toHaveAttribute("loading", "lazy")
      expect((await image.boundingBox())?.height, alt).toBeGreaterThan(0)
      await image.scrollIntoViewIfNeeded()
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
          message: alt,
        })
        .toBeGreaterThan(0)
    }
    // The Markdown's own tables scroll in their box, which a keyboard can focus; a notebook's
    // output tables in a box of their own, as a chart's data table does.
    for (const table of await body
      .locator("table:not(figure table, .nb-table table, .sql-result table)")
      .all())
      await expect(table).toHaveAttribute("tabindex", "0")
    for (const box of await body.locator(".nb-table, .sql-result").all())
      await expect(box).toHaveAttribute("tabindex", "0")
    // Code is highlighted in the HTML: Prism's tokens, and no highlighter in the page's scripts.
    // (A notebook's printed output is preformatted too, but it is no code.)
    const blocks = body.locator(".gatsby-highlight pre > code")
    expect(
      await blocks.evaluateAll((all) =>
        all.map((code) => code.className.replace(/^language-/, "")),
      ),
    ).toEqual(
      // Other databases' SQL is highlighted as SQL (gatsby-config.ts).
      outline.codeLanguages.map((lang) => (SQL_DIALECTS.includes(lang) ? "sql" : lang || "text")),
    )
    for (const [index, lang] of outline.codeLanguages.entries())
      if (["sql", "python", "r", "shell", ...SQL_DIALECTS].includes(lang))
        expect(await blocks.nth(index).locator(".token").count()).toBeGreaterThan(0)
  }
})

test("every link of the body that stays on the site leads somewhere: a page, a heading, a file", async ({
  page,
  request,
  caseStudies: { published },
  owner,
}) => {
  skipWithout("this owner has no published case study", owner)
  for (const { path } of published) {
    await page.goto(path)
    const here = new URL(page.url())
    const links = await page
      .locator("#case-study a[href]")
      .evaluateAll((all) => all.map((a) => (a as HTMLAnchorElement).href))
    for (const link of new Set(links)) {
      const url = new URL(link)
      if (url.origin !== here.origin) continue
      if (url.pathname === here.pathname && url.hash)
        await expect(page.locator(`[id="${decodeURIComponent(url.hash.slice(1))}"]`)).toHaveCount(1)
      else expect((await request.get(url.pathname)).status(), `${path}: ${link}`).toBe(200)
    }
  }
})

test("its head: title, description, canonical URL, share image, JSON-LD; in the sitemap", async ({
  page,
  request,
  content,
  caseStudies: { published, drafts },
  owner,
  baseURL,
}) => {
  const sitemap = await (await request.get("sitemap-0.xml")).text()
  for (const { path } of drafts) expect(sitemap).not.toContain(`/${path}<`)
  skipWithout("this owner has no published case study", owner)
  for (const { project, path } of published) {
    await page.goto(path)
    const title = `${project.title} · ${content.profile.name}`
    await expect(page).toHaveTitle(title)
    const meta = (selector: string) => page.locator(selector).getAttribute("content")
    expect(await meta('meta[name="description"]')).toBe(project.description)
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href")
    expect(canonical).toMatch(new RegExp(`^https?://[^/]+${prefixOf(baseURL)}/${path}$`))
    expect(sitemap).toContain(`<loc>${canonical}</loc>`)
    expect(await meta('meta[property="og:title"]')).toBe(title)
    expect(await meta('meta[property="og:type"]')).toBe("article")
    const image = await meta('meta[property="og:image"]')
    const served = await request.get(new URL(image ?? "").pathname)
    expect(served.headers()["content-type"]).toMatch(/image\/png/)
    const work = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
    )
    expect(work).toMatchObject({
      "@type": "CreativeWork",
      name: project.title,
      description: project.description,
      url: canonical,
      image,
      author: { "@type": "Person", name: content.profile.name },
    })
  }
})

test("no framework: the header's islands, 6 KB at most, and no Markdown or highlighter code", async ({
  page,
  caseStudies: { published },
  owner,
}) => {
  skipWithout("this owner has no published case study", owner)
  for (const { path } of published) {
    const study = await loadedScripts(page, path)
    expect(study.bytes, path).toBeLessThanOrEqual(budgets.pageScriptBytes)
    for (const source of study.sources)
      expect(source).not.toMatch(/gatsby-highlight|heading-anchor|Prism\.languages|remark/)
    expect(await reactOwns(page, "body *")).not.toContain(true)
  }
  // The header works: the menu opens on a phone.
  await page.setViewportSize(phone.viewport)
  await page.getByRole("button", { name: "Menu" }).click()
  await expect(page.locator("#mobile-menu")).toBeVisible()
})

test.describe("with JavaScript off", () => {
  test.use({ ...desktop, javaScriptEnabled: false })

  test("a case study reads completely, and its links lead home", async ({
    page,
    caseStudies: { published },
    owner,
  }, testInfo) => {
    skipWithout("this owner has no published case study", owner)
    for (const { project, path, file, contentDir } of published) {
      await page.goto(path)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.title)
      for (const { text } of await shownHeadings(
        file,
        contentDir,
        testInfo.outputPath("sql-cache"),
      ))
        await expect(page.getByRole("heading", { name: text, exact: true })).toBeVisible()
    }
    await page.goto(published[0].path)
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Skills", exact: true })
      .click()
    await expectScrolledTo(page, "skills")
  })
})

test.describe("on the narrowest phone", () => {
  test.use({ ...phone, viewport: { width: 320, height: 640 } })

  // Prose, lists, tables' cells and inline code wrap a long word (a bare URL, a dotted identifier)
  // rather than widen the page: the tests' second owner has them in Markdown and in a notebook.
  test("long words wrap: no case study widens a 320 px page", async ({
    page,
    caseStudies: { published },
    owner,
  }) => {
    skipWithout("this owner has no published case study", owner)
    for (const { path } of published) {
      await page.goto(path)
      const overflow = await sidewaysOverflow(page)
      expect(overflow, path).toBeLessThanOrEqual(0)
    }
  })
})

for (const [name, viewport] of bothWidths) {
  for (const colorScheme of ["light", "dark"] as const) {
    test.describe(`on ${name}, ${colorScheme}`, () => {
      test.use({ ...viewport, colorScheme })

      // First as an audit reads the page as it loads (its blocks not drawn), then whole.
      test("axe finds nothing on a case study, and nothing scrolls sideways", async ({
        page,
        caseStudies: { published },
        owner,
      }) => {
        skipWithout("this owner has no published case study", owner)
        // axe reads a whole page: a long notebook takes it a while on a slow machine.
        test.setTimeout(20_000 * published.length + 10_000)
        for (const { path } of published) {
          await page.goto(path)
          await expectTargetsClearAsLoaded(page)
          await expectNoViolations(page)
          const overflow = await sidewaysOverflow(page)
          expect(overflow, path).toBeLessThanOrEqual(0)
        }
      })
    })
  }
}
