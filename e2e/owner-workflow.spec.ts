import { expect, test } from "@playwright/test"
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import yaml from "js-yaml"
import { buildProject, copyProject } from "./fixture-site.mjs"
import { FIXTURE_CONTENT } from "./test-site.mjs"

type Entry = Record<string, unknown>

// An owner's mistakes, made in a whole copy of the project: the build stops before Gatsby runs.
// (That any valid owner's content builds and shows is content.spec.ts, run on two owners' sites.)
test.describe.configure({ timeout: 180_000 })

test("a mistake in the YAML stops the build with one message per problem", () => {
  const { root, contentDir } = copyProject(FIXTURE_CONTENT)
  const edit = <T>(file: string, change: (data: T) => void) => {
    const location = path.join(contentDir, file)
    const data = yaml.load(readFileSync(location, "utf8")) as T
    change(data)
    writeFileSync(location, yaml.dump(data))
  }
  edit<Entry[]>("skills.yaml", (skills) => (skills[0].level = 120))
  edit<Entry[]>("projects.yaml", (projects) => (projects[0].status = "soon"))
  edit<Entry>("profile.yaml", (profile) => (profile.linkedin = "linkedin.com/in/quinn"))

  const { status, output } = buildProject(root, { quiet: true })
  expect(status).not.toBe(0)
  const log = output.replace(/\s+/g, " ")
  expect(log).toContain("has 3 problems")
  expect(log).toContain(
    'content/skills.yaml, skill 1 "R", field "level": expected a whole number from 0 to 100, got 120',
  )
  expect(log).toContain(
    'content/projects.yaml, project 1 "Churn Early Warning", field "status": expected one of coming-soon, in-progress, completed, got "soon"',
  )
  expect(log).toContain(
    'content/profile.yaml, field "linkedin": expected a web address starting with https://',
  )
})
