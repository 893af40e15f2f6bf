// `npm run check`: the checks every build runs first (the content and the contact form's settings),
// alone, in seconds, without Gatsby: every problem at once, one line each, then every warning. With
// GITHUB_ACTIONS=true each is also a workflow command, which GitHub shows on its line of the commit
// and the pull request. Exits 1 when there is a problem.
import { logText, problemList } from "content-files"
import { CONTENT_DIR } from "../gatsby/content/content-dir.mjs"
import { emailJsFindings } from "../gatsby/emailjs/emailjs-build"
import { workflowCommand, type Problem } from "../gatsby/content/problem"
import { contentFindings } from "../gatsby/checks/validate-content"

const TITLE = "Content check"

// GitHub places an annotation by its path in the repository, where the workflow checked it out.
const workspace = process.env.GITHUB_WORKSPACE || process.cwd()

const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`

async function main() {
  const started = performance.now()
  const emailJs = emailJsFindings()
  const content = await contentFindings(CONTENT_DIR)
  const problems: Problem[] = [...emailJs.problems, ...content.problems]
  const warnings: Problem[] = [...emailJs.warnings, ...content.warnings]
  const seconds = ((performance.now() - started) / 1000).toFixed(1)

  for (const { message } of warnings) console.log(`warning: ${logText(message)}`)
  if (problems.length > 0) {
    const messages = problems.map(({ message }) => message)
    console.log(
      problemList(`The content in ${CONTENT_DIR}/ has`, messages, `${CONTENT_DIR}/README.md`),
    )
  } else
    console.log(
      `The content in ${CONTENT_DIR}/ is ready to build: no problems, ${counted(warnings.length, "warning")} (${seconds} s).`,
    )
  if (process.env.GITHUB_ACTIONS === "true")
    for (const [kind, list] of [
      ["error", problems],
      ["warning", warnings],
    ] as const)
      for (const problem of list) console.log(workflowCommand(kind, problem, TITLE, workspace))
  return problems.length > 0 ? 1 : 0
}

// What stops the checks themselves (a content folder that is not there) is one line too, without
// a stack trace.
main().then(
  (status) => (process.exitCode = status),
  (error: unknown) => {
    console.log(
      logText(`${TITLE} stopped: ${error instanceof Error ? error.message : String(error)}`),
    )
    process.exitCode = 1
  },
)
