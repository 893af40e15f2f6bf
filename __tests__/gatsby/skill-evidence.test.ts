/** @jest-environment node */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { codeAnchor } from "gatsby-remark-code-anchors"
import { dashboardAnchor } from "gatsby-remark-dashboards/anchor"
import { queryAnchor } from "gatsby-remark-duckdb/blocks"
import { FIXTURE_CONTENT } from "../../e2e/test-site.mjs"
import {
  evidenceSummary,
  skillEvidence,
  unusedAliases,
  type EvidenceContent,
} from "../../gatsby/skills/skill-evidence"
import { aliasWarnings } from "../../gatsby/skills/skill-pages"
import { yamlLocator } from "../../gatsby/content/yaml-file.mjs"
import { contentCopy, contentMessages } from "../content-copy"

type Skill = EvidenceContent["skills"][number]
type Project = EvidenceContent["projects"][number]

const skill = (name: string, aliases?: string[]): Skill => ({
  name,
  level: 50,
  description: `${name}, described.`,
  icon: "chart",
  ...(aliases && { aliases }),
})

const project = (title: string, fields: Partial<Project> = {}): Project => ({
  title,
  status: "completed",
  tags: [],
  description: `${title}, described.`,
  ...fields,
})

// A content folder of the test's own: a Markdown case study with queries and code, and the tests'
// two notebooks (Python and R).
function makeContentDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "evidence-"))
  mkdirSync(path.join(dir, "case-studies"))
  writeFileSync(
    path.join(dir, "case-studies/pack.md"),
    [
      "## The stores",
      "```sql id=stores",
      "SELECT * FROM 'stores.csv'",
      "```",
      "## The weeks",
      "```sql echo=false",
      "FROM stores",
      "```",
      "```postgresql",
      "SELECT week, sum(sales) FROM orders GROUP BY week",
      "```",
      "```python",
      "import pandas as pd",
      "```",
      "```",
      "plain text",
      "```",
    ].join("\n"),
  )
  for (const notebook of ["demand-forecast.ipynb", "survey-weights.ipynb"])
    cpSync(
      path.join(FIXTURE_CONTENT, "case-studies", notebook),
      path.join(dir, "case-studies", notebook),
    )
  return dir
}

let contentDir: string
beforeAll(() => (contentDir = makeContentDir()))
afterAll(() => rmSync(contentDir, { recursive: true, force: true }))

const evidenceOf = (content: Partial<EvidenceContent>, name: string) => {
  const full = { skills: [], projects: [], certificates: [], ...content }
  const found = skillEvidence(full, contentDir).find((item) => item.name === name)
  if (!found) throw new Error(`no skill ${name}`)
  return found
}

