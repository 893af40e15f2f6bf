import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { queryAnchor } from "gatsby-remark-duckdb/blocks"
import { runQueries } from "gatsby-remark-duckdb/queries"
import { cellText } from "gatsby-remark-duckdb/result-table"
import { TABLE_ROWS } from "data-table"
import { unzipSync } from "fflate"
import { budgets } from "../scripts/budgets.mjs"
import { expect, prefixOf, skipWithout, test, type CaseStudyPage } from "./content"
import { sqlStudiesOf } from "./owner-features"
import { shellParts } from "gatsby-remark-duckdb/shell-link"
import { exactText } from "gatsby-remark-duckdb/cells"
import { DuckDBInstance } from "@duckdb/node-api"
import { bindsValues, caseStudyValues } from "./query-values"
import { loadedScripts } from "./page-helpers"
import { desktop } from "./viewports"

// A SQL case study (plugins/gatsby-remark-duckdb), on both owners' sites: every table on the page
// is the result of the query above it, which the test runs again over the owner's own data.

test.use(desktop)

type Ran = Awaited<ReturnType<typeof runQueries>>[number]

// The owner's published Markdown case studies with queries (owner-features.ts), each with what its
// queries give.
async function sqlStudies(published: CaseStudyPage[], contentDir: string) {
  const cacheDir = mkdtempSync(path.join(tmpdir(), "sql-e2e-"))
  const studies: Array<CaseStudyPage & { ran: Ran[] }> = []
  try {
    for (const { blocks, ...study } of sqlStudiesOf(published)) {
      const ran = await runQueries(blocks, { markdownFile: study.file, contentDir, cacheDir })
      studies.push({ ...study, ran })
    }
  } finally {
    rmSync(cacheDir, { recursive: true, force: true })
  }
  return studies
}

const count = (rows: number) => `${rows.toLocaleString("en")} ${rows === 1 ? "row" : "rows"}`

test("each query's result is on its page, in the query's own columns, as the query gives it", async ({
  page,
  request,
  contentDir,
  caseStudies: { published },
  owner,
}) => {
  skipWithout("this owner has no SQL case study", owner)
  const studies = await sqlStudies(published, contentDir)
  for (const { path: address, ran } of studies) {
    await page.goto(address)
    for (const { block, result } of ran) {
      const query = page.locator(`#${queryAnchor(block)}`)
      const code = query.locator(".gatsby-highlight code.language-sql")
      // The query as written, highlighted at build time; folded where echo=false.
      if (block.echo) await expect(code).toBeVisible()
      else {
        await expect(code).toBeHidden()
        await query.getByText("Show the query").click()
        await expect(code).toBeVisible()
      }
      expect((await code.textContent())?.trim()).toBe(block.sql.trim())
      expect(await code.locator(".token").count()).toBeGreaterThan(0)
      const table = query.locator(".sql-result table")
      if (!block.output || !result) {
        await expect(table).toHaveCount(0)
        continue
      }
      const { columns, types, rowCount, texts } = result
      await expect(table.locator("thead th")).toHaveText(columns)
      await expect(table.locator("caption")).toHaveText(
        rowCount > TABLE_ROWS ? `${TABLE_ROWS} of ${count(rowCount)}` : count(rowCount),
      )
      const shown = await table
        .locator("tbody tr")
        .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((td) => td.textContent ?? "")))
      expect(shown).toEqual(
        texts
          .slice(0, TABLE_ROWS)
          .map((row) =>
            row.map((text, i) => (text === null ? "no value" : cellText(text, types[i]))),
          ),
      )
      if (rowCount === 0) await expect(query).toContainText("The query returned no rows.")
      if (rowCount > TABLE_ROWS) {
        const link = query.getByRole("link", { name: `Download all ${count(rowCount)} (CSV)` })
        const csv = await (await request.get(String(await link.getAttribute("href")))).text()
        const lines = csv.trimEnd().split("\n")
        expect(lines.length).toBe(rowCount + 1)
        // Its header in quotes, whatever the columns' names: it never starts like a page.
        expect(lines[0]).toBe(columns.map((name) => `"${name.replace(/"/g, '""')}"`).join(","))
      }
    }
  }
})

