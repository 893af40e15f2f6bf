/** @jest-environment node */
import { spawnSync } from "node:child_process"
import { readFileSync, symlinkSync, writeFileSync } from "node:fs"
import path from "node:path"
import type { Reporter } from "gatsby"
import { checkContent } from "../../gatsby/checks/validate-content"
import { contentCopy } from "../content-copy"
import { runnerCommands } from "../runner-commands"

// What the content checks print reaches a CI log, and GitHub's runner takes orders from its lines.
// Content is untrusted: a value, a path, a data address or a file name holding a line break and a
// workflow command prints as one line of text, in `npm run check` and in the build's first step
// alike. The only commands are the annotations the check writes on purpose.

const TSX = path.resolve("node_modules/.bin/tsx")

// Orders in every form the runner reads: after a line break, after a lone carriage return (a line
// break to .NET), after spaces, and the older syntax anywhere in a line.
const ORDERS = [
  "\n::add-mask::hidden",
  "\r::stop-commands::token",
  "\n  ::error title=forged::owned",
  " ##[warning]legacy",
]

type Project = { status: string; caseStudy?: string }
type Skill = { level: unknown; aliases?: string[] }

// A content folder whose problems each quote owner text that holds orders.
function hostileContent() {
  const { dir, edit } = contentCopy()
  edit<Project[]>("projects.yaml", (projects) => {
    projects[0].status = `paused${ORDERS.join("")}`
    projects[1].caseStudy = `case-studies/gone${ORDERS[0]}.ipynb`
  })
  edit<Skill[]>("skills.yaml", (skills) => {
    skills[0].level = `high${ORDERS[1]}`
  })
  const spec = path.join(dir, "case-studies/charts/at-risk-by-plan.vl.json")
  const chart = JSON.parse(readFileSync(spec, "utf8"))
  chart.data.url = `gone${ORDERS[2]}${ORDERS[3]}.csv`
  writeFileSync(spec, JSON.stringify(chart))
  return dir
}

const check = (contentDir: string, env: Record<string, string> = {}) => {
  const { GITHUB_ACTIONS: _ignored, ...outside } = process.env
  const run = spawnSync(TSX, ["scripts/check-content.ts"], {
    encoding: "utf8",
    env: { ...outside, CONTENT_DIR: contentDir, GITHUB_WORKSPACE: contentDir, ...env },
    timeout: 60_000,
  })
  return { status: run.status, log: `${run.stdout}${run.stderr}` }
}

// The build's first step, with a reporter that keeps what Gatsby would print.
async function buildCheck(contentDir: string) {
  const printed: string[] = []
  const keep = (message: string) => void printed.push(message)
  const reporter = { warn: keep, panic: keep, panicOnBuild: keep } as unknown as Reporter
  await checkContent(reporter, contentDir)
  return printed.join("\n")
}

// Each test runs the check as a process, and most the build's first step too: seconds each, more
// on a busy machine.
jest.setTimeout(120_000)

const problemLines = (log: string) => log.split("\n").filter((line) => line.startsWith("- "))

describe("what the content checks print gives a CI runner no orders", () => {
  const dir = hostileContent()

  it("npm run check prints each problem on one line, its orders as text", () => {
    const { status, log } = check(dir)
    expect(status).toBe(1)
    expect(runnerCommands(log)).toEqual([])
    const problems = problemLines(log)
    expect(problems).toContainEqual(expect.stringContaining('got "paused\\n::add-mask::hidden\\r'))
    expect(problems).toContainEqual(expect.stringContaining("##\\x5B"))
    expect(problems.filter((line) => line.includes("gone"))).toHaveLength(2)
  })

  it("under GitHub Actions, the only commands are the check's annotations, one a problem", () => {
    const { status, log } = check(dir, { GITHUB_ACTIONS: "true" })
    expect(status).toBe(1)
    const commands = runnerCommands(log)
    const annotation = /^::(error|warning) (file=|title=Content check::)/
    expect(commands.filter(({ line }) => !annotation.test(line))).toEqual([])
    const errors = commands.filter(({ command }) => command === "error")
    expect(errors).toHaveLength(problemLines(log).length)
    // The owner's line break is GitHub's own escape inside an annotation's text.
    expect(errors).toContainEqual({
      command: "error",
      line: expect.stringContaining('its data "gone%0A  ::error title=forged::owned ##[warning]'),
    })
  })

  it("the build's first step prints the same problems as text", async () => {
    const log = await buildCheck(dir)
    expect(problemLines(log).length).toBeGreaterThanOrEqual(4)
    expect(runnerCommands(log)).toEqual([])
  })

  it("a warning that quotes the owner's text is text too", async () => {
    const { dir: valid, edit } = contentCopy()
    edit<Skill[]>("skills.yaml", (skills) => {
      skills[0].aliases = [`Spreadsheets${ORDERS[0]}`]
    })
    const { status, log } = check(valid)
    expect(status).toBe(0)
    expect(log).toContain('its alias "Spreadsheets\\n::add-mask::hidden"')
    expect(runnerCommands(log)).toEqual([])
    expect(runnerCommands(await buildCheck(valid))).toEqual([])
  })

  it("a Markdown file's front matter is text too, in the check and in the build's first step", async () => {
    const { dir: noted, write } = contentCopy()
    // JSON's own message quotes the text around the mistake; gray-matter names the language.
    write("notes.md", `---json\n{"title": }${ORDERS[0]}\n---\nText\n`)
    write("drafts.md", `---coffee${ORDERS[1]}\ntitle: x\n---\nText\n`)
    const { status, log } = check(noted)
    expect(status).toBe(1)
    expect(problemLines(log)).toEqual([
      `- ${noted}/drafts.md: its front matter is written in "coffee\\r::stop-commands::token" (---coffee\\r::stop-commands::token), which the site does not read: write it in YAML (---) or JSON (---json), or leave it out`,
      expect.stringMatching(
        /^- .*\/notes\.md: its front matter \(---json\) is not valid JSON: .*\\n::add-ma/,
      ),
    ])
    expect(runnerCommands(log)).toEqual([])
    expect(runnerCommands(await buildCheck(noted))).toEqual([])
  })

  it("a Markdown file's name is text too, and refused before anything reads it", async () => {
    const { dir: named, write } = contentCopy()
    write(`notes${ORDERS[2]}.md`, "# Notes\n")
    const { status, log } = check(named)
    expect(status).toBe(1)
    expect(problemLines(log)).toEqual([
      `- ${named}/notes\\n  ::error title=forged::owned.md: its name holds a control character (written here as \\n, \\t or \\x and its code), which the build would print as it is: rename it`,
    ])
    expect(runnerCommands(log)).toEqual([])
    expect(runnerCommands(await buildCheck(named))).toEqual([])
  })

  it("what stops the check is text too", () => {
    const { status, log } = check(`/nowhere${ORDERS[0]}`)
    expect(status).toBe(1)
    expect(log).toContain("Content check stopped: ")
    expect(log).toContain("/nowhere\\n::add-mask::hidden")
    expect(runnerCommands(log)).toEqual([])
  })

  it("a file name in the content folder is text too", async () => {
    const { dir: linked } = contentCopy()
    symlinkSync("/etc/hostname", path.join(linked, `out${ORDERS[0]}${ORDERS[1]}`))
    const { status, log } = check(linked)
    expect(status).toBe(1)
    expect(log).toContain("out\\n::add-mask::hidden\\r::stop-commands::token: a link that leads")
    expect(runnerCommands(log)).toEqual([])
    expect(runnerCommands(await buildCheck(linked))).toEqual([])
  })
})