describe("skillEvidence", () => {
  it("matches a project's tags by the skill's name or an alias, case and spacing aside", () => {
    const skills = [skill("Power BI"), skill("Data Visualization", ["Visualization"])]
    const projects = [
      project("Sales", { tags: ["power  bi", "Retail"] }),
      project("Charts", { tags: [" visualization "] }),
      project("Other", { tags: ["Power"] }),
    ]
    expect(evidenceOf({ skills, projects }, "Power BI").evidence.map((e) => e.title)).toEqual([
      "Sales",
    ])
    expect(
      evidenceOf({ skills, projects }, "Data Visualization").evidence.map((e) => e.title),
    ).toEqual(["Charts"])
  })

  it("counts a project once when its tags name the skill twice, and a coming-soon one too", () => {
    const skills = [skill("SQL", ["Postgres"])]
    const projects = [
      project("Tracker", { tags: ["SQL", "Postgres"], status: "coming-soon", liveUrl: null }),
    ]
    const sql = evidenceOf({ skills, projects }, "SQL")
    expect(sql.evidence).toHaveLength(1)
    expect(sql.evidence[0]).toMatchObject({ kind: "project", title: "Tracker", href: null })
    expect(sql.summary).toBe("1 project")
  })

  it("finds a case study's queries and other databases' SQL, each at its anchor", () => {
    const skills = [skill("SQL")]
    const projects = [project("Pack", { caseStudy: "case-studies/pack.md" })]
    const sql = evidenceOf({ skills, projects }, "SQL")
    expect(sql.evidence.map(({ kind, title, href }) => [kind, title, href])).toEqual([
      ["query", "stores", `/projects/pack/#${queryAnchor({ id: "stores", number: 1 })}`],
      ["query", "FROM stores", `/projects/pack/#${queryAnchor({ id: null, number: 2 })}`],
      [
        "code",
        "SELECT week, sum(sales) FROM orders GROUP BY week",
        `/projects/pack/#${codeAnchor(1)}`,
      ],
    ])
    expect(sql.evidence[0].context).toContain('under "The stores"')
    expect(sql.summary).toBe("2 queries, 1 code block")
    expect(sql.keywords).toEqual(["PostgreSQL"])
    expect(sql.path).toBe("/skills/sql/")
  })

  it("quotes the headings a case study's page shows, with the values of its queries", () => {
    const skills = [skill("SQL"), skill("Python")]
    const projects = [project("Pack", { caseStudy: "case-studies/pack.md" })]
    const file = path.resolve(contentDir, "case-studies/pack.md")
    const shown = new Map([[file, ["The stores", "The weeks: 12.31% of sales"]]])
    const evidence = skillEvidence({ skills, projects, certificates: [] }, contentDir, shown)
    expect(evidence.flatMap(({ evidence }) => evidence.map(({ context }) => context))).toEqual([
      'Query of Pack, under "The stores", run when the site is built',
      'Query of Pack, under "The weeks: 12.31% of sales", run when the site is built',
      'PostgreSQL in Pack, under "The weeks: 12.31% of sales"',
      'Python in Pack, under "The weeks: 12.31% of sales"',
    ])
  })

  it("finds code blocks by language, numbered in the page's order, and not plain text", () => {
    const skills = [skill("Python"), skill("PostgreSQL")]
    const projects = [project("Pack", { caseStudy: "case-studies/pack.md" })]
    expect(evidenceOf({ skills, projects }, "Python").evidence).toEqual([
      expect.objectContaining({ kind: "code", href: `/projects/pack/#${codeAnchor(2)}` }),
    ])
    expect(evidenceOf({ skills, projects }, "PostgreSQL").evidence).toEqual([
      expect.objectContaining({ kind: "code", href: `/projects/pack/#${codeAnchor(1)}` }),
    ])
  })

  it("finds a notebook's language, and not its own cells again as code", () => {
    const skills = [skill("Python"), skill("R")]
    const projects = [
      project("Forecast", { caseStudy: "case-studies/demand-forecast.ipynb" }),
      project("Weights", { caseStudy: "case-studies/survey-weights.ipynb" }),
    ]
    const python = evidenceOf({ skills, projects }, "Python")
    expect(python.evidence.map(({ kind, title }) => [kind, title])).toEqual([
      ["notebook", "Forecast"],
    ])
    expect(
      evidenceOf({ skills, projects }, "R").evidence.map(({ kind, title }) => [kind, title]),
    ).toEqual([["notebook", "Weights"]])
  })

  it("takes nothing from a draft's case study: its project counts, its page does not exist", () => {
    const skills = [skill("SQL")]
    const projects = [
      project("Pack", { caseStudy: "case-studies/pack.md", status: "coming-soon", tags: ["SQL"] }),
    ]
    expect(evidenceOf({ skills, projects }, "SQL").evidence).toEqual([
      expect.objectContaining({ kind: "project", href: null }),
    ])
  })

  it("finds dashboards by their vendor, on the case study or at the vendor", () => {
    const skills = [skill("Tableau"), skill("Power BI"), skill("Looker Studio")]
    const projects = [
      project("Sales", {
        caseStudy: "case-studies/pack.md",
        dashboards: [
          { url: "https://public.tableau.com/views/Sales/Overview", title: "Sales overview" },
        ],
      }),
      project("Returns", {
        dashboards: [{ url: "https://app.powerbi.com/view?r=eyJrIjoiYWJjIn0", title: "Returns" }],
      }),
    ]
    expect(evidenceOf({ skills, projects }, "Tableau").evidence).toEqual([
      expect.objectContaining({
        kind: "dashboard",
        title: "Sales overview",
        href: `/projects/sales/#${dashboardAnchor(1)}`,
        internal: true,
      }),
    ])
    expect(evidenceOf({ skills, projects }, "Power BI").evidence).toEqual([
      expect.objectContaining({
        kind: "dashboard",
        href: "https://app.powerbi.com/view?r=eyJrIjoiYWJjIn0",
        internal: false,
      }),
    ])
    expect(evidenceOf({ skills, projects }, "Looker Studio").evidence).toEqual([])
  })

  it("counts a project's live apps by vendor: Streamlit, Hugging Face, Shiny, Observable", () => {
    const skills = [skill("Streamlit"), skill("Hugging Face"), skill("Shiny"), skill("Observable")]
    const projects = [
      project("Store Pulse", {
        caseStudy: "case-studies/pack.md",
        dashboards: [
          { url: "https://store-pulse.streamlit.app", title: "Pulse app" },
          { url: "https://maya.shinyapps.io/footfall/", title: "Footfall" },
        ],
      }),
      project("Returns", {
        dashboards: [
          { url: "https://huggingface.co/spaces/maya/returns", title: "Returns classifier" },
          { url: "https://observablehq.com/@maya/delays", title: "Delays notebook" },
        ],
      }),
    ]
    expect(evidenceOf({ skills, projects }, "Streamlit").evidence).toEqual([
      expect.objectContaining({
        kind: "app",
        title: "Pulse app",
        context: "Streamlit Community Cloud app of Store Pulse",
        href: `/projects/store-pulse/#${dashboardAnchor(1)}`,
      }),
    ])
    expect(evidenceOf({ skills, projects }, "Shiny").evidence).toEqual([
      expect.objectContaining({
        kind: "app",
        href: `/projects/store-pulse/#${dashboardAnchor(2)}`,
      }),
    ])
    expect(evidenceOf({ skills, projects }, "Hugging Face").evidence).toEqual([
      expect.objectContaining({
        kind: "app",
        href: "https://huggingface.co/spaces/maya/returns",
        internal: false,
      }),
    ])
    const observable = evidenceOf({ skills, projects }, "Observable")
    expect(observable.evidence).toEqual([
      expect.objectContaining({ kind: "app", context: "Observable notebook of Returns" }),
    ])
    expect(observable.summary).toBe("1 app")
  })

  it("finds a certificate by the skill's name or alias as whole words of its name", () => {
    const skills = [skill("Tableau"), skill("Excel"), skill("R"), skill("ML", ["Machine Learning"])]
    const certificates = [
      { name: "Tableau Desktop Specialist", issuer: "Tableau", date: "2024-03-01" },
      { name: "Excelsior Award" },
      { name: "Machine Learning Specialization", url: "https://example.org/ml" },
    ]
    const tableau = evidenceOf({ skills, certificates }, "Tableau")
    expect(tableau.evidence).toEqual([
      expect.objectContaining({
        kind: "certificate",
        title: "Tableau Desktop Specialist",
        context: "Tableau, Mar 2024",
        href: null,
      }),
    ])
    expect(tableau.summary).toBe("1 certificate")
    expect(evidenceOf({ skills, certificates }, "Excel").evidence).toEqual([])
    expect(evidenceOf({ skills, certificates }, "R").evidence).toEqual([])
    expect(evidenceOf({ skills, certificates }, "ML").evidence).toEqual([
      expect.objectContaining({ href: "https://example.org/ml", internal: false }),
    ])
  })

  it("gives a skill without evidence no page and no summary", () => {
    const found = evidenceOf({ skills: [skill("Storytelling")] }, "Storytelling")
    expect(found).toMatchObject({ path: null, summary: null, evidence: [], keywords: [] })
  })

  it("keeps as keywords the other tags, languages and vendors, not the skill's own names", () => {
    const skills = [skill("Data Visualization", ["Charts"])]
    const projects = [
      project("A", { tags: ["Charts", "Retail", "Altair"] }),
      project("B", { tags: ["data visualization", "retail", "Tableau"] }),
    ]
    expect(evidenceOf({ skills, projects }, "Data Visualization").keywords).toEqual([
      "Retail",
      "Altair",
      "Tableau",
    ])
  })
})

