import { tmpdir } from "node:os"
import { resolve } from "node:path"
import type { Page } from "@playwright/test"
import { expect, skipWithout, test as withContent } from "./content"
import { chartsOf, type Chart } from "./owner-features"
import { loadedScripts, nextFrames, sidewaysOverflow } from "./page-helpers"
import { desktop, phone } from "./viewports"

// The owner's Vega-Lite charts, drawn at build time: runs for both owners' sites and reads the
// charts from the case studies of the folder the site was built from (owner-features.ts).

// The charts of the owner's published case studies, as a fixture of every test here.
const test = withContent.extend<{ charts: Chart[] }>({
  charts: async ({ caseStudies }, provide) => provide(chartsOf(caseStudies.published)),
})

test.use(desktop)

const chartOn = (page: Page, alt: string) =>
  page.locator("figure.chart", { has: page.getByRole("img", { name: alt, exact: true }) })

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

// Vega-Lite's own title for a field it was left to title (the spec's title null): "Average of
// precip", "Year (year)", "Horsepower (binned)", "Count of Records".
const titlesAField = (column: string, spec: unknown) => {
  const field = /^\w+ of (.+)$/.exec(column)?.[1] ?? /^(.+) \([\w ]+\)$/.exec(column)?.[1]
  return (
    column === "Count of Records" ||
    (field !== undefined && JSON.stringify(spec).includes(`"field":${JSON.stringify(field)}`))
  )
}

test.describe("with JavaScript off", () => {
  test.use({ ...desktop, javaScriptEnabled: false })

  test("every chart is SVG in the HTML: one image, named and described, with the data it draws", async ({
    page,
    charts,
    owner,
    request,
  }) => {
    skipWithout("this owner has no chart", owner)
    for (const chart of charts) {
      await page.goto(chart.page)
      const image = page.getByRole("img", { name: chart.alt, exact: true })
      await expect(image).toHaveCount(1)
      await expect(image).toBeVisible()
      expect(await image.evaluate((svg) => svg.tagName)).toBe("svg")
      // Vega's drawing of the marks (a chart may have no text: no axes, no legend).
      expect(await image.locator("[class~='role-mark']").count()).toBeGreaterThan(0)
      // The owner's description first, then the build's summary and the keys (chart-reader.spec.ts).
      const description = chart.spec.description
      if (typeof description === "string")
        expect(await image.getAttribute("aria-describedby")).toMatch(/-description .*-summary/)
      if (typeof description === "string")
        await expect(image).toHaveAccessibleDescription(
          new RegExp(`^${description.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s`),
        )
      // Inside the image, nothing else is offered to assistive technology.
      expect(await image.locator("[role], [aria-label]").count()).toBe(0)

      // Every chart has its table, or says why not. A table's columns are titled as the chart's
      // axes and legends are (in the spec's words, or Vega-Lite's own: "Average of precip"), or
      // named by its fields.
      const drawnTexts = await image.locator("text").allTextContents()
      const figure = chartOn(page, chart.alt)
      // (Folded under "Show the data", a table has no role to find until it is shown.)
      const tables = figure.locator("table")
      if ((await tables.count()) === 0) {
        await expect(figure.getByText("draws no fields of data, so it has no table")).toBeVisible()
        continue
      }
      await expect(tables.first()).toBeHidden()
      await figure.getByText("Show the data", { exact: true }).click()
      for (const table of await tables.all()) {
        await expect(table).toBeVisible()
        const columns = await table.getByRole("columnheader").allTextContents()
        expect(columns.length).toBeGreaterThan(0)
        for (const column of columns.map((title) => title.replace(/ \((from|to)\)$/, "")))
          expect(
            JSON.stringify(chart.spec).includes(column) ||
              drawnTexts.includes(column) ||
              titlesAField(column, chart.spec),
            `${chart.alt}: column "${column}"`,
          ).toBe(true)
        const rows = await table.locator("tbody tr").count()
        expect(rows).toBeGreaterThan(0)
        expect(rows).toBeLessThanOrEqual(50)
      }
      // A longer table says how long it is, and its whole is a CSV file the site serves.
      const cut = figure.getByText(/^The first 50 of [\d,]+ rows\./)
      if ((await cut.count()) > 0) {
        const total = Number(
          (await cut.textContent())?.match(/of ([\d,]+) rows/)?.[1].replace(/,/g, ""),
        )
        const csv = await request.get(
          (await cut.getByRole("link", { name: /Download all/ }).getAttribute("href")) ?? "",
        )
        expect(csv.status()).toBe(200)
        expect((await csv.text()).trim().split("\n")).toHaveLength(total + 1)
      }
    }
  })
})

