import type { Locator, Page } from "@playwright/test"
import { expectNoViolations } from "./axe"
import { expect, skipWithout, test as withContent } from "./content"
import { chartsOf, type Chart } from "./owner-features"
import { desktop, phone } from "./viewports"

// A chart read with the keyboard alone, and heard: every chart of the owner's case studies
// (Markdown and notebooks), on the static drawing, in real Chromium. Runs for both owners' sites.

// The pages of the owner's published case studies that draw charts, with their charts' names.
const chartPagesOf = (charts: Chart[]) =>
  [...new Set(charts.map(({ page }) => page))].map((path) => ({
    path,
    alts: charts.filter(({ page }) => page === path).map(({ alt }) => alt),
  }))

const test = withContent.extend<{ chartPages: ReturnType<typeof chartPagesOf> }>({
  chartPages: async ({ caseStudies }, provide) =>
    provide(chartPagesOf(chartsOf(caseStudies.published))),
})

test.use(desktop)

// The tones a page starts, counted in the page (Web Audio's oscillators).
const countTones = () => {
  const started = { count: 0, contexts: [] as AudioContext[] }
  Object.assign(window, { chartTones: started })
  const create = AudioContext.prototype.createOscillator
  AudioContext.prototype.createOscillator = function (this: AudioContext) {
    if (!started.contexts.includes(this)) started.contexts.push(this)
    const oscillator = create.call(this)
    const start = oscillator.start.bind(oscillator)
    oscillator.start = (when?: number) => {
      started.count += 1
      start(when)
    }
    return oscillator
  }
}
const tones = (page: Page) =>
  page.evaluate(() => {
    const { count, contexts } = (
      window as unknown as { chartTones: { count: number; contexts: AudioContext[] } }
    ).chartTones
    return { count, states: contexts.map((context) => context.state) }
  })

// Tabs until the focus is on the drawing of the chart named `alt`.
async function tabTo(page: Page, drawing: Locator) {
  for (let presses = 0; presses < 200; presses += 1) {
    await page.keyboard.press("Tab")
    if (
      await drawing.evaluate((element) => element === document.activeElement, null, {
        timeout: 2000,
      })
    )
      return
  }
  throw new Error("the chart's drawing is not reached by Tab")
}

