/** @jest-environment node */
import { rmSync } from "node:fs"
import { FIXTURE_CONTENT } from "../../e2e/test-site.mjs"
import { VIEWS_VARIABLE } from "../../gatsby/content/views-source"
import { viewOrder } from "../../gatsby/views/view-order"
import { readViews } from "../../gatsby/views/views-file"
import { contentCopy, contentMessages, folderSnapshot } from "../content-copy"

type Entry = Record<string, unknown>

// The tests' own views (views.yaml of the tests' content), replaced by `views`.
function withViews(views: Entry[]) {
  const copy = contentCopy()
  copy.edit<Entry[]>("views.yaml", (entries) => entries.splice(0, entries.length, ...views))
  return copy
}

const view = (fields: Entry) => ({
  segment: "bi",
  title: "BI Developer",
  summary: "Reports.",
  ...fields,
})

describe("views.yaml's refusals, one line each naming the file, the view and the field", () => {
  it("accepts the tests' three views", () => {
    expect(contentMessages(FIXTURE_CONTENT)).toEqual([])
    expect(readViews(FIXTURE_CONTENT).map((entry) => entry.segment)).toHaveLength(3)
  })

  it("refuses a segment that is not a plain lowercase slug", () => {
    const hostile = ["../x", "FOR", "café", "a".repeat(200), "two--dashes", "-edge", "a/b"]
    const { dir, edit } = contentCopy()
    edit<Entry[]>("views.yaml", (views) => {
      hostile.forEach((segment, index) => (views[index] = view({ segment })))
    })
    const before = folderSnapshot(dir)
    const slug =
      "expected a plain lowercase slug of at most 60 characters: letters a-z, digits and single dashes (marketing-analytics)"
    expect(contentMessages(dir)).toEqual([
      `${dir}/views.yaml, view 1 "../x", field "segment": ${slug}, got "../x"`,
      `${dir}/views.yaml, view 2 "FOR", field "segment": ${slug}, got "FOR"`,
      `${dir}/views.yaml, view 3 "café", field "segment": ${slug}, got "café"`,
      `${dir}/views.yaml, view 4 "${"a".repeat(58)}…, field "segment": ${slug}, got "${"a".repeat(58)}…`,
      `${dir}/views.yaml, view 5 "two--dashes", field "segment": ${slug}, got "two--dashes"`,
      `${dir}/views.yaml, view 6 "-edge", field "segment": ${slug}, got "-edge"`,
      `${dir}/views.yaml, view 7 "a/b", field "segment": ${slug}, got "a/b"`,
    ])
    // The checks read the content and change none of it.
    expect(folderSnapshot(dir)).toEqual(before)
  })

  it("refuses two views with one segment", () => {
    const { dir } = withViews([
      view({ segment: "ops" }),
      view({ segment: "bi" }),
      view({ segment: "ops" }),
    ])
    expect(contentMessages(dir)).toEqual([
      `${dir}/views.yaml, view 3 "ops": the segment is already used by another view`,
    ])
  })

  it("refuses a tag, a skill or a project that exists nowhere, with the name it was near", () => {
    const { dir } = withViews([
      view({
        tags: ["Retial", "Quantum"],
        skills: ["Power Bi", "PowerPoint"],
        projects: ["Demand Forcast"],
      }),
    ])
    expect(contentMessages(dir)).toEqual([
      `${dir}/views.yaml, view 1 "bi", field "tags.0": expected a tag of a project in projects.yaml, got "Retial": did you mean "Retail"?`,
      `${dir}/views.yaml, view 1 "bi", field "tags.1": expected a tag of a project in projects.yaml, got "Quantum"`,
      `${dir}/views.yaml, view 1 "bi", field "skills.1": expected the name of a skill in skills.yaml, got "PowerPoint"`,
      `${dir}/views.yaml, view 1 "bi", field "projects.0": expected the title of a project in projects.yaml, got "Demand Forcast": did you mean "Demand Forecast"?`,
    ])
  })

  it("refuses a skill or a project named twice in one view", () => {
    const { dir } = withViews([
      view({ skills: ["Power BI", "power bi"], projects: ["Demand Forecast", "demand forecast"] }),
    ])
    expect(contentMessages(dir)).toEqual([
      `${dir}/views.yaml, view 1 "bi", field "skills.1": "power bi" is already named at skills.0: name it once`,
      `${dir}/views.yaml, view 1 "bi", field "projects.1": "demand forecast" is already named at projects.0: name it once`,
    ])
  })

  it("refuses a control character in a role the résumé prints", () => {
    const { dir } = withViews([view({ title: "Data\u0000Analyst" })])
    expect(contentMessages(dir)).toEqual([
      expect.stringMatching(
        new RegExp(`^${dir}/views.yaml, view 1 "bi", field "title": the résumé's font .* has no `),
      ),
    ])
  })

  it("refuses a missing role, an unknown field with its near name, and a résumé font's missing letter", () => {
    const { dir } = withViews([{ segment: "bi", titel: "BI", summary: "Reports ☃." }])
    expect(contentMessages(dir)).toEqual([
      `${dir}/views.yaml, view 1 "bi": unknown field "titel": did you mean "title"?`,
      expect.stringMatching(
        new RegExp(
          `^${dir}/views.yaml, view 1 "bi", field "summary": the résumé's font .* has no "☃"`,
        ),
      ),
    ])
  })

  it("refuses a counter code that is not one, in profile.yaml's visits", () => {
    const codes = ["my.site", "a/b", "me@x", "MySite", "https://mysite.goatcounter.com", "x"]
    const messages = codes.flatMap((goatcounter) => {
      const { dir, edit } = contentCopy()
      edit<Entry>("profile.yaml", (profile) => (profile.visits = { goatcounter }))
      return contentMessages(dir).map((message) => message.replace(dir, "<content>"))
    })
    const expected =
      "expected your GoatCounter code alone, as in https://<code>.goatcounter.com: 2 to 50 lowercase letters, digits and dashes"
    expect(messages).toEqual(
      codes.map(
        (code) => `<content>/profile.yaml, field "visits.goatcounter": ${expected}, got "${code}"`,
      ),
    )
  })

  it("refuses a code GoatCounter keeps for its own site", () => {
    const { dir, edit } = contentCopy()
    edit<Entry>("profile.yaml", (profile) => (profile.visits = { goatcounter: "www" }))
    expect(contentMessages(dir)).toEqual([
      `${dir}/profile.yaml, field "visits.goatcounter": expected your own GoatCounter code, not a name GoatCounter keeps for itself (www, api, static…), got "www"`,
    ])
  })
})