test("a result's text is text: nothing of the data runs, a missing value says so, numbers align right", async ({
  page,
  contentDir,
  caseStudies: { published },
  owner,
}) => {
  skipWithout("this owner has no SQL case study", owner)
  const studies = await sqlStudies(published, contentDir)
  const errors: string[] = []
  page.on("pageerror", (error) => errors.push(error.message))
  page.on("dialog", (dialog) => errors.push(`dialog: ${dialog.message()}`))
  for (const { path: address, ran } of studies) {
    await page.goto(address)
    await expect(page.locator(".sql-result script, .sql-result style")).toHaveCount(0)
    for (const { block, result } of ran.filter(({ result, block }) => result && block.output)) {
      const query = page.locator(`#${queryAnchor(block)}`)
      for (const [i, type] of (result?.types ?? []).entries()) {
        const numeric = /INT|FLOAT|DOUBLE|DECIMAL/.test(type)
        const align = await query
          .locator("thead th")
          .nth(i)
          .evaluate((th) => getComputedStyle(th).textAlign)
        expect([block.number, i, align]).toEqual([block.number, i, numeric ? "right" : "left"])
      }
      // A missing value: an empty cell to the eye, "no value" to assistive technology.
      for (const empty of await query.locator(".sql-null").all()) {
        await expect(empty).toHaveText("no value")
        expect(
          await empty.evaluate((span) => span.getBoundingClientRect().width),
        ).toBeLessThanOrEqual(1)
      }
    }
  }
  expect(errors).toEqual([])
})

test("a reader downloads the queries with their data: a zip of the .sql file the page names", async ({
  page,
  request,
  contentDir,
  caseStudies: { published },
  owner,
}) => {
  skipWithout("this owner has no SQL case study", owner)
  const studies = await sqlStudies(published, contentDir)
  for (const { path: address, file, ran } of studies) {
    await page.goto(address)
    const offer = page.locator("p.sql-run")
    await expect(offer).toHaveCount(1)
    // Before the first query, as the page reads.
    expect(
      await offer.evaluate(
        (p, first) => Boolean(p.compareDocumentPosition(document.getElementById(first)!) & 4),
        queryAnchor(ran[0].block),
      ),
    ).toBe(true)
    const name = path.basename(file, ".md")
    const link = offer.getByRole("link", { name: "download them with their data" })
    await expect(link).toHaveAttribute("download", `${name}.zip`)
    await expect(offer.locator("code")).toHaveText(`duckdb < ${name}.sql`)
    const response = await request.get(String(await link.getAttribute("href")))
    expect(response.status()).toBe(200)
    const files = unzipSync(await response.body())
    const sqlFile = Object.keys(files).find((entry) => entry.endsWith(`${name}.sql`))
    expect(sqlFile).toBeDefined()
    const script = Buffer.from(files[sqlFile!]).toString("utf8")
    // Every query of the page is in it, in the page's order.
    let at = 0
    for (const { block } of ran) {
      const found = script.indexOf(block.sql.trimEnd(), at)
      expect(found).toBeGreaterThan(at - 1)
      at = found
    }
  }
})

test("a chart of a named result draws that result, and the page ships no DuckDB and no data", async ({
  page,
  baseURL,
  contentDir,
  caseStudies: { published },
  owner,
}) => {
  skipWithout("this owner has no SQL case study", owner)
  const studies = await sqlStudies(published, contentDir)
  for (const { path: address, ran } of studies) {
    const requests: string[] = []
    page.on("request", (request) => requests.push(request.url()))
    const scripts = await loadedScripts(page, `${prefixOf(baseURL)}/${address}`)
    page.removeAllListeners("request")
    // No engine, no query and no data: the scripts are the page's islands' (6 KB at most), and
    // hold none of the queries' text; no data file is fetched.
    expect(scripts.bytes).toBeLessThanOrEqual(budgets.pageScriptBytes)
    for (const { block } of ran)
      expect(scripts.sources.some((source) => source.includes(block.sql.trim()))).toBe(false)
    expect(scripts.sources.some((source) => /duckdb|json_serialize_sql/i.test(source))).toBe(false)
    expect(requests.filter((url) => /\.(csv|tsv|parquet|jsonl?)(\?|$)/i.test(url))).toEqual([])
    const markdown = readFileSync(published.find((study) => study.path === address)!.file, "utf8")
    for (const [, alt, url] of markdown.matchAll(/!\[([^\]]*)\]\(([^)\s]+\.vl\.json)\)/g)) {
      const spec = JSON.parse(
        readFileSync(
          path.resolve(path.dirname(published.find((s) => s.path === address)!.file), url),
          "utf8",
        ),
      )
      const named = ran.find(({ block }) => block.id && block.id === spec.data?.name)
      if (!named?.result) continue
      const figure = page.locator("figure.chart", {
        has: page.getByRole("img", { name: alt, exact: true }),
      })
      await figure.getByText("Show the data").click()
      // Each table of what the chart draws (a line's and its points') holds the result's rows.
      const tables = figure.locator(".chart-table table")
      expect(await tables.count()).toBeGreaterThan(0)
      for (const table of await tables.all())
        await expect(table.locator("tbody tr")).toHaveCount(
          Math.min(named.result.rowCount, TABLE_ROWS),
        )
    }
  }
})

