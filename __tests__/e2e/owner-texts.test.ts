/** @jest-environment node */
import { leakedTexts, unfilledValues, writtenTexts } from "../../e2e/owner-texts"

// The browser tests' check that a page shows no other owner's words (e2e/content.spec.ts), proved
// here to fail when it should and to pass when both owners wrote the same words.

const mine = ["Ada Byron", "Business Intelligence Analyst", "I build dashboards people open."]

describe("leakedTexts", () => {
  it("finds a text of the other owner's that this owner did not write", () => {
    const page = "Ada Byron Business Intelligence Analyst Weekly churn for every store"
    expect(leakedTexts(page, mine, ["Weekly churn for every store"])).toEqual([
      "Weekly churn for every store",
    ])
  })

  it("lets a text both owners wrote be, alone or inside a longer text of this owner's", () => {
    const page = "Ada Byron Business Intelligence Analyst I build dashboards people open."
    expect(
      leakedTexts(page, mine, ["Business Intelligence Analyst", "build dashboards people open."]),
    ).toEqual([])
  })

  it("still finds the other's text when this owner wrote only a part of it", () => {
    const page = "Senior Business Intelligence Analyst at Acme"
    expect(leakedTexts(page, mine, ["Senior Business Intelligence Analyst at Acme"])).toHaveLength(
      1,
    )
  })

  it("compares texts whatever their spacing, and leaves out texts under three words", () => {
    const page = "Ada Byron  Lagos,\nNigeria is here"
    expect(leakedTexts(page, mine, ["Lagos, Nigeria is", "Lagos, Nigeria"])).toEqual([
      "Lagos, Nigeria is",
    ])
  })
})

describe("unfilledValues", () => {
  it("finds undefined, null and [object Object] on the page", () => {
    expect(unfilledValues("Ada undefined null [object Object]", mine)).toEqual([
      "undefined",
      "null",
      "[object Object]",
    ])
  })

  it("lets the owner's own words about null values be", () => {
    const own = [...mine, "Cleaning null values in SQL"]
    expect(unfilledValues("Cleaning null values in SQL, by Ada", own)).toEqual([])
    expect(unfilledValues("Cleaning null values in SQL, null", own)).toEqual(["null"])
  })
})

describe("writtenTexts", () => {
  it("collects every text of the content, links included", () => {
    const content = { profile: { name: "Ada", github: "https://x.example/null" }, tags: ["R"] }
    expect(writtenTexts(content)).toEqual(["Ada", "https://x.example/null", "R"])
    expect(unfilledValues("https://x.example/null", writtenTexts(content))).toEqual([])
  })
})