describe("the views kept out of the repository, in the deploy variable PORTFOLIO_VIEWS", () => {
  afterEach(() => delete process.env[VIEWS_VARIABLE])
  const variableViews = "- segment: from-the-host\n  title: Analyst\n  summary: Kept private.\n"

  it("takes the views from the variable, with views.yaml left out of the content", () => {
    const { dir } = contentCopy()
    rmSync(`${dir}/views.yaml`)
    process.env[VIEWS_VARIABLE] = variableViews
    expect(contentMessages(dir)).toEqual([])
    expect(readViews(dir).map((entry) => entry.segment)).toEqual(["from-the-host"])
  })

  it("names the variable in its problems, and refuses it beside views.yaml", () => {
    const { dir } = contentCopy()
    process.env[VIEWS_VARIABLE] = `${variableViews}- segment: Bad\n  title: X\n  summary: Y.\n`
    expect(contentMessages(dir)).toEqual([
      `${dir}/views.yaml: the views come from the deploy variable PORTFOLIO_VIEWS in this build: delete this file, or unset the variable`,
    ])
    rmSync(`${dir}/views.yaml`)
    expect(contentMessages(dir)).toEqual([
      expect.stringMatching(
        /^the deploy variable PORTFOLIO_VIEWS, view 2 "Bad", field "segment": expected a plain lowercase slug/,
      ),
    ])
  })
})

describe("a view's order", () => {
  const skills = [
    { name: "Excel" },
    { name: "SQL", aliases: ["DuckDB"] },
    { name: "Power BI", aliases: ["DAX"] },
    { name: "Python" },
  ]
  const projects = [
    { title: "A", tags: ["Excel"] },
    { title: "B", tags: ["DAX", "SQL"] },
    { title: "C", tags: ["DuckDB"] },
    { title: "D", tags: ["Python"] },
  ]

  it("puts what the view names first, in its order, then the best matches, ties in file order", () => {
    const order = viewOrder({ tags: ["DAX"], skills: ["SQL"], projects: ["D"] }, skills, projects)
    // Projects: D named; B matches DAX and SQL (2), C matches DuckDB, SQL's alias (1); A none.
    expect(order.projectOrder).toEqual([3, 1, 2, 0])
    // Skills: SQL named; Power BI has the view's tag DAX; then Excel and Python as in the file.
    expect(order.skillOrder).toEqual([1, 2, 0, 3])
  })

  it("keeps a name given twice at its first place", () => {
    const order = viewOrder({ skills: ["Python", "Excel", "python"] }, skills, projects)
    expect(order.skillOrder.slice(0, 2)).toEqual([3, 0])
  })

  it("leaves everything where it is for a view that names nothing, and leaves nothing out", () => {
    const order = viewOrder({}, skills, projects)
    expect(order).toEqual({ skillOrder: [0, 1, 2, 3], projectOrder: [0, 1, 2, 3] })
  })
})
