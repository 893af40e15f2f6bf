import { gzipSync } from "node:zlib"
import type { Locator, Page } from "@playwright/test"
import { expectNoViolations } from "./axe"
import { expect, skipWithout, test as withContent } from "./content"
import {
  chartsOf,
  explorable,
  filtersByLegend,
  hasInputs,
  hasPathMarkWithTooltips,
  hasTooltips,
  interactiveOnFirstPage,
  isInteractive,
  pansAndZooms,
  tooHeavy,
  type Chart,
} from "./owner-features"
import { expectIslandsStarted, isVisitCount, nextFrames, sidewaysOverflow } from "./page-helpers"
import { bothWidths, desktop, phone } from "./viewports"

// A chart's tooltips in its picture, and its live view on a click (plugins/gatsby-remark-vega-lite,
// explorer.mjs), on both owners' sites: the charts are read from the case studies the site was
// built from, Markdown and notebooks alike.

const test = withContent.extend<{ charts: Chart[] }>({
  charts: async ({ caseStudies }, provide) => provide(chartsOf(caseStudies.published)),
})

test.use(desktop)

// A chart's figure, its picture shown or hidden (while the live view is up).
const figureOf = (page: Page, alt: string) =>
  page.locator("figure.chart", {
    has: page.getByRole("img", { name: alt, exact: true, includeHidden: true }),
  })

// The drawing the page shows (the phone's on a phone), found again while it is hidden.
async function shownPicture(figure: Locator) {
  const drawing = figure
    .locator(":scope > .chart-wide, :scope > .chart-narrow, :scope > .chart-drawing")
    .filter({ visible: true })
  const kind = (await drawing.getAttribute("class"))?.split(" ")[0]
  return figure.locator(`:scope > .${kind} > svg`)
}

// The titles of a drawing's marks, in the order it draws them.
const titlesOf = (svg: Locator) =>
  svg.evaluate((element) =>
    [...element.querySelectorAll("title")].map((title) => title.textContent),
  )

// A tooltip's words, whether a title's lines ("Month: Mar 2024") or vega-tooltip's table cells.
const words = (value: string | null) => (value ?? "").replace(/[\s:]+/g, " ").trim()

const box = (locator: Locator) =>
  locator.evaluate((element) => {
    const { width, height } = element.getBoundingClientRect()
    return { width, height }
  })

// How many data points a drawing draws: its marks' elements, and a line's or an area's vertices.
const drawnPoints = (svg: Locator) =>
  svg.evaluate((element) =>
    [...element.querySelectorAll(".role-mark > *")].reduce((sum, mark) => {
      const joined = /mark-(line|area|trail)/.test(mark.parentElement?.getAttribute("class") ?? "")
      return sum + (joined ? (mark.getAttribute("d")?.match(/[MLCSQTHVA]/g) ?? []).length : 1)
    }, 0),
  )
// A picture keeps a chart's tooltips as titles unless they would take the chart past its budget
// (64 KB gzipped on its page: plugins/gatsby-remark-vega-lite), when they stay with its live view.
// A chart of a thousand points or fewer is far from that.
const mayLeaveTitles = async (svg: Locator) => (await drawnPoints(svg)) > 1000

test("the button on interactive charts only (not too heavy to explore); each drawing carries the tooltips", async ({
  page,
  charts,
  owner,
}) => {
  skipWithout("this owner has no chart", owner)
  for (const chart of charts) {
    await page.goto(chart.page)
    const figure = figureOf(page, chart.alt)
    const button = figure.getByRole("button", { name: "Explore this chart" })
    if (explorable(chart)) await expect(button, chart.alt).toHaveCount(1)
    if (!isInteractive(chart.spec) || tooHeavy(chart))
      await expect(button, chart.alt).toHaveCount(0)
    // Both drawings, the phone's and the desktop's, whichever the page shows.
    const drawings = figure.locator("svg[role=img]")
    const titles = await Promise.all((await drawings.all()).map(titlesOf))
    const heavy = await mayLeaveTitles(drawings.first())
    for (const each of titles) {
      if (hasTooltips(chart.spec)) expect(each.length > 0 || heavy, chart.alt).toBe(true)
      else expect(each, chart.alt).toEqual([])
      expect([...each].sort()).toEqual([...titles[0]].sort())
    }
  }
})

// The points that carry the tooltips of a line's, an area's or a trail's values in a drawing.
const tooltipPoints = (svg: Locator) => svg.locator(".role-tooltip > path")

