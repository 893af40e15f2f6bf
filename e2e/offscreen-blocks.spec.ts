import type { Page } from "@playwright/test"
import { expect, skipWithout, test } from "./content"
import { ALL_BLOCKS_DRAWN, expectScrolledTo, nextFrames, scrollInstantly } from "./page-helpers"
import { bothWidths } from "./viewports"

// A case study's figures, code, outputs and tables are laid out and painted when a visitor comes
// near them (src/styles/prose.ts, offscreenBlocks). Checked on the owner's own case studies.

const BLOCKS = ".case-study-body > :is(figure, div, details, pre, table)"

// Far below the first screen: past this many screens' heights, where no block is drawn at first.
const FAR = 3

// Every element of the article: where it is on the page and its size.
const articleLayout = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("main article *")].map((element) => {
      const box = element.getBoundingClientRect()
      const at = [box.x, box.y + window.scrollY, box.width, box.height].map((n) => n.toFixed(1))
      return `${element.tagName} ${at.join(" ")}`
    }),
  )

// Scrolls the whole page past the visitor, so that every block has been drawn once, then back.
async function scrollThrough(page: Page) {
  const { height, step } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    step: Math.floor(window.innerHeight / 2),
  }))
  for (let top = 0; top < height; top += step) {
    await scrollInstantly(page, top)
    await nextFrames(page)
  }
  await scrollInstantly(page, 0)
  await nextFrames(page)
}

for (const [name, viewport] of bothWidths) {
  test.describe(`on ${name}`, () => {
    test.use(viewport)

    test("a block far below the first screen is drawn only as a visitor comes near it", async ({
      page,
      caseStudies: { published },
    }) => {
      let far = 0
      for (const { path } of published) {
        await page.goto(path)
        await nextFrames(page)
        const blocks = page.locator(BLOCKS)
        for (const block of await blocks.all())
          await expect(block).toHaveCSS("content-visibility", "auto")
        const distant = await blocks.evaluateAll(
          (elements, far) =>
            elements
              .map((element, index) => ({
                index,
                top: element.getBoundingClientRect().top,
                holds: element.querySelector("*") !== null,
              }))
              .filter(({ top, holds }) => holds && top > far * window.innerHeight)
              .map(({ index }) => index),
          FAR,
        )
        // What a block holds is hidden while the block skips it (and only then: apart from what
        // is hidden anyway, such as a chart's drawing for the other width).
        const drawn = (index: number) =>
          blocks
            .nth(index)
            .evaluate((element) =>
              [...element.querySelectorAll("*")]
                .filter((inside) => inside.checkVisibility())
                .every((inside) => inside.checkVisibility({ contentVisibilityAuto: true })),
            )
        for (const index of distant)
          expect(await drawn(index), `${path}: block ${index} before the visitor is near`).toBe(
            false,
          )
        const last = distant.at(-1)
        if (last === undefined) continue
        await blocks.nth(last).scrollIntoViewIfNeeded()
        await expect
          .poll(() => drawn(last), { message: `${path}: block ${last} on screen` })
          .toBe(true)
        far += distant.length
      }
      test.skip(far === 0, "this owner has no case study long enough to hold a block back")
    })

    test("drawing the blocks moves nothing: the page is as if all were drawn at once", async ({
      page,
      caseStudies: { published },
      owner,
    }) => {
      skipWithout("this owner has no published case study", owner)
      for (const { path } of published) {
        await page.goto(path)
        await page.addStyleTag({ content: ALL_BLOCKS_DRAWN })
        for (const block of await page.locator(BLOCKS).all())
          await expect(block).toHaveCSS("content-visibility", "visible")
        await nextFrames(page)
        const allDrawn = await articleLayout(page)
        await page.goto(path)
        await scrollThrough(page)
        const drawnAsReached = await articleLayout(page)
        expect(drawnAsReached.length, path).toBe(allDrawn.length)
        const moved = drawnAsReached.filter((line, index) => line !== allDrawn[index])
        expect(moved.length, `${path}: ${moved.slice(0, 3).join("; ")}`).toBe(0)
      }
    })

    // However many blocks above it are not drawn yet: a link from another page (a skill's
    // evidence, a shared link), and a link within the page.
    test("a link to a place far down a case study lands on it", async ({
      page,
      caseStudies: { published },
    }) => {
      let checked = 0
      for (const { path } of published) {
        await page.goto(path)
        const id = await page.evaluate(
          (far) =>
            [...document.querySelectorAll(".case-study-body [id]")]
              .filter((element) => element.getBoundingClientRect().top > far * window.innerHeight)
              .at(-1)?.id,
          FAR,
        )
        if (!id) continue
        await page.goto("./")
        await page.goto(`${path}#${encodeURIComponent(id)}`)
        await expectScrolledTo(page, id)
        await page.goto(path)
        await nextFrames(page)
        await page.evaluate((target) => (window.location.hash = target), id)
        await expectScrolledTo(page, id)
        checked++
      }
      test.skip(checked === 0, "this owner has no case study long enough to hold a block back")
    })

    // A block clips what overflows it (its containment): the focus ring of a control at its edge
    // must still be drawn whole, outside the block.
    test("a control at a block's edge shows its whole focus ring", async ({
      page,
      caseStudies: { published },
    }) => {
      let checked = 0
      for (const { path } of published) {
        await page.goto(path)
        const found = await page.evaluate((selector) => {
          const controls = "a[href], button, summary, [tabindex='0']"
          for (const block of document.querySelectorAll(selector))
            for (const control of block.querySelectorAll<HTMLElement>(controls)) {
              const reach =
                control.getBoundingClientRect().left - block.getBoundingClientRect().left
              if (reach < 1 && control.getClientRects().length) {
                control.dataset.edgeControl = ""
                return true
              }
            }
          return false
        }, BLOCKS)
        if (!found) continue
        const control = page.locator("[data-edge-control]")
        await control.scrollIntoViewIfNeeded()
        await nextFrames(page)
        // The strip just left of the block, as high as the control.
        const box = (await control.boundingBox())!
        const strip = { x: box.x - 4, y: box.y, width: 3, height: Math.min(box.height, 200) }
        const unfocused = await page.screenshot({ clip: strip })
        // (TypeScript's DOM types do not have focusVisible yet.)
        const shown = await control.evaluate((element) => {
          element.focus({ focusVisible: true } as FocusOptions)
          return element.matches(":focus-visible")
        })
        expect(shown, path).toBe(true)
        await nextFrames(page)
        expect(
          (await page.screenshot({ clip: strip })).equals(unfocused),
          `${path}: the focus ring outside the block`,
        ).toBe(false)
        // The same strip with the block's clip at its edge: the ring is cut there, so the check
        // above could tell.
        await page.addStyleTag({ content: `${BLOCKS} { overflow-clip-margin: 0px !important }` })
        await nextFrames(page)
        expect((await page.screenshot({ clip: strip })).equals(unfocused), path).toBe(true)
        checked++
      }
      test.skip(checked === 0, "no control of this owner's case studies is at a block's edge")
    })
  })
}
