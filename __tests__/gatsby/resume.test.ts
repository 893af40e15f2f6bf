/** @jest-environment node */
import Ajv from "ajv"
import { dashboardOf } from "gatsby-remark-dashboards/vendors"
import addFormats from "ajv-formats"
import jsonResumeSchema from "@jsonresume/schema/schema.json"
import { readFileSync } from "node:fs"
import { dump, load } from "js-yaml"
import { contentFiles } from "../../gatsby/content/content-file-table"
import { dateRange, jsonResume, resumeDate, resumeView } from "../../gatsby/resume/model"
import type { ResumeView } from "../../src/lib/resume-view"
import { closeResumeBox } from "../../gatsby/resume/pdf"
import { buildResume, readResumeContent } from "../../gatsby/resume/pages"
import { paperOf, readPdf } from "../../e2e/pdf"
import { FIXTURE_CONTENT } from "../../e2e/test-site.mjs"
import { contentCopy, contentMessages } from "../content-copy"

type Entry = Record<string, unknown>
type Content = NonNullable<ReturnType<typeof readResumeContent>>

const SITE = "https://quinn.example/portfolio"

// The tests' own content, its résumé replaced by `resume` (as resume.yaml would be read).
function withResume(resume: Entry, change: (content: Content) => void = () => {}) {
  const content = readResumeContent(FIXTURE_CONTENT)!
  content.resume = contentFiles.resume.schema().parse(resume)
  change(content)
  return content
}

const viewOf = (content: Content) => resumeView(jsonResume(content, SITE), content.resume)

afterAll(closeResumeBox)