test("a chart is drawn once where once is enough, and names no file of the build machine", async ({
  page,
  charts,
  owner,
  contentDir,
}) => {
  skipWithout("this owner has no chart", owner)
  for (const path of new Set(charts.map((chart) => chart.page))) {
    await page.goto(path)
    const html = await page.content()
    // The site is built in a temporary copy of the project; no path of it, or of the content
    // folder it was made from, reaches the page.
    for (const folder of [tmpdir(), resolve(contentDir)]) expect(html).not.toContain(folder)
    for (const figure of await page.locator("figure.chart").all()) {
      const drawings = await figure
        .locator("svg[role=img]")
        .evaluateAll((svgs) => svgs.map((svg) => svg.outerHTML))
      expect(new Set(drawings).size, "no identical drawing twice").toBe(drawings.length)
    }
  }
})

test("no chart code, spec or data in the page's scripts", async ({ page, charts, owner }) => {
  skipWithout("this owner has no chart", owner)
  // Its islands' scripts load on a visitor's first use of the page.
  const { sources: scripts } = await loadedScripts(page, charts[0].page)
  expect(scripts.length).toBeGreaterThan(0)
  for (const source of scripts) {
    expect(source).not.toMatch(/vega|\$schema/i)
    for (const chart of charts) expect(source).not.toContain(chart.alt)
  }
})

test("the charts follow the colour scheme: the theme switch recolours them", async ({
  page,
  charts,
  owner,
}) => {
  skipWithout("this owner has no chart", owner)
  const { page: path, alt } = charts[0]
  await page.emulateMedia({ colorScheme: "light" })
  await page.goto(path)
  const image = page.getByRole("img", { name: alt, exact: true })
  const colours = () =>
    image.evaluate((svg) => ({
      label: getComputedStyle(svg.querySelector("text") as Element).fill,
      box: getComputedStyle(svg.closest("figure") as Element).backgroundColor,
    }))
  const light = await colours()
  // The first click on an untouched page works: its island starts on the mouse's move or the
  // click, and a click before it has run is given to the switch once it has.
  await page.getByRole("button", { name: "Switch to dark theme" }).click()
  await expect.poll(async () => (await colours()).label).not.toBe(light.label)
  const dark = await colours()
  expect(dark.box).not.toBe(light.box)
  // The system's scheme recolours them too, with no script.
  await page.goto("about:blank")
  await page.emulateMedia({ colorScheme: "dark" })
  await page.addInitScript(() => localStorage.clear())
  await page.goto(path)
  expect(await colours()).toEqual(dark)
})

for (const colorScheme of ["light", "dark"] as const) {
  test(`the data colours keep 3:1 against the chart's background, ${colorScheme}`, async ({
    page,
    charts,
    owner,
  }) => {
    skipWithout("this owner has no chart", owner)
    await page.emulateMedia({ colorScheme })
    for (const { page: path, alt } of charts) {
      await page.goto(path)
      const pairs = await page.getByRole("img", { name: alt, exact: true }).evaluate((svg) => {
        const box = getComputedStyle(svg.closest("figure") as Element).backgroundColor
        const marks = [...svg.querySelectorAll('[style*="--colors-chart-"]')]
        return marks.map((mark) => {
          const style = getComputedStyle(mark)
          return [mark.getAttribute("style")?.includes("fill") ? style.fill : style.stroke, box]
        })
      })
      for (const [mark, box] of pairs)
        expect(contrast(mark, box), `${alt}: ${mark}`).toBeGreaterThanOrEqual(3)
    }
  })
}