// WCAG's contrast ratio of two colours as computed styles write them (rgb(r, g, b)).
const contrast = (a: string, b: string) => {
  const luminance = (colour: string) => {
    const [r, g, bl] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((channel) => {
      const c = Number(channel) / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl
  }
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (high + 0.05) / (low + 0.05)
}

test("before a focus or a click, a page with charts loads neither the reader nor the sound", async ({
  page,
  chartPages,
  owner,
}) => {
  skipWithout("this owner has no chart", owner)
  const requested: string[] = []
  page.on("request", (request) => requested.push(request.url()))
  await page.goto(chartPages[0].path)
  await page.waitForLoadState("networkidle")
  const scripts = requested.filter((url) => url.endsWith(".js"))
  expect(scripts).toEqual([])
})

test("each chart: one tab stop, its points read in order with the arrows, outlined, left with Escape", async ({
  page,
  chartPages,
  owner,
}) => {
  skipWithout("this owner has no chart", owner)
  test.setTimeout(240_000)
  for (const { path, alts } of chartPages) {
    for (const alt of alts) {
      await page.goto(path)
      const figure = page
        .locator("figure.chart", { has: page.getByRole("img", { name: alt, exact: true }) })
        .first()
      // A chart in a folded output (a notebook's hide-output) is reached once it is opened.
      const folded = figure.locator("xpath=ancestor::details[not(@open)]")
      if ((await folded.count()) > 0) await folded.first().locator("summary").first().click()
      const drawing = figure.locator("svg[data-chart-drawing]:visible")
      await tabTo(page, drawing)
      // Described by its summary and its keys.
      await expect(drawing).toHaveAccessibleDescription(/Keys: Left and Right/)
      await expect(figure.locator(".chart-summary")).not.toBeEmpty()
      const announce = figure.locator(".chart-announce")
      const reading = JSON.parse((await figure.getAttribute("data-reading")) ?? "{}") as {
        rows: Array<{ n: string; k: string; p?: unknown[] }>
        start: number
      }
      const row = reading.rows[reading.start]
      const count = row.p?.length ?? 0
      expect(count).toBeGreaterThan(0)
      // The reader's code arrives on this first focus: Home, once it has, reads the first point.
      await expect(async () => {
        await page.keyboard.press("Home")
        await expect(announce).toHaveText(new RegExp(`^${escape(row.n)}.*1 of ${count}: \\S`), {
          timeout: 1000,
        })
      }).toPass()
      await expect(figure.locator(".chart-focus")).toHaveCount(1)
      for (let at = 2; at <= Math.min(count, 12); at += 1) {
        await page.keyboard.press("ArrowRight")
        await expect(announce).toHaveText(new RegExp(`^${at} of ${count}: \\S`))
      }
      await page.keyboard.press("End")
      await expect(announce).toHaveText(new RegExp(`^${count} of ${count}: \\S`))
      // Up through the series to the axes and the legend.
      for (let up = reading.start - 1; up >= 0; up -= 1) {
        await page.keyboard.press("ArrowUp")
        await expect(announce).toHaveText(new RegExp(`^${escape(reading.rows[up].n)}`))
      }
      await page.keyboard.press("Escape")
      await expect(announce).toHaveText("Left the chart's points.")
      await expect(figure.locator(".chart-focus")).toHaveCount(0)
      await page.keyboard.press("Tab")
      await expect(drawing).not.toBeFocused()
    }
  }
})

test("a case study's share card says its first chart in words: its title and its summary", async ({
  page,
  chartPages,
  owner,
}) => {
  skipWithout("this owner has no chart", owner)
  for (const { path } of chartPages) {
    await page.goto(path)
    const first = page.locator("figure.chart").first()
    const [title, summary] = await Promise.all([
      first.locator(".chart-title").textContent(),
      first.locator(".chart-summary").textContent(),
    ])
    const alt = String(await page.locator('meta[property="og:image:alt"]').getAttribute("content"))
    expect(alt, path).toContain(`. Its chart, ${title}: `)
    // Whole, or cut at a word within X's limit.
    if (alt.endsWith("…")) expect(alt.length).toBeLessThanOrEqual(420)
    else expect(alt.endsWith(String(summary)), path).toBe(true)
  }
})

test.describe("on a phone", () => {
  test.use(phone)

  test("a tap on a mark reads its point and outlines it, the tap that loads the reader too", async ({
    page,
    chartPages,
    owner,
  }) => {
    skipWithout("this owner has no chart", owner)
    await page.goto(chartPages[0].path)
    const figure = page.locator("figure.chart").first()
    const drawing = figure.locator("svg[data-chart-drawing]:visible")
    await drawing.scrollIntoViewIfNeeded()
    // The first data mark the phone's drawing shows (a line's tooltip points stand for it).
    const tooltipPoints = drawing.locator("g.role-tooltip > *")
    const mark = (await tooltipPoints.count())
      ? tooltipPoints.first()
      : drawing.locator("g.role-mark:not(.mark-group) > *").first()
    const box = await mark.boundingBox()
    expect(box).not.toBeNull()
    await page.touchscreen.tap(box!.x + box!.width / 2, box!.y + box!.height / 2)
    await expect(figure.locator(".chart-announce")).toHaveText(/\d+ of \d+: \S/)
    await expect(figure.locator(".chart-focus")).toHaveCount(1)
    await expect(drawing).toBeFocused()
  })
})

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

for (const scheme of ["light", "dark"] as const) {
  test(`the focused point is outlined at 3:1 in the ${scheme} scheme, and axe finds nothing`, async ({
    page,
    chartPages,
    owner,
  }) => {
    skipWithout("this owner has no chart", owner)
    await page.emulateMedia({ colorScheme: scheme })
    await page.goto(chartPages[0].path)
    const drawing = page.locator("figure.chart svg[data-chart-drawing]:visible").first()
    await tabTo(page, drawing)
    await expectNoViolations(page)
    const outline = page.locator(".chart-focus").first()
    await expect(async () => {
      await page.keyboard.press("Home")
      await expect(outline).toBeVisible({ timeout: 1000 })
    }).toPass()
    const [stroke, background] = await outline.evaluate((rect) => [
      getComputedStyle(rect).stroke,
      getComputedStyle(rect.closest("figure") as Element).backgroundColor,
    ])
    expect(contrast(stroke, background)).toBeGreaterThanOrEqual(3)
    await expectNoViolations(page)
  })
}

test("Listen to the chart plays its series, and the keys play each point, from a click", async ({
  page,
  chartPages,
  owner,
}) => {
  skipWithout("this owner has no chart", owner)
  await page.addInitScript(countTones)
  await page.goto(chartPages[0].path)
  const figure = page.locator("figure.chart").first()
  const listen = figure.getByRole("button", { name: "Listen to the chart" })
  await listen.focus()
  await page.keyboard.press("Enter")
  await expect.poll(async () => (await tones(page)).count).toBeGreaterThan(0)
  expect((await tones(page)).states).toEqual(["running"])
  const played = (await tones(page)).count
  await figure.locator("svg[data-chart-drawing]:visible").focus()
  // Each step the keys take plays its point's tone (once the reader's code has arrived).
  await expect(async () => {
    await page.keyboard.press("ArrowRight")
    expect((await tones(page)).count).toBeGreaterThan(played)
  }).toPass()
})
