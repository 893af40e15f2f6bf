import AxeBuilder from "@axe-core/playwright"
import { expect, type Page } from "@playwright/test"

// WCAG 2.2 AA, as axe-core checks it.
export async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze()
  const summary = violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  )
  expect(summary).toEqual([])
}
