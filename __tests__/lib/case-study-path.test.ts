import { caseStudyPath, MAX_SLUG_LENGTH, projectSlug } from "../../src/lib/case-study-path"

describe("projectSlug", () => {
  it.each([
    ["Customer Segmentation Analysis", "customer-segmentation-analysis"],
    ["A/B Tests -- 2025 (Q3)", "a-b-tests-2025-q3"],
    ["  Churn: Early Warning!  ", "churn-early-warning"],
    ["Café Prix & Élasticité", "cafe-prix-elasticite"],
    ["SQL_101", "sql-101"],
    ["数据", ""],
  ])("%s -> %s", (title, slug) => expect(projectSlug(title)).toBe(slug))

  it("cuts a slug past 80 characters at its last - within them, mid-word only when it has none", () => {
    expect(MAX_SLUG_LENGTH).toBe(80)
    const words = "Forecasting Weekly Demand ".repeat(20)
    const slug = "forecasting-weekly-demand-".repeat(4).slice(0, 77)
    expect(projectSlug(words)).toBe(slug)
    expect(slug.length).toBeLessThanOrEqual(80)
    // A "-" right at the limit keeps all 80 characters.
    expect(projectSlug(`${"a".repeat(80)} ${"b".repeat(300)}`)).toBe("a".repeat(80))
    expect(projectSlug("x".repeat(300))).toBe("x".repeat(80))
    expect(projectSlug("é".repeat(300))).toBe("e".repeat(80))
  })
})

describe("caseStudyPath", () => {
  it("puts the slug under /projects/", () => {
    expect(caseStudyPath("churn-early-warning")).toBe("/projects/churn-early-warning/")
  })
})
