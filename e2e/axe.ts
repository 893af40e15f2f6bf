import AxeBuilder from "@axe-core/playwright"
import { expect, type Page } from "@playwright/test"
import { ALL_BLOCKS_DRAWN, nextFrames } from "./page-helpers"

// WCAG 2.2 AA, as axe-core checks it. A case study's blocks are drawn as a visitor comes near them;
// axe reads the whole page at once, so it reads it with every block drawn, as a visitor sees each.
export async function expectNoViolations(page: Page) {
  const allDrawn = await page.addStyleTag({ content: ALL_BLOCKS_DRAWN })
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze()
  await allDrawn.evaluate((style) => (style as HTMLStyleElement).remove())
  await nextFrames(page)
  const summary = violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  )
  expect(summary).toEqual([])
}

// WCAG 2.2's target size as an audit (Lighthouse) reads a page: as it loads, its case study's
// blocks not drawn yet, each block's controls where they will be and what follows it placed by the
// block's estimate (src/styles/prose.ts, offscreenBlocks).
export async function expectTargetsClearAsLoaded(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withRules(["target-size"]).analyze()
  const summary = violations.flatMap((v) =>
    v.nodes.map((n) => `${n.target.join(" ")}: ${n.failureSummary?.split("\n")[1]?.trim()}`),
  )
  expect(summary).toEqual([])
}
