/** @jest-environment node */
import { writeFileSync } from "node:fs"
import path from "node:path"
import { skillPath } from "../../gatsby/skills/skill-evidence"
import { caseStudyPath, projectSlug } from "../../src/lib/case-study-path"
import { resumePdfName } from "../../src/lib/resume-paths"
import { contentCopy, contentMessages } from "../content-copy"

// Owner text long enough to overflow a file name (255 bytes) never becomes one: a slug is cut at
// 80 characters, two titles cut to one slug are refused as two titles of one slug are, and a file
// of the content whose name leaves no room for what the build adds to it is refused.

type Entry = Record<string, unknown>

const words = (first: string) => `${first} ${"and the weekly demand of every store ".repeat(10)}`

describe("names too long for a file", () => {
  it("make slugs of at most 80 characters, for every file named after them", () => {
    const title = words("Forecasting")
    expect(Buffer.byteLength(title)).toBeGreaterThan(255)
    const slug = projectSlug(title)
    expect(slug.length).toBeLessThanOrEqual(80)
    expect(caseStudyPath(slug)).toBe(`/projects/${slug}/`)
    expect(skillPath(title)).toBe(`/skills/${slug}/`)
    expect(resumePdfName(title)).toBe(`${slug}-resume.pdf`)
  })

  it("refuse two long titles, or two long skill names, that are cut to the same slug", () => {
    const { dir, edit } = contentCopy()
    edit<Entry[]>("projects.yaml", (projects) => {
      projects[1].title = words("Forecasting")
      projects[2].title = `${words("Forecasting")} again`
    })
    edit<Entry[]>("skills.yaml", (skills) => {
      skills[0].name = words("Forecasting")
      skills[1].name = `${words("Forecasting")} again`
    })
    const slug = projectSlug(words("Forecasting"))
    const label = `"${words("Forecasting").slice(0, 58)}…`
    expect(contentMessages(dir)).toEqual([
      `${dir}/skills.yaml, skill 2 ${label}, field "name": gives the page address /skills/${slug}/ that skill 1 ${label} gives too: change one of them`,
      `${dir}/projects.yaml, project 3 ${label}, field "title": gives the page address /projects/${slug}/ that another project's title gives too (${label}): change one of them`,
    ])
  })

  it("refuse a file of the content whose name is longer than 200 bytes", () => {
    const { dir } = contentCopy()
    const name = `${"ö".repeat(100)}.png`
    writeFileSync(path.join(dir, "pictures", name), "")
    writeFileSync(path.join(dir, "pictures", `${"o".repeat(196)}.png`), "")
    expect(contentMessages(dir)).toEqual([
      `${dir}/pictures/${name}: its name is 204 bytes long, more than the 200 a file of the content may have (the build names the files it makes after it): shorten it`,
    ])
  })
})