// Where the pointer goes for a point: its centre, or, where the clip of its plot passes through
// the centre (a point on the plot's edge: its highest or its lowest), the spot a pixel inside it,
// where the visitor sees the half of it that is drawn.
const spotOf = (point: Locator) =>
  point.evaluate((own) => {
    const { x, y, width, height } = own.getBoundingClientRect()
    const centre = [x + width / 2, y + height / 2] as const
    const clipped = own.closest("[clip-path]")
    const id = /#([^)"']+)/.exec(clipped?.getAttribute("clip-path") ?? "")?.[1]
    const rect = id ? document.getElementById(id)?.querySelector("rect") : null
    const matrix = clipped instanceof SVGGraphicsElement ? clipped.getScreenCTM() : null
    if (!rect || !matrix) return centre
    const [left, top] = [rect.x.baseVal.value, rect.y.baseVal.value]
    const [from, to] = [
      new DOMPoint(left, top),
      new DOMPoint(left + rect.width.baseVal.value, top + rect.height.baseVal.value),
    ].map((corner) => corner.matrixTransform(matrix))
    const within = (value: number, low: number, high: number) =>
      Math.min(Math.max(value, low + 1), high - 1)
    return [within(centre[0], from.x, to.x), within(centre[1], from.y, to.y)] as const
  })

test("each point of a line or an area with tooltips is found by the pointer, with its title", async ({
  page,
  charts,
  owner,
}) => {
  skipWithout("this owner has no line or area with tooltips", owner)
  const pathMarks = charts.filter(hasPathMarkWithTooltips)
  let hovered = 0
  for (const chart of pathMarks) {
    await page.goto(chart.page)
    const picture = await shownPicture(figureOf(page, chart.alt))
    await picture.scrollIntoViewIfNeeded()
    const points = await tooltipPoints(picture).all()
    expect(points.length > 0 || (await mayLeaveTitles(picture)), chart.alt).toBe(true)
    for (const [index, point] of points.entries()) {
      // In view, and still: a block above it drawn as it nears the screen may move it (its
      // figure's summary and keys make it taller than the screen's rest).
      await point.scrollIntoViewIfNeeded()
      await nextFrames(page)
      const [x, y] = await spotOf(point)
      await page.mouse.move(x, y)
      // What the pointer is on, as the browser finds it for its tooltip: this point, or one drawn
      // over it (later in its drawing) whose circle covers its centre.
      const found = await point.evaluate(
        (own, [x, y]) => {
          const under = document.elementFromPoint(x, y)
          const drawn = [...(own.closest("svg")?.querySelectorAll(".role-tooltip > path") ?? [])]
          const box = under?.getBoundingClientRect()
          return {
            itself: under === own,
            covering:
              !!under &&
              !!box &&
              drawn.indexOf(under) > drawn.indexOf(own) &&
              Math.hypot(box.x + box.width / 2 - x, box.y + box.height / 2 - y) < box.width / 2,
            title: under?.querySelector(":scope > title")?.textContent ?? null,
            ownTitle: own.querySelector(":scope > title")?.textContent ?? null,
          }
        },
        [x, y] as const,
      )
      expect(found.itself || found.covering, `${chart.alt}, point ${index + 1}`).toBe(true)
      expect(found.title).toBeTruthy()
      if (found.itself) expect(found.title).toBe(found.ownTitle)
      hovered += 1
    }
  }
  expect(hovered).toBeGreaterThan(0)
})

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false })

  test("the picture with its tooltips, and no button", async ({ page, charts, owner }) => {
    skipWithout("this owner has no chart with tooltips", owner)
    const tipped = charts.filter((chart) => hasTooltips(chart.spec))
    for (const chart of tipped) {
      await page.goto(chart.page)
      const figure = figureOf(page, chart.alt)
      await expect(figure.getByRole("img", { name: chart.alt, exact: true })).toBeVisible()
      const drawing = figure.locator("svg[role=img]").first()
      const titled = (await titlesOf(drawing)).length > 0
      expect(titled || (await mayLeaveTitles(drawing)), chart.alt).toBe(true)
      await expect(figure.getByRole("button")).toHaveCount(0)
    }
  })
})

// The policy's complaints and the requests to other origins, from here on.
function watch(page: Page, origin: string) {
  const violations: string[] = []
  const elsewhere: string[] = []
  page.on("console", (message) => {
    if (/Content.Security.Policy|unsafe-eval/i.test(message.text())) violations.push(message.text())
  })
  page.on("pageerror", (error) => violations.push(error.message))
  page.on("request", (request) => {
    const url = request.url()
    if (!url.startsWith(origin) && !url.startsWith("data:") && !isVisitCount(url))
      elsewhere.push(url)
  })
  return { violations, elsewhere }
}

