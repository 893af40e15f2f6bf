import { caseStudyPath, projectSlug } from "../../src/lib/case-study-path"

describe("projectSlug", () => {
  it.each([
    ["Customer Segmentation Analysis", "customer-segmentation-analysis"],
    ["A/B Tests -- 2025 (Q3)", "a-b-tests-2025-q3"],
    ["  Churn: Early Warning!  ", "churn-early-warning"],
    ["Café Prix & Élasticité", "cafe-prix-elasticite"],
    ["SQL_101", "sql-101"],
    ["数据", ""],
  ])("%s -> %s", (title, slug) => expect(projectSlug(title)).toBe(slug))
})

describe("caseStudyPath", () => {
  it("puts the slug under /projects/", () => {
    expect(caseStudyPath("churn-early-warning")).toBe("/projects/churn-early-warning/")
  })
})
