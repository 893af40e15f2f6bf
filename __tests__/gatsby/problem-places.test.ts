/** @jest-environment node */
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { workflowCommand } from "../../gatsby/content/problem"
import { contentFindings, validateContent } from "../../gatsby/checks/validate-content"
import { yamlLocator } from "../../gatsby/content/yaml-file.mjs"
import { contentCopy } from "../content-copy"

// Every problem knows where it is: the line and column of its YAML node, or of its Markdown
// node, so that an editor or GitHub can point at it.

// The line and column (from 1) where `needle` first starts in `text`, after `after` if given.
function placeOf(text: string, needle: string, after = "") {
  const index = text.indexOf(needle, after ? text.indexOf(after) : 0)
  if (index < 0) throw new Error(`"${needle}" is not in the text`)
  const lines = text.slice(0, index).split("\n")
  return { line: lines.length, column: lines[lines.length - 1].length + 1 }
}

// A copy of the tests' content with `file` changed as text, as an owner changes it.
function changed(file: string, change: (text: string) => string) {
  const { dir } = contentCopy()
  const location = path.join(dir, file)
  writeFileSync(location, change(readFileSync(location, "utf8")))
  return { dir, location, text: readFileSync(location, "utf8") }
}

describe("yamlLocator", () => {
  const text = [
    "# yaml-language-server: $schema=../schemas/skills.schema.json",
    "- name: SQL",
    "  level: 120",
    "  aliases: [DuckDB, Postgres]",
    "- name: R",
    "  level:",
    "  descripton: Tidy data",
  ].join("\n")
  const at = yamlLocator(text)

  it("finds a value, a key, and an item of a list written on one line", () => {
    expect(at([0, "level"])).toEqual(placeOf(text, "120"))
    expect(at([1, "descripton"], { key: true })).toEqual(placeOf(text, "descripton"))
    expect(at([0, "aliases", 1])).toEqual(placeOf(text, "Postgres"))
  })

  it("finds a field written without a value by its key, and a missing one by its entry", () => {
    expect(at([1, "level"])).toEqual(placeOf(text, "level:", "- name: R"))
    expect(at([1, "icon"])).toEqual(placeOf(text, "name: R"))
    expect(at([7, "name"])).toEqual(placeOf(text, "- name: SQL"))
  })
})

