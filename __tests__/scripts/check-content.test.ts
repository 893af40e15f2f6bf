/** @jest-environment node */
import { spawnSync } from "node:child_process"
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { FIXTURE_CONTENT } from "../../e2e/test-site.mjs"

// `npm run check` as the owner and GitHub run it: in a project folder whose content/ has the
// mistakes an owner makes, each told on one line, and under GitHub Actions each also an annotation
// of its line.

const TSX = path.resolve("node_modules/.bin/tsx")

function project() {
  const root = mkdtempSync(path.join(tmpdir(), "check-"))
  cpSync(FIXTURE_CONTENT, path.join(root, "content"), { recursive: true })
  const change = (file: string, edit: (text: string) => string) => {
    const location = path.join(root, "content", file)
    writeFileSync(location, edit(readFileSync(location, "utf8")))
  }
  const text = (file: string) => readFileSync(path.join(root, "content", file), "utf8")
  return { root, change, text }
}

// Run here (the build's code reads its own files from the project's folder), on the content of the
// project copy at `root`, which a GitHub workflow would have checked out there.
const check = (root: string, env: Record<string, string> = {}) => {
  const { GITHUB_ACTIONS: _ignored, ...outside } = process.env
  const run = spawnSync(TSX, ["scripts/check-content.ts"], {
    encoding: "utf8",
    env: { ...outside, CONTENT_DIR: path.join(root, "content"), GITHUB_WORKSPACE: root, ...env },
    timeout: 60_000,
  })
  // The sentences name the content folder as it was given.
  const text = `${run.stdout}${run.stderr}`.replaceAll(`${root}/`, "")
  return { status: run.status, lines: text.split("\n") }
}

// The line and column (from 1) where `needle` starts in `text`.
function placeOf(text: string, needle: string) {
  const before = text.slice(0, text.indexOf(needle)).split("\n")
  return `line=${before.length},col=${before[before.length - 1].length + 1}`
}

describe("npm run check", () => {
  const { root, change, text } = project()
  change("skills.yaml", (yaml) =>
    yaml.replace("level: 100", "level: 120").replace("level: 64", "level: sixty-four"),
  )
  change("projects.yaml", (yaml) =>
    yaml
      .replace("- title: Demand Forecast\n  description:", "- description:")
      .replace("status: in-progress", "status: paused")
      .replace(/(- title: Pricing Elasticity\n(?: {2}.*\n)*?) {2}tags:/, "$1  tgas:"),
  )
  change("profile.yaml", (yaml) => `${yaml}github: http://github.com/quinn\n`)
  const problems = [
    [
      "skills.yaml",
      "120",
      'skill 1 "R", field "level": expected a whole number from 0 to 100, got 120',
    ],
    [
      "skills.yaml",
      "sixty-four",
      'skill 2 "R Markdown", field "level": expected a whole number from 0 to 100, got "sixty-four"',
    ],
    [
      "projects.yaml",
      "description: Store-level",
      'project 2, field "title": expected a text, it is missing',
    ],
    [
      "projects.yaml",
      "paused",
      'field "status": expected one of coming-soon, in-progress, completed, got "paused"',
    ],
    ["projects.yaml", "tgas", 'unknown field "tgas": did you mean "tags"?'],
    [
      "profile.yaml",
      "http://github.com/quinn",
      'field "github": expected a web address starting with https://, got "http://github.com/quinn"',
    ],
  ]

  it("tells every mistake at once, one line each, and fails", () => {
    const { status, lines } = check(root)
    expect(status).toBe(1)
    expect(lines).toContain(
      `The content in content/ has ${problems.length} problems (see content/README.md):`,
    )
    for (const [file, , sentence] of problems)
      expect(
        lines.filter((line) => line.startsWith(`- content/${file}, `) && line.includes(sentence)),
      ).toHaveLength(1)
    expect(lines.filter((line) => line.startsWith("::"))).toEqual([])
  })

  it("under GitHub Actions, also writes each as an annotation of its line and column", () => {
    const { status, lines } = check(root, { GITHUB_ACTIONS: "true" })
    expect(status).toBe(1)
    const annotations = lines.filter((line) => line.startsWith("::error "))
    expect(annotations).toHaveLength(problems.length)
    for (const [file, value, sentence] of problems)
      expect(annotations).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^::error file=content/${file},${placeOf(text(file), value)},title=Content check::content/${file}, .*${sentence.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`,
          ),
        ),
      )
  })

  it("passes another owner's valid content, saying what it warns of", () => {
    const valid = mkdtempSync(path.join(tmpdir(), "check-"))
    cpSync("examples/maya-chen", path.join(valid, "content"), { recursive: true })
    const { status, lines } = check(valid, { GITHUB_ACTIONS: "true" })
    expect(status).toBe(0)
    expect(lines).toContainEqual(
      expect.stringMatching(/^The content in content\/ is ready to build: no problems/),
    )
    expect(lines.filter((line) => line.startsWith("::error"))).toEqual([])
    expect(lines).toContainEqual(
      expect.stringMatching(/^::warning title=Content check::The contact form cannot send/),
    )
  })

  it("stops in one line, without a stack trace, when the content folder is not there", () => {
    const empty = mkdtempSync(path.join(tmpdir(), "check-"))
    const { status, lines } = check(empty)
    expect(status).toBe(1)
    expect(lines.filter(Boolean)).toEqual([
      "Content check stopped: ENOENT: no such file or directory, lstat 'content'",
    ])
  })
})