describe("the résumé's model", () => {
  it("writes dates as a résumé does: a month by its name, no day, an open end as Present", () => {
    expect(resumeDate("2024")).toBe("2024")
    expect(resumeDate("2024-03")).toBe("Mar 2024")
    expect(resumeDate("2024-12-15")).toBe("Dec 2024")
    expect(dateRange("2019", "2023-06")).toBe("2019 – Jun 2023")
    expect(dateRange("2023-01")).toBe("Jan 2023 – Present")
    expect(dateRange(undefined, "2019")).toBe("2019")
    expect(dateRange()).toBeNull()
  })

  it("reads YAML's numbers and dates as the text the owner wrote", () => {
    const yaml = load("work:\n  - {name: A, position: B, startDate: 2019, endDate: 2023-05-14}\n")
    const [job] = contentFiles.resume.schema().parse(yaml).work!
    expect([job.startDate, job.endDate]).toEqual(["2019", "2023-05-14"])
  })

  it("defaults: the profile's intro, skills.yaml's names in order, A4, one page", () => {
    const content = withResume({})
    const view = viewOf(content)
    expect(view.summary).toBe(content.profile.intro)
    expect(view.sections.map((section) => section.title)).toEqual(["Skills"])
    expect(view.sections[0].entries).toEqual([
      {
        title: "",
        meta: [],
        text: content.skills.map((skill) => skill.name).join(", "),
        bullets: [],
      },
    ])
    expect([view.paper, view.maxPages]).toEqual(["A4", 1])
  })

  it("gives each skill of the JSON the keywords of the work behind it; the page and PDF its name", () => {
    const content = withResume({}, (content) => {
      content.skillKeywords = { r: ["dbt", "Survey Methods"] }
    })
    const document = jsonResume(content, SITE)
    expect(document.skills).toEqual(
      content.skills.map((skill) => ({
        name: skill.name,
        keywords: skill.name === "R" ? ["dbt", "Survey Methods"] : [],
      })),
    )
    expect(viewOf(content).sections[0].entries).toEqual([
      expect.objectContaining({ text: content.skills.map((skill) => skill.name).join(", ") }),
    ])
  })

  it("reads the keywords from the work: the other tags of the projects a skill's name tags", () => {
    const { skillKeywords, projects } = readResumeContent(FIXTURE_CONTENT)!
    const tagged = projects.filter((project) => project.tags.includes("R"))
    expect(tagged.length).toBeGreaterThan(0)
    for (const tag of tagged.flatMap((project) => project.tags).filter((tag) => tag !== "R"))
      expect(skillKeywords?.r).toContain(tag)
    expect(skillKeywords?.r).not.toContain("R")
  })

  it("takes name and contacts from the profile, and projects from projects.yaml in its order", () => {
    // Titles as the checks accept them: whatever their case and spacing.
    const content = withResume(
      { projects: ["survey weights", " Demand  Forecast", "Experiment Readouts"] },
      ({ profile, projects }) => {
        profile.phone = "+234 800 000 0000"
        profile.linkedin = "https://www.linkedin.com/in/quinn"
        profile.github = "https://github.com/quinn"
        Object.assign(
          projects.find((p) => p.title === "Demand Forecast")!,
          { status: "completed" },
        )
      },
    )
    const document = jsonResume(content, SITE)
    const { profile, projects } = content
    expect(document.basics).toEqual({
      name: profile.name,
      label: profile.role,
      email: profile.email,
      phone: "+234 800 000 0000",
      url: `${SITE}/`,
      summary: profile.intro,
      location: { address: profile.location },
      profiles: [
        { network: "LinkedIn", url: "https://www.linkedin.com/in/quinn" },
        { network: "GitHub", url: "https://github.com/quinn" },
      ],
    })
    const project = (title: string) => projects.find((p) => p.title === title)!
    // A published case study is the project's address; a coming-soon one is not, its live page is.
    expect(document.projects).toEqual([
      {
        name: "Survey Weights",
        description: project("Survey Weights").description,
        keywords: project("Survey Weights").tags,
        url: `${SITE}/projects/survey-weights/`,
      },
      expect.objectContaining({ url: `${SITE}/projects/demand-forecast/` }),
      expect.objectContaining({ url: project("Experiment Readouts").liveUrl }),
    ])
    expect(viewOf(content).contacts).toEqual([
      { text: profile.email, url: `mailto:${profile.email}` },
      { text: "+234 800 000 0000" },
      { text: profile.location },
      { text: "quinn.example/portfolio", url: `${SITE}/` },
      { text: "linkedin.com/in/quinn", url: "https://www.linkedin.com/in/quinn" },
      { text: "github.com/quinn", url: "https://github.com/quinn" },
    ])
  })

  it("shows each section's entries in the words of resume.yaml, in its order", () => {
    const content = withResume({
      work: [
        {
          name: "Acme",
          position: "Analyst",
          description: "A maker of anvils",
          location: "Lagos",
          startDate: "2022-03",
          highlights: ["Cut runtime"],
        },
        { name: "Beta", position: "Intern", startDate: "2021", endDate: "2021-09" },
      ],
      education: [{ institution: "Uni", area: "Statistics", studyType: "B.Sc.", endDate: "2019" }],
      skills: [{ name: "Languages", level: "Expert", keywords: ["SQL", "Python"] }],
      awards: [{ title: "Prize", awarder: "Guild", date: "2020-06-01" }],
    })
    const sections = Object.fromEntries(viewOf(content).sections.map((s) => [s.title, s.entries]))
    expect(Object.keys(sections)).toEqual(["Experience", "Education", "Skills", "Awards"])
    expect(sections.Experience).toEqual([
      {
        title: "Analyst, Acme",
        meta: ["Lagos", "Mar 2022 – Present"],
        bullets: ["Cut runtime"],
      },
      { title: "Intern, Beta", meta: ["2021 – Sep 2021"], bullets: [] },
    ])
    expect(sections.Education).toEqual([
      { title: "B.Sc. in Statistics, Uni", meta: ["2019"], bullets: [] },
    ])
    // No skill levels on paper: they are for the web page's bars.
    expect(sections.Skills).toEqual([
      { title: "Languages", meta: [], text: "SQL, Python", bullets: [] },
    ])
    expect(sections.Awards).toEqual([{ title: "Prize", meta: ["Guild", "Jun 2020"], bullets: [] }])
  })

  it("links a project's dashboard where it has no case study, and its case study where it has", () => {
    const content = readResumeContent(FIXTURE_CONTENT)!
    const urls = Object.fromEntries(
      jsonResume(content, SITE).projects!.map((project) => [project.name, project.url]),
    )
    const returns = content.projects.find((project) => project.title === "Returns Monitor")!
    expect(returns.caseStudy).toBeUndefined()
    expect(urls["Returns Monitor"]).toBe(dashboardOf(returns.dashboards![0].url).openUrl)
    expect(urls["Churn Early Warning"]).toBe(`${SITE}/projects/churn-early-warning/`)
  })

  it("exports a JSON Resume that JSON Resume's own schema accepts", () => {
    const ajv = new Ajv({ allErrors: true })
    addFormats(ajv)
    const valid = ajv.compile(jsonResumeSchema)
    for (const content of [readResumeContent(FIXTURE_CONTENT)!, withResume({})]) {
      const document = jsonResume(content, SITE)
      expect(valid(document) ? [] : valid.errors).toEqual([])
      expect(document.meta.canonical).toBe(`${SITE}/resume.json`)
    }
    // The check can fail: a document JSON Resume would refuse.
    const broken = jsonResume(withResume({}), SITE)
    expect(valid({ ...broken, basics: { ...broken.basics, email: "quinn" } })).toBe(false)
  })
})

