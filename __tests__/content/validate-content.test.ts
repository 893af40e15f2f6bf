import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { validateContent } from "../../src/content/validate-content"

// A copy of the real content/ to break one thing at a time.
function contentCopy() {
  const dir = mkdtempSync(path.join(tmpdir(), "content-"))
  cpSync("content", dir, { recursive: true })
  const edit = (file: string, change: (text: string) => string) => {
    const location = path.join(dir, file)
    writeFileSync(location, change(readFileSync(location, "utf8")))
  }
  return { dir, edit }
}

describe("validateContent", () => {
  it("accepts the content the site ships with", () => {
    expect(validateContent("content")).toEqual([])
  })

  it("names the file, the skill and the field of a level out of range", () => {
    const { dir, edit } = contentCopy()
    edit("skills.yaml", (text) => text.replace("level: 90", "level: 120"))
    expect(validateContent(dir)).toEqual([
      `${dir}/skills.yaml, skill 1 "SQL", field "level": expected a whole number from 0 to 100, got 120`,
    ])
  })

  it("reports every problem at once, one message each", () => {
    const { dir, edit } = contentCopy()
    edit("skills.yaml", (text) => text.replace("level: 95", 'level: "95%"').replace("icon: broom", "icon: mop"))
    edit("projects.yaml", (text) => text.replace("status: coming-soon\n  priority: high", "status: soon\n  priority: urgent"))
    edit("profile.yaml", (text) => text.replace("email: your.name@example.com", "email: your.name-at-example.com"))
    const problems = validateContent(dir)
    expect(problems).toEqual([
      `${dir}/profile.yaml, field "email": expected an e-mail address such as you@example.com, got "your.name-at-example.com"`,
      `${dir}/skills.yaml, skill 2 "Excel", field "level": expected a whole number from 0 to 100, got "95%"`,
      expect.stringMatching(
        new RegExp(`^${dir}/skills.yaml, skill 6 "Data Cleaning", field "icon": expected one of the icon names: .*broom.*, got "mop"$`),
      ),
      `${dir}/projects.yaml, project 1 "Sales Analytics Dashboard", field "status": expected one of coming-soon, in-progress, completed, got "soon"`,
    ])
  })

  it("allows any priority (other words render blue)", () => {
    const { dir, edit } = contentCopy()
    edit("projects.yaml", (text) => text.replace("priority: high", "priority: urgent"))
    expect(validateContent(dir)).toEqual([])
  })

  it("catches missing fields, unknown fields, bad links and missing images", () => {
    const { dir, edit } = contentCopy()
    edit("skills.yaml", (text) => text.replace("  description: Writing joins", "  descripton: Writing joins"))
    edit("projects.yaml", (text) =>
      text
        .replace("image: images/sales-analytics-dashboard.jpg", "image: images/sales.jpg")
        .replace("  priority: low\n", "  priority: low\n  liveUrl: tracker.example.com\n"),
    )
    edit("profile.yaml", (text) => text.replace("name: Your Name\n", ""))
    expect(validateContent(dir)).toEqual([
      `${dir}/profile.yaml, field "name": expected a text, it is missing`,
      `${dir}/skills.yaml, skill 1 "SQL", field "description": expected a text, it is missing`,
      `${dir}/skills.yaml, skill 1 "SQL": unknown field "descripton" (a typo?)`,
      `${dir}/projects.yaml, project 1 "Sales Analytics Dashboard", field "image": expected the path of an image file, relative to ${dir}/, that exists, got "images/sales.jpg"`,
      `${dir}/projects.yaml, project 3 "Financial Performance Tracker", field "liveUrl": expected a web address starting with https://, got "tracker.example.com"`,
    ])
  })

  it("refuses two skills of the same name", () => {
    const { dir, edit } = contentCopy()
    edit("skills.yaml", (text) => text.replace("- name: Excel", "- name: SQL"))
    expect(validateContent(dir)).toEqual([`${dir}/skills.yaml, skill 2 "SQL": the name is already used by another skill`])
  })

  it("points at the line of a YAML syntax error", () => {
    const { dir, edit } = contentCopy()
    edit("skills.yaml", (text) => text.replace("- name: Python\n  level: 85", "- name: Python\n level: 85"))
    expect(validateContent(dir)).toEqual([expect.stringMatching(new RegExp(`^${dir}/skills.yaml: not valid YAML at line \\d+, column \\d+: `))])
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
