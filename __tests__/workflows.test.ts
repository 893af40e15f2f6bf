/** @jest-environment node */
import { readFileSync } from "node:fs"
import { readYaml } from "../gatsby/content/yaml-file.mjs"

// The GitHub workflows: the content is checked before anything else, and a pull request, which
// is untrusted content, gets no rights, no secrets and no deploy.

type Step = { uses?: string; run?: string; with?: Record<string, unknown> }
type Workflow = {
  on: Record<string, unknown>
  permissions: Record<string, string>
  jobs: Record<string, { steps: Step[]; permissions?: unknown; environment?: unknown }>
}

const workflow = (name: string) => readYaml(`.github/workflows/${name}.yml`) as Workflow

// The commands a job runs, in order, from the first after `npm ci`.
const runsAfterInstall = (steps: Step[]) => {
  const commands = steps.flatMap((step) => (step.run ? [step.run] : []))
  return commands.slice(commands.indexOf("npm ci") + 1)
}

describe("the deploy workflow", () => {
  it("checks the content before the types, the lint, the tests and the build", () => {
    const commands = runsAfterInstall(workflow("deploy").jobs.build.steps)
    expect(commands[0]).toBe("npm run check")
    expect(commands.slice(1)).toEqual(
      expect.arrayContaining(["npm run typecheck", "npm run lint", "npm test"]),
    )
  })
})

describe("the pull-request workflow", () => {
  const pullRequest = workflow("pull-request")
  const text = readFileSync(".github/workflows/pull-request.yml", "utf8")

  it("runs on pull requests with the base repository's rights never given to them", () => {
    expect(Object.keys(pullRequest.on)).toEqual(["pull_request"])
    expect(pullRequest.permissions).toEqual({ contents: "read" })
    for (const job of Object.values(pullRequest.jobs)) {
      expect(job.permissions).toBeUndefined()
      expect(job.environment).toBeUndefined()
    }
  })

  it("reads no secret or variable, keeps no token, and publishes nothing", () => {
    expect(text).not.toMatch(/\$\{\{\s*(secrets|vars)\./)
    expect(text).not.toMatch(/upload-pages-artifact|deploy-pages/)
    const steps = Object.values(pullRequest.jobs).flatMap((job) => job.steps)
    const checkout = steps.find((step) => step.uses?.startsWith("actions/checkout"))
    expect(checkout?.with?.["persist-credentials"]).toBe(false)
  })

  it("checks the content first, then the types, the lint and the tests", () => {
    const [job] = Object.values(pullRequest.jobs)
    expect(runsAfterInstall(job.steps)).toEqual([
      "npm run check",
      "npm run typecheck",
      "npm run lint",
      "npm test",
    ])
  })
})