describe("the places of the content checks' problems", () => {
  it("puts a level of 120, or written as a word, on its value", () => {
    const { dir, location, text } = changed("skills.yaml", (yaml) =>
      yaml.replace("level: 100", "level: 120").replace("level: 64", "level: sixty-four"),
    )
    expect(validateContent(dir)).toEqual([
      expect.objectContaining({ file: location, ...placeOf(text, "120") }),
      expect.objectContaining({ file: location, ...placeOf(text, "sixty-four") }),
    ])
  })

  it("puts a misspelt field on its key, in one problem that names the field it meant", () => {
    const { dir, location, text } = changed("projects.yaml", (yaml) =>
      yaml.replace("- title: Demand Forecast", "- titel: Demand Forecast"),
    )
    expect(validateContent(dir)).toEqual([
      {
        message: `${location}, project 2: unknown field "titel": did you mean "title"?`,
        file: location,
        ...placeOf(text, "titel"),
      },
    ])
  })

  it("puts a missing field on its entry, and an unknown one unlike any on its key", () => {
    const { dir, location, text } = changed("skills.yaml", (yaml) =>
      yaml.replace("  description: Tidyverse", "  notes: Tidyverse"),
    )
    expect(validateContent(dir)).toEqual([
      {
        message: `${location}, skill 1 "R", field "description": expected a text, it is missing`,
        file: location,
        ...placeOf(text, "name: R"),
      },
      {
        message: `${location}, skill 1 "R": unknown field "notes" (a typo?)`,
        file: location,
        ...placeOf(text, "notes"),
      },
    ])
  })

  it("puts an unknown status and an http:// address on their values, in their entries", () => {
    const { dir, location, text } = changed("projects.yaml", (yaml) =>
      yaml
        .replace(/status: completed/, "status: shipped")
        .replace(/(- title: Demand Forecast\n)/, "$1  liveUrl: http://example.org/demand\n"),
    )
    expect(validateContent(dir)).toEqual([
      expect.objectContaining({ file: location, ...placeOf(text, "shipped") }),
      expect.objectContaining({ file: location, ...placeOf(text, "http://example.org/demand") }),
    ])
  })

  it("puts a problem that resume.yaml finds in profile.yaml in profile.yaml", () => {
    const { dir, location, text } = changed("profile.yaml", (yaml) =>
      yaml.replace(/^role: .*$/m, "role: Analyst ✪"),
    )
    expect(validateContent(dir)).toEqual([
      expect.objectContaining({ file: location, ...placeOf(text, "Analyst ✪") }),
    ])
  })

  it("puts a YAML syntax error where js-yaml stops reading", () => {
    const { dir, location } = changed("skills.yaml", (yaml) => `${yaml}- name: [unclosed\n`)
    const [problem] = validateContent(dir)
    expect(problem.file).toBe(location)
    expect(problem.message).toContain(`line ${problem.line}, column ${problem.column}`)
  })

  it("puts a Markdown problem on its line and column", () => {
    const { dir } = contentCopy()
    const study = path.join(dir, "case-studies", "churn-early-warning.md")
    writeFileSync(
      study,
      `${readFileSync(study, "utf8")}\nSee the chart: <iframe src="x"></iframe>\n`,
    )
    const text = readFileSync(study, "utf8")
    const [problem] = validateContent(dir)
    expect(problem).toEqual(expect.objectContaining({ file: study, ...placeOf(text, "<iframe") }))
    expect(problem.message).toMatch(/raw HTML is not allowed/)
  })

  it("puts a notebook's problem on the first line of its cell", () => {
    const { dir } = contentCopy()
    const study = path.join(dir, "case-studies", "demand-forecast.ipynb")
    const { cells, ...rest } = JSON.parse(readFileSync(study, "utf8"))
    const index = cells.findIndex((cell: { cell_type: string }) => cell.cell_type === "code")
    const error = { output_type: "error", ename: "KeyError", evalue: "'store'", traceback: [] }
    cells[index].outputs = [error]
    // One cell a line: cell n on line n + 2, after `{` and `"cells": [`.
    const lines = cells.map((cell: object) => `  ${JSON.stringify(cell)}`).join(",\n")
    writeFileSync(study, `{\n"cells": [\n${lines}\n],\n${JSON.stringify(rest).slice(1)}\n`)
    const [problem] = validateContent(dir)
    expect(problem).toEqual(expect.objectContaining({ file: study, line: index + 3, column: 3 }))
    expect(problem.message).toContain(`, cell ${index + 1} (`)
  })

  it("puts a query's problem on its block's line, and reports it with the YAML's problems", async () => {
    const { dir, edit } = contentCopy()
    edit<Array<Record<string, unknown>>>("skills.yaml", (skills) => (skills[0].level = 120))
    const study = path.join(dir, "case-studies", "trading-pack.md")
    writeFileSync(
      study,
      `${readFileSync(study, "utf8")}\n\`\`\`sql\nSELECT nothing FROM nowhere\n\`\`\`\n`,
    )
    const text = readFileSync(study, "utf8")
    const { problems } = await contentFindings(dir)
    expect(problems.map(({ message }) => message)).toEqual([
      expect.stringMatching(/skills\.yaml, skill 1 "R", field "level"/),
      expect.stringMatching(
        /trading-pack\.md, line \d+ \(the case study of project 6 .*\): .*nowhere/,
      ),
    ])
    expect(problems[1]).toEqual(
      expect.objectContaining({ file: study, line: placeOf(text, "```sql\nSELECT nothing").line }),
    )
  }, 30_000)
})

describe("workflowCommand", () => {
  it("writes a problem as GitHub Actions' annotation of its line, escaped", () => {
    const problem = {
      message: 'content/skills.yaml, skill 1 "R", field "level": 100% is the most\nsecond line',
      file: "content/skills.yaml",
      line: 7,
      column: 10,
    }
    expect(workflowCommand("error", problem, "Content check")).toBe(
      '::error file=content/skills.yaml,line=7,col=10,title=Content check::content/skills.yaml, skill 1 "R", field "level": 100%25 is the most%0Asecond line',
    )
  })

  it("writes the file relative to the repository, and leaves out a place it does not know", () => {
    const root = path.resolve("/work/site")
    const inside = { message: "m", file: path.join(root, "content", "a: b, c.yaml") }
    expect(workflowCommand("warning", inside, "T", root)).toBe(
      "::warning file=content/a%3A b%2C c.yaml,title=T::m",
    )
    expect(workflowCommand("error", { message: "m" }, "T")).toBe("::error title=T::m")
  })
})