test("on a click: the live chart in the picture's box, its tooltip on hover, and back", async ({
  page,
  charts,
  baseURL,
  owner,
}) => {
  skipWithout("this owner has no interactive chart", owner)
  const interactive = charts.filter(explorable)
  const seen = watch(page, new URL(baseURL ?? "").origin)
  for (const chart of interactive) {
    await page.goto(chart.page)
    const figure = figureOf(page, chart.alt)
    const picture = await shownPicture(figure)
    await picture.scrollIntoViewIfNeeded()
    // Drawn: until a block near the screen is drawn, it holds 400 px (src/styles/prose.ts).
    await nextFrames(page)
    // The picture's box (its drawing's, which it fills) and the figure around it, before the click.
    const before = { picture: await box(picture), drawing: await box(picture.locator("..")) }
    const figureBefore = await box(figure)
    const staticTitles = await titlesOf(picture)
    await figure.getByRole("button", { name: "Explore this chart" }).click()
    const live = figure.locator(".chart-live")
    await expect(live.locator("svg")).toBeVisible()
    await expect(picture).toBeHidden()
    await expect(live).toBeFocused()
    // The live chart takes exactly the picture's box: the page around it does not move (where the
    // chart has inputs, they come under it).
    expect(await box(live.locator("svg").first()), chart.alt).toEqual(before.picture)
    if (!hasInputs(chart.spec)) {
      expect(await box(live), chart.alt).toEqual(before.drawing)
      expect(await box(figure), chart.alt).toEqual(figureBefore)
    }
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)

    // (A picture that leaves its tooltips to the live view has no title to compare with.)
    if (hasTooltips(chart.spec) && (staticTitles.length > 0 || !(await mayLeaveTitles(picture)))) {
      // The first mark with a tooltip: its live tooltip says what its title says.
      const marks = live.locator(".role-mark > path, .role-tooltip > path")
      const titled = await picture.evaluate((svg) =>
        [...svg.querySelectorAll(".role-mark > path, .role-tooltip > path")].findIndex((path) =>
          path.querySelector("title"),
        ),
      )
      expect(titled).toBeGreaterThanOrEqual(0)
      const mark = marks.nth(titled)
      const where = await mark.boundingBox()
      expect(where).not.toBeNull()
      await page.mouse.move(where!.x + where!.width / 2, where!.y + where!.height / 2)
      const tooltip = page.locator("#vg-tooltip-element")
      await expect(tooltip).toBeVisible()
      const title = await picture.evaluate((svg, index) => {
        const marks = svg.querySelectorAll(".role-mark > path, .role-tooltip > path")
        return marks[index].querySelector("title")?.textContent ?? null
      }, titled)
      expect(staticTitles).toContain(title)
      expect(words(await tooltip.innerText())).toBe(words(title))
    }

    await figure.getByRole("button", { name: "Show the picture" }).click()
    await expect(picture).toBeVisible()
    await expect(live).toHaveCount(0)
    await expect(figure.getByRole("button", { name: "Explore this chart" })).toBeFocused()
  }
  expect(seen.violations).toEqual([])
  expect(seen.elsewhere).toEqual([])
})