test("a value in the prose is its query's, written as its table writes it, and links to the query", async ({
  page,
  caseStudies: { published },
  owner,
}, testInfo) => {
  skipWithout("this owner's prose binds no value of a query", owner)
  for (const { path: address, file, contentDir } of published.filter((study) =>
    bindsValues(study.file),
  )) {
    const { values } = await caseStudyValues(file, contentDir, testInfo.outputPath("sql-cache"))
    await page.goto(address)
    const shown = page.locator("#case-study .sql-value")
    await expect(shown).toHaveText(values.map(({ value }) => value))
    for (const [index, { anchor, title, linkable }] of values.entries()) {
      const value = shown.nth(index)
      await expect(value).toHaveAttribute("title", title)
      // A link to its query's block; in a heading (a link to itself) or a link, text of it.
      if (linkable) await expect(value).toHaveAttribute("href", `#${anchor}`)
      else expect(await value.evaluate((element) => element.tagName)).toBe("SPAN")
    }
    const first = values.findIndex(({ linkable }) => linkable)
    await shown.nth(first).click()
    await expect(page).toHaveURL(new RegExp(`#${values[first].anchor}$`))
    await expect(page.locator(`#${values[first].anchor}`)).toBeInViewport()
  }
})

test("each query's link to DuckDB's web shell runs, over the site's files, to the page's table", async ({
  page,
  request,
  baseURL,
  contentDir,
  caseStudies: { published },
  owner,
}, testInfo) => {
  skipWithout("this owner has no SQL case study", owner)
  const studies = await sqlStudies(published, contentDir)
  const toDuckDB: string[] = []
  page.on("request", (sent) => {
    if (new URL(sent.url()).hostname.endsWith("duckdb.org")) toDuckDB.push(sent.url())
  })
  let linked = 0
  for (const { path: address, ran } of studies) {
    await page.goto(address)
    for (const { block, result } of ran) {
      const link = page
        .locator(`#${queryAnchor(block)}`)
        .getByRole("link", { name: "Run in DuckDB's shell" })
      if (!(await link.count()) || !result) continue
      linked += 1
      const href = String(await link.getAttribute("href"))
      expect(href).toMatch(/^https:\/\/shell\.duckdb\.org\/#queries=v0,/)
      const parts = shellParts(href)
      expect(parts.at(-1)).toBe(block.sql.trimEnd())
      // Its script, in the build's DuckDB: each data file's address fetched from the site under
      // test, as the shell would fetch it from the site.
      const connection = await (await DuckDBInstance.create(":memory:")).connect()
      let columns: string[] = []
      let rows: string[][] = []
      for (const part of parts) {
        let local = part
        for (const [quoted, published] of part.matchAll(/'https:\/\/[^/']+((?:[^']|'')*)'/g)) {
          const site = decodeURIComponent(published.replace(/''/g, "'"))
          const response = await request.get(site.slice(prefixOf(baseURL).length + 1))
          expect(response.status(), site).toBe(200)
          const saved = testInfo.outputPath(`data-${linked}-${path.basename(site)}`)
          writeFileSync(saved, await response.body())
          local = local.replace(quoted, `'${saved.replace(/'/g, "''")}'`)
        }
        const reader = await connection.runAndReadAll(local)
        const types = reader.columnTypes().map(String)
        columns = reader.columnNames()
        rows = reader
          .getRows()
          .map((row) => row.map((value, i) => exactText(value, types[i]) ?? "\u0000"))
      }
      expect(columns).toEqual(result.columns)
      expect(rows.slice(0, TABLE_ROWS)).toEqual(
        result.texts.slice(0, TABLE_ROWS).map((row) => row.map((text) => text ?? "\u0000")),
      )
    }
  }
  // The build gives the links only with the site's https address (SITE_URL), which the page's
  // canonical link names; without one it names the default, www.example.com, and no query links.
  const canonical = String(await page.locator('link[rel="canonical"]').getAttribute("href"))
  if (new URL(canonical).hostname === "www.example.com") expect(linked).toBe(0)
  else expect(linked).toBeGreaterThan(0)
  expect(toDuckDB).toEqual([])
})

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false })

  test("every result is in the page's HTML; a folded query opens without scripts; it prints whole", async ({
    page,
    contentDir,
    caseStudies: { published },
    owner,
  }) => {
    skipWithout("this owner has no SQL case study", owner)
    const studies = await sqlStudies(published, contentDir)
    for (const { path: address, ran } of studies) {
      await page.goto(address)
      const shown = ran.filter(({ block, result }) => block.output && result)
      await expect(page.locator(".sql-result table")).toHaveCount(shown.length)
      for (const { block } of ran.filter(({ block }) => !block.echo)) {
        const query = page.locator(`#${queryAnchor(block)}`)
        await query.getByText("Show the query").click()
        await expect(query.locator("code.language-sql")).toBeVisible()
      }
      await page.emulateMedia({ media: "print" })
      for (const box of await page.locator(".sql-result").all())
        expect(await box.evaluate((div) => getComputedStyle(div).maxHeight)).toBe("none")
      await page.emulateMedia({ media: "screen" })
    }
  })
})
