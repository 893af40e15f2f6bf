import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import yaml from "js-yaml"
import { validateContent } from "../../build/validate-content"
import { FIXTURE_CONTENT } from "../../e2e/test-site.mjs"

type Entry = Record<string, unknown>

// A copy of the tests' own content folder, to break one thing at a time.
function contentCopy() {
  const dir = mkdtempSync(path.join(tmpdir(), "content-"))
  cpSync(FIXTURE_CONTENT, dir, { recursive: true })
  const location = (file: string) => path.join(dir, file)
  const edit = <T>(file: string, change: (data: T) => void) => {
    const data = yaml.load(readFileSync(location(file), "utf8")) as T
    change(data)
    writeFileSync(location(file), yaml.dump(data))
  }
  const write = (file: string, text: string) => writeFileSync(location(file), text)
  return { dir, edit, write }
}

describe("validateContent", () => {
  it("accepts the tests' content, with its optional fields left out", () => {
    expect(validateContent(FIXTURE_CONTENT)).toEqual([])
  })

  it("accepts the content the site ships with", () => {
    expect(validateContent("content")).toEqual([])
  })

  it("names the file, the skill and the field of a level out of range", () => {
    const { dir, edit } = contentCopy()
    edit<Entry[]>("skills.yaml", (skills) => (skills[0].level = 120))
    expect(validateContent(dir)).toEqual([
      `${dir}/skills.yaml, skill 1 "R", field "level": expected a whole number from 0 to 100, got 120`,
    ])
  })

  it("reports every problem at once, one message each", () => {
    const { dir, edit } = contentCopy()
    edit<Entry[]>("skills.yaml", (skills) => {
      skills[1].level = "95%"
      skills[5].icon = "mop"
    })
    edit<Entry[]>("projects.yaml", (projects) => (projects[0].status = "soon"))
    edit<Entry>("profile.yaml", (profile) => (profile.email = "quinn-at-example.org"))
    expect(validateContent(dir)).toEqual([
      `${dir}/profile.yaml, field "email": expected an e-mail address such as you@example.com, got "quinn-at-example.org"`,
      `${dir}/skills.yaml, skill 2 "R Markdown", field "level": expected a whole number from 0 to 100, got "95%"`,
      expect.stringMatching(
        new RegExp(
          `^${dir}/skills.yaml, skill 6 "Statistics", field "icon": expected one of the icon names: .*broom.*, got "mop"$`,
        ),
      ),
      `${dir}/projects.yaml, project 1 "Churn Early Warning", field "status": expected one of coming-soon, in-progress, completed, got "soon"`,
    ])
  })

  it("allows any priority (other words render blue)", () => {
    const { dir, edit } = contentCopy()
    edit<Entry[]>("projects.yaml", (projects) => (projects[1].priority = "someday"))
    expect(validateContent(dir)).toEqual([])
  })

  it("catches missing fields, unknown fields, bad links and missing images", () => {
    const { dir, edit } = contentCopy()
    edit<Entry[]>("skills.yaml", (skills) => {
      skills[0].descripton = skills[0].description
      delete skills[0].description
    })
    edit<Entry[]>("projects.yaml", (projects) => {
      projects[0].image = "pictures/nowhere.jpg"
      projects[3].liveUrl = "pricing.example.org"
    })
    edit<Entry>("profile.yaml", (profile) => delete profile.name)
    expect(validateContent(dir)).toEqual([
      `${dir}/profile.yaml, field "name": expected a text, it is missing`,
      `${dir}/skills.yaml, skill 1 "R", field "description": expected a text, it is missing`,
      `${dir}/skills.yaml, skill 1 "R": unknown field "descripton" (a typo?)`,
      `${dir}/projects.yaml, project 1 "Churn Early Warning", field "image": expected the path of an image file, relative to ${dir}/, that exists, got "pictures/nowhere.jpg"`,
      `${dir}/projects.yaml, project 4 "Pricing Elasticity", field "liveUrl": expected a web address starting with https://, got "pricing.example.org"`,
    ])
  })

  it("accepts every optional profile field left out, and checks each one given", () => {
    const { dir, edit } = contentCopy()
    const optional = ["stats", "focusAreas", "leads", "moreProjects"]
    edit<Entry>("profile.yaml", (profile) => optional.forEach((field) => delete profile[field]))
    expect(validateContent(dir)).toEqual([])

    edit<Entry>("profile.yaml", (profile) => {
      profile.phone = "call me"
      profile.highlights = []
      profile.leads = { about: "", footer: "Hello" }
      profile.moreProjects = { url: "https://example.org" }
    })
    expect(validateContent(dir)).toEqual([
      `${dir}/profile.yaml, field "highlights": expected a list with at least one text, got []`,
      `${dir}/profile.yaml, field "phone": expected a phone number of digits, spaces and an optional leading +, got "call me"`,
      `${dir}/profile.yaml, field "leads.about": expected a text that is not empty, got ""`,
      `${dir}/profile.yaml, field "leads": unknown field "footer" (a typo?)`,
      `${dir}/profile.yaml, field "moreProjects.text": expected a text, it is missing`,
    ])
  })

  it("refuses two skills of the same name", () => {
    const { dir, edit } = contentCopy()
    edit<Entry[]>("skills.yaml", (skills) => (skills[1].name = "R"))
    expect(validateContent(dir)).toEqual([
      `${dir}/skills.yaml, skill 2 "R": the name is already used by another skill`,
    ])
  })

  it("points at the line of a YAML syntax error", () => {
    const { dir, write } = contentCopy()
    write("skills.yaml", "- name: R\n  level: 100\n level: 85\n")
    expect(validateContent(dir)).toEqual([
      expect.stringMatching(
        new RegExp(`^${dir}/skills.yaml: not valid YAML at line \\d+, column \\d+: `),
      ),
    ])
  })

  it("says when a file is missing", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "content-"))
    expect(validateContent(dir)).toEqual([
      `${dir}/profile.yaml: the file is missing`,
      `${dir}/skills.yaml: the file is missing`,
      `${dir}/projects.yaml: the file is missing`,
    ])
  })
})