// A drawn chart as a reader sees it: its smallest text in CSS pixels, whether it fits the column
// (or scrolls inside its own box), and the texts its SVG's edges cut off in the font the browser
// draws them with.
const seen = (svg: SVGSVGElement) => {
  const drawn = svg.getBoundingClientRect()
  const scale = drawn.width / svg.viewBox.baseVal.width
  // What is drawn: a label Vega hides where it would overlap another (opacity 0) is no text.
  const texts = [...svg.querySelectorAll("text")].filter(
    (text) => text.textContent?.trim() && getComputedStyle(text).opacity !== "0",
  )
  const box = svg.parentElement as HTMLElement
  const column = (svg.closest("figure") as HTMLElement).getBoundingClientRect()
  return {
    smallest: Math.min(...texts.map((text) => parseFloat(getComputedStyle(text).fontSize) * scale)),
    fits: drawn.width <= column.width || box.scrollWidth > box.clientWidth,
    cut: texts
      .filter((text) => {
        const { left, right, top, bottom } = text.getBoundingClientRect()
        return (
          left < drawn.left - 1 ||
          right > drawn.right + 1 ||
          top < drawn.top - 1 ||
          bottom > drawn.bottom + 1
        )
      })
      .map((text) => text.textContent),
  }
}

test.describe("on a phone", () => {
  test.use(phone)

  test("each chart fits the column, none of its text cut off, and 10 px or more", async ({
    page,
    charts,
    owner,
  }) => {
    skipWithout("this owner has no chart", owner)
    for (const { page: path, alt } of charts) {
      await page.goto(path)
      const image = page.getByRole("img", { name: alt, exact: true })
      await expect(image).toBeVisible()
      const { smallest, fits, cut } = await image.evaluate(seen)
      expect(smallest, alt).toBeGreaterThanOrEqual(10)
      expect(fits, alt).toBe(true)
      expect(cut, alt).toEqual([])
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
    }
  })

  // WCAG 2.2's target size (2.5.8) holds for a target of 24 by 24 px whatever stands beside it:
  // "Show the data" under a notebook's last chart was 23.8 px tall, 2 px above the next
  // heading's link.
  test("a chart's controls are targets of 24 by 24 px or more", async ({ page, charts, owner }) => {
    skipWithout("this owner has no chart", owner)
    for (const path of new Set(charts.map((chart) => chart.page))) {
      await page.goto(path)
      const controls = page.locator("figure.chart :is(summary, button)")
      expect(await controls.count()).toBeGreaterThan(0)
      for (const control of await controls.all()) {
        if (!(await control.isVisible())) continue
        await control.scrollIntoViewIfNeeded()
        await nextFrames(page)
        const box = await control.boundingBox()
        const name = `${path}: ${await control.textContent()}`
        expect(box?.width, name).toBeGreaterThanOrEqual(24)
        expect(box?.height, name).toBeGreaterThanOrEqual(24)
      }
    }
  })
})

test("on a desktop a chart that fits its box does not scroll in it, nor is its text cut off", async ({
  page,
  charts,
  owner,
}) => {
  skipWithout("this owner has no chart", owner)
  for (const path of new Set(charts.map((chart) => chart.page))) {
    await page.goto(path)
    // The drawing in each box is the chart's one tab stop (its keys bring the point they read
    // into view where the box scrolls); the box itself is none.
    const boxes = await page.locator("figure.chart > div:visible").evaluateAll((divs) =>
      divs.map((div) => ({
        box: div.getAttribute("tabindex"),
        drawing: div.querySelector("svg")?.getAttribute("tabindex"),
      })),
    )
    expect(boxes.length).toBeGreaterThan(0)
    for (const box of boxes) expect(box).toEqual({ box: null, drawing: "0" })
  }
  for (const { page: path, alt } of charts) {
    await page.goto(path)
    const image = page.getByRole("img", { name: alt, exact: true })
    expect((await image.evaluate(seen)).cut, alt).toEqual([])
  }
})

test("a case study prints with its charts", async ({ page, charts, owner }) => {
  skipWithout("this owner has no chart", owner)
  await page.emulateMedia({ media: "print" })
  for (const { page: path, alt } of charts) {
    await page.goto(path)
    await expect(page.getByRole("img", { name: alt, exact: true })).toBeVisible()
  }
  expect((await page.pdf()).length).toBeGreaterThan(10_000)
})