describe("resume.yaml's refusals, one line each naming the file, the entry and the field", () => {
  it("refuses a date in another form, an end before its start, an unknown field", () => {
    const { dir, edit } = contentCopy()
    edit<{ work: Entry[]; education: Entry[] }>("resume.yaml", (resume) => {
      resume.work[0].startDate = "March 2020"
      resume.work[0].company = "Lagos Retail"
      resume.work[1].endDate = "2019-01"
      resume.education[0].endDate = "2019-13"
    })
    expect(contentMessages(dir)).toEqual([
      `${dir}/resume.yaml, field "work.0.startDate": expected a date written YYYY, YYYY-MM or YYYY-MM-DD, got "March 2020"`,
      `${dir}/resume.yaml, field "work.0": unknown field "company" (a typo?)`,
      `${dir}/resume.yaml, field "education.0.endDate": expected a date written YYYY, YYYY-MM or YYYY-MM-DD, got "2019-13"`,
      `${dir}/resume.yaml, field "work.1.endDate": expected a date after its startDate (2019-06), got "2019-01"`,
    ])
  })

  it("refuses a project that projects.yaml does not have, a paper and a page count it cannot use", () => {
    const { dir, edit } = contentCopy()
    edit<Entry>("resume.yaml", (resume) => {
      resume.projects = ["Survey Weights", "Churn Early Warnings"]
      resume.paper = "Legal"
      resume.maxPages = 5
    })
    expect(contentMessages(dir)).toEqual([
      `${dir}/resume.yaml, field "paper": expected A4 or Letter, got "Legal"`,
      `${dir}/resume.yaml, field "maxPages": expected a whole number of pages, 1 to 4, got 5`,
      `${dir}/resume.yaml, field "projects.1": expected the title of a project in ${dir}/projects.yaml, got "Churn Early Warnings"`,
    ])
  })

  it("prints a project whose title the checks accept, a double space in it too", async () => {
    const { dir, edit } = contentCopy()
    edit<Entry>("resume.yaml", (resume) => (resume.projects = ["survey  weights"]))
    expect(contentMessages(dir)).toEqual([])
    const { view, document, pdf } = await buildResume(readResumeContent(dir)!, SITE)
    const projects = view.sections.find((section) => section.title === "Projects")
    expect(projects?.entries.map((entry) => entry.title)).toEqual(["Survey Weights"])
    expect(document.projects?.map((project) => project.name)).toEqual(["Survey Weights"])
    expect(readPdf(pdf!).text).toMatch(/^Survey Weights/m)
  })

  it("takes the sections of a pasted resume.json, and says why it leaves out the rest", () => {
    // JSON Resume's own sample (from @jsonresume/schema), pasted whole as YAML.
    const sample = JSON.parse(
      readFileSync(require.resolve("@jsonresume/schema/sample.resume.json"), "utf8"),
    )
    const { dir, write } = contentCopy()
    write("resume.yaml", dump(sample))
    const problems = contentMessages(dir)
    expect(problems).toContain(
      `${dir}/resume.yaml: "basics" is written once, in profile.yaml (name, role, contacts, links): leave it out`,
    )
    expect(problems).toContain(
      `${dir}/resume.yaml: "volunteer" is a JSON Resume section the résumé does not print: leave it out`,
    )
    expect(problems).toContainEqual(
      expect.stringMatching(
        /resume\.yaml, field "projects\.0": expected the title of a project in projects\.yaml \(its description, tags and links come from there\), got \{"name":/,
      ),
    )
    expect(problems.filter((problem) => /a typo\?/.test(problem))).toEqual([])
    // Its sections that the résumé prints, as they are (but web addresses that are not https).
    const printed = ["work", "education", "awards", "skills", "languages"]
    const sections = Object.fromEntries(printed.map((name) => [name, sample[name]]))
    write("resume.yaml", dump(sections).replace(/http:\/\//g, "https://"))
    expect(contentMessages(dir)).toEqual([])
  })

  it("refuses a character the font cannot draw, wherever the résumé prints it from", () => {
    const { dir, edit } = contentCopy()
    edit<Entry>("resume.yaml", (resume) => (resume.summary = "数据 analyst"))
    edit<Entry>("profile.yaml", (profile) => (profile.role = "Analyst ✪"))
    edit<Entry[]>("projects.yaml", (projects) => (projects[0].description = "Churn, 流失"))
    // A project the résumé does not name is not printed, so its characters do not matter.
    edit<Entry[]>("projects.yaml", (projects) => (projects[1].description = "需求"))
    const font = "the résumé's font (Noto Sans) has no"
    expect(contentMessages(dir)).toEqual([
      `${dir}/resume.yaml, field "summary": ${font} "数" (U+6570), "据" (U+636E): write it another way, or leave it out`,
      `${dir}/profile.yaml, field "role": ${font} "✪" (U+272A): write it another way, or leave it out`,
      `${dir}/projects.yaml, project 1 "Churn Early Warning", field "description": ${font} "流" (U+6D41), "失" (U+5931): write it another way, or leave it out`,
    ])
  })

  it("stops when the résumé takes more pages than it may, naming its longest sections", async () => {
    const highlights = Array.from({ length: 30 }, (_, i) => `Shipped report ${i + 1} on time.`)
    const work = Array.from({ length: 3 }, (_, i) => ({
      name: `Company ${i + 1}`,
      position: "Analyst",
      startDate: "2020",
      highlights,
    }))
    const long = await buildResume(withResume({ work }), SITE)
    expect(long.problem).toMatch(
      /^the résumé takes [2-9] pages, more than its maxPages of 1: shorten its longest sections, Experience \(\d+ pt\), Summary \(\d+ pt\), Skills \(\d+ pt\), or raise maxPages$/,
    )
    expect((await buildResume(withResume({ work, maxPages: 4 }), SITE)).problem).toBeNull()
  })

  it("stops a résumé past its memory in Typst's own process, in one sentence, and typesets the next", async () => {
    // Twenty thousand jobs: Typst would take seconds and gigabytes to set them.
    const work = Array.from({ length: 20_000 }, (_, i) => ({
      name: `Company ${i + 1}`,
      position: "Analyst",
      startDate: "2020",
      highlights: [`Shipped report ${i + 1} on time.`],
    }))
    const started = Date.now()
    const runaway = await buildResume(withResume({ work, maxPages: 2 }), SITE)
    expect(runaway.problem).toBe(
      "it needs more than 1 GB of memory to typeset: shorten it to its maxPages (2 pages)",
    )
    expect(runaway.pdf).toBeNull()
    expect(Date.now() - started).toBeLessThan(30_000)
    expect((await buildResume(withResume({}), SITE)).problem).toBeNull()
  }, 60_000)
})

// The PDF, read back as an applicant-tracking system reads it: by PDF.js (e2e/pdf.ts).
describe("the résumé's PDF", () => {
  const typeset = async (content: Content) => {
    const { pdf, view, problem } = await buildResume(content, SITE)
    return { reading: readPdf(pdf!), pdf: pdf!, view, problem }
  }
  const words = (text: string) => text.replace(/\s+/g, " ").trim()

  const content = readResumeContent(FIXTURE_CONTENT)!
  let reading: ReturnType<typeof readPdf>
  let pdf: Buffer
  let view: ResumeView
  let problem: string | null
  let text: string
  beforeAll(async () => {
    ;({ reading, pdf, view, problem } = await typeset(content))
    text = reading.text
  })

  it("holds every text of the content, in the content's order, as written", () => {
    expect(problem).toBeNull()
    const expected = [
      view.name,
      view.label,
      ...view.contacts.map((contact) => contact.text),
      view.summary,
      ...view.sections.flatMap((section) => [
        section.title,
        ...section.entries.flatMap((entry) => [
          entry.title,
          ...entry.meta,
          entry.text ?? "",
          ...entry.bullets,
        ]),
      ]),
    ].filter(Boolean)
    let at = 0
    for (const string of expected) {
      const found = words(text).indexOf(words(string), at)
      expect([string, found >= at]).toEqual([string, true])
      at = found + words(string).length
    }
    // The owner's own words reach the paper as written, Typst's markup characters too.
    const resumeYaml = content.resume
    for (const string of [
      resumeYaml.summary!,
      ...resumeYaml.work!.flatMap((job) => [job.summary ?? "", ...(job.highlights ?? [])]),
      ...resumeYaml.languages!.map((language) => language.language),
    ].filter(Boolean))
      expect(words(text)).toContain(words(string))
  })

  it("puts the standard headings on lines of their own, with no ligature or missing glyph", () => {
    const lines = text.split("\n").map((line) => line.trim())
    for (const heading of ["Summary", ...view.sections.map((section) => section.title)])
      expect(lines).toContain(heading)
    expect(view.sections.map((section) => section.title)).toEqual(
      expect.arrayContaining(["Experience", "Education", "Projects", "Skills"]),
    )
    expect(text).not.toMatch(/[\uFB00-\uFB06\uFFFD]/)
  })

  it("is one tagged page with its title, author and language, its fonts embedded as subsets", () => {
    expect(reading.pages).toBe(1)
    expect(reading.tagged).toBe(true)
    expect(paperOf(reading)).toBe("A4")
    expect(reading.title).toBe(`Résumé · ${view.name}`)
    expect(reading.author).toBe(view.name)
    expect(reading.language).toBe("en")
    expect(pdf.toString("latin1")).toMatch(/\/Lang \(en\)/)
    expect(reading.fonts.length).toBeGreaterThan(0)
    for (const font of reading.fonts)
      expect(font).toEqual({
        name: expect.stringMatching(/^[A-Z]{6}\+\S+$/),
        embedded: true,
        type3: false,
        unicode: true,
      })
    expect(pdf.length).toBeLessThan(100_000)
  })

  it("is tagged as a document: the name its one H1, each section an H2, lists as lists", () => {
    const { structure } = reading
    expect(structure[0]).toBe("Document")
    expect(structure.filter((role) => role === "H1")).toHaveLength(1)
    expect(structure.filter((role) => role === "H2")).toHaveLength(1 + view.sections.length)
    expect(structure).toEqual(expect.arrayContaining(["L", "LI", "LBody", "Link"]))
  })

  it("links its addresses where their readable text is", () => {
    const expected = [
      ...view.contacts.map((contact) => contact.url),
      ...view.sections.flatMap((section) => section.entries.map((entry) => entry.url)),
    ].filter(Boolean)
    expect(reading.links).toEqual(expected)
    expect(reading.links[0]).toBe(`mailto:${content.profile.email}`)
  })

  it("draws a name in Vietnamese and Polish letters as written, on US Letter when asked", async () => {
    const other = withResume({ paper: "Letter" }, ({ profile }) => {
      profile.name = "Łukasz Nguyễn Đức"
    })
    const { reading: letter } = await typeset(other)
    expect(letter.text.normalize("NFC")).toMatch(/^Łukasz Nguyễn Đức$/m)
    expect(paperOf(letter)).toBe("Letter")
  })

  it("is the same bytes for the same content", async () => {
    const again = await buildResume(readResumeContent(FIXTURE_CONTENT)!, SITE)
    expect(again.pdf?.equals(pdf)).toBe(true)
  })
})