test("what the analyst made it do: a drag pans, a legend's entry picks its series", async ({
  page,
  charts,
  baseURL,
  owner,
}) => {
  skipWithout("this owner has no chart that pans or picks", owner)
  const panning = charts.filter((chart) => explorable(chart) && pansAndZooms(chart.spec))
  const picking = charts.filter((chart) => explorable(chart) && filtersByLegend(chart.spec))
  const seen = watch(page, new URL(baseURL ?? "").origin)
  const open = async (chart: Chart) => {
    await page.goto(chart.page)
    const figure = figureOf(page, chart.alt)
    await figure.scrollIntoViewIfNeeded()
    await figure.getByRole("button", { name: "Explore this chart" }).click()
    const svg = figure.locator(".chart-live svg")
    await expect(svg).toBeVisible()
    // In view, and still, before the pointer measures it.
    await svg.scrollIntoViewIfNeeded()
    await nextFrames(page)
    return svg
  }
  for (const chart of panning) {
    const svg = await open(chart)
    const labels = () => svg.locator(".role-axis-label text").allTextContents()
    const shown = await labels()
    const plot = await svg.locator(".role-mark").first().boundingBox()
    expect(plot).not.toBeNull()
    const [x, y] = [plot!.x + plot!.width / 2, plot!.y + plot!.height / 2]
    await page.mouse.move(x, y)
    await page.mouse.down()
    await page.mouse.move(x - plot!.width / 3, y, { steps: 8 })
    await page.mouse.up()
    await expect.poll(labels, { message: chart.alt }).not.toEqual(shown)
  }
  for (const chart of picking) {
    const svg = await open(chart)
    const opacities = () =>
      svg
        .locator(".role-mark")
        .evaluateAll((marks) =>
          marks.flatMap((mark) =>
            [...mark.querySelectorAll("path")].map((path) => getComputedStyle(path).opacity),
          ),
        )
    const all = await opacities()
    await svg.locator(".role-legend-label text").first().click()
    await expect.poll(opacities, { message: chart.alt }).not.toEqual(all)
  }
  expect(seen.violations).toEqual([])
  expect(seen.elsewhere).toEqual([])
})

test("the live chart's code loads on the first click only, once: 220 KB at most, a spec 25 KB", async ({
  page,
  charts,
  owner,
}) => {
  skipWithout("this owner has no interactive chart", owner)
  const onPage = interactiveOnFirstPage(charts)
  // Each response's body is read only when weighed: one still arriving when the test ends (a lazy
  // image) would fail it otherwise.
  const loaded: Array<{ url: string; kind: string; bytes: () => Promise<number> }> = []
  page.on("response", (response) =>
    loaded.push({
      url: response.url(),
      kind: response.request().resourceType(),
      bytes: () => response.body().then((body) => gzipSync(body).length),
    }),
  )
  await page.goto(onPage[0].page)
  const figure = figureOf(page, onPage[0].alt)
  // A visitor comes to the chart: the page's islands load with that first use.
  await figure.scrollIntoViewIfNeeded()
  await expectIslandsStarted(page)
  await page.waitForLoadState("networkidle")
  const beforeClick = loaded.length
  // Before a click: nothing of the live chart, and no script of the charts' in the page: the
  // buttons are the page's click-to-load island's.
  expect(
    loaded.map(({ url }) => url).filter((url) => /\/static\/charts\/.*\.(js|json)$/.test(url)),
  ).toEqual([])
  expect(await page.locator(".case-study-body script").count()).toBe(0)

  await figure.getByRole("button", { name: "Explore this chart" }).click()
  await expect(figure.locator(".chart-live svg")).toBeVisible()
  const first = loaded.slice(beforeClick)
  const scripts = first.filter(({ kind }) => kind === "script")
  expect(scripts).toHaveLength(1)
  expect(await scripts[0].bytes()).toBeLessThanOrEqual(220_000)
  const specs = first.filter(({ url }) => url.endsWith(".json"))
  expect(specs).toHaveLength(1)
  expect(await specs[0].bytes()).toBeLessThanOrEqual(25_000)

  skipWithout("this owner's page has one interactive chart", owner)
  const afterFirst = loaded.length
  const second = figureOf(page, onPage[1].alt)
  await second.scrollIntoViewIfNeeded()
  await second.getByRole("button", { name: "Explore this chart" }).click()
  await expect(second.locator(".chart-live svg")).toBeVisible()
  const more = loaded.slice(afterFirst).filter(({ url }) => !/\.(png|jpe?g|webp|avif)$/.test(url))
  expect(more.map(({ url }) => url.split("/").pop())).toEqual([expect.stringMatching(/\.json$/)])
})

for (const [name, viewport] of bothWidths) {
  for (const colorScheme of ["light", "dark"] as const) {
    test.describe(`on ${name}, ${colorScheme}`, () => {
      test.use({ ...viewport, colorScheme })

      test("axe finds nothing before the click or after it", async ({ page, charts, owner }) => {
        skipWithout("this owner has no interactive chart", owner)
        const interactive = charts.filter(explorable)
        const chart = interactive[0]
        await page.goto(chart.page)
        await expectNoViolations(page)
        const figure = figureOf(page, chart.alt)
        await figure.scrollIntoViewIfNeeded()
        await figure.getByRole("button", { name: "Explore this chart" }).click()
        await expect(figure.locator(".chart-live svg")).toBeVisible()
        await expectNoViolations(page)
        // On a phone, the phone's drawing, within the page.
        if (viewport === phone) expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
      })
    })
  }
}