describe("evidenceSummary", () => {
  it("counts each kind in a fixed order, one and many", () => {
    const of = (kind: string, count: number) =>
      Array.from({ length: count }, (_, index) => ({
        kind,
        title: `${kind} ${index}`,
        context: "",
        href: null,
        internal: false,
        keywords: [],
      })) as Parameters<typeof evidenceSummary>[0]
    expect(evidenceSummary([...of("query", 5), ...of("project", 3)])).toBe("3 projects, 5 queries")
    expect(evidenceSummary([...of("certificate", 1), ...of("code", 2), ...of("notebook", 1)])).toBe(
      "2 code blocks, 1 notebook, 1 certificate",
    )
    expect(evidenceSummary([])).toBeNull()
  })
})

describe("unusedAliases", () => {
  it("names each alias that matches no piece of work", () => {
    const content = {
      skills: [skill("Forecasting", ["Prophet", "ARIMA"])],
      projects: [project("Demand", { tags: ["prophet"] })],
      certificates: [],
    }
    expect(unusedAliases(content, contentDir)).toEqual([
      { skill: "Forecasting", alias: "ARIMA", index: 0, number: 1 },
    ])
  })
})

describe("the skills' checks", () => {
  type Entry = Record<string, unknown>

  it("warns of an alias that names no work, naming the file, the skill and the alias", () => {
    const { dir, edit } = contentCopy()
    edit<Entry[]>("skills.yaml", (skills) => (skills[0].aliases = ["sparklyr"]))
    expect(contentMessages(dir)).toEqual([])
    const skills = `${dir}/skills.yaml`
    const text = readFileSync(skills, "utf8")
    // js-yaml writes the list a line each: "    - sparklyr".
    const line = text.split("\n").findIndex((row) => row.trim() === "- sparklyr") + 1
    const column = text.split("\n")[line - 1].indexOf("sparklyr") + 1
    expect(aliasWarnings(dir, yamlLocator(text))).toEqual([
      {
        message: `${skills}, skill "R": its alias "sparklyr" names no project's tag, no query, code, notebook, dashboard, app or certificate: is it a tag you meant to write?`,
        file: skills,
        line,
        column,
      },
    ])
  })

  it("refuses an alias that is another skill's name, naming both", () => {
    const { dir, edit } = contentCopy()
    edit<Entry[]>("skills.yaml", (skills) => (skills[1].aliases = ["Power BI"]))
    expect(contentMessages(dir)).toEqual([
      `${dir}/skills.yaml, skill 3 "Power BI", field "name": "Power BI" is already the alias of skill 2 "R Markdown": a tag or a tool names one skill's work, so give it to one of them`,
    ])
  })

  it("refuses a tag that two skills claim as an alias", () => {
    const { dir, edit } = contentCopy()
    edit<Entry[]>("skills.yaml", (skills) => {
      skills[0].aliases = ["Tidyverse"]
      skills[1].aliases = ["tidyverse"]
    })
    expect(contentMessages(dir)).toEqual([
      `${dir}/skills.yaml, skill 2 "R Markdown", field "aliases.0": "tidyverse" is already the alias of skill 1 "R": a tag or a tool names one skill's work, so give it to one of them`,
    ])
  })

  it("refuses two skills whose page addresses collide", () => {
    const { dir, edit } = contentCopy()
    edit<Entry[]>("skills.yaml", (skills) => (skills[1].name = "R+"))
    expect(contentMessages(dir)).toEqual([
      `${dir}/skills.yaml, skill 2 "R+", field "name": gives the page address /skills/r/ that skill 1 "R" gives too: change one of them`,
    ])
  })
})
