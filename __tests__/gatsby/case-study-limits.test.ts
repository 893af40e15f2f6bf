/** @jest-environment node */
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { contentFindings } from "../../gatsby/checks/validate-content"
import { contentCopy, folderSnapshot } from "../content-copy"

// A case study the checks (and the build after them) could not read in reasonable time, or at all,
// is one sentence naming it: a Markdown file past 1 MB, whose parsing grows faster than its size;
// Markdown nested thousands deep, which overflows the stack of every walk of its tree.

describe("a case study at the edges", () => {
  it("is refused past 1 MB, or nested too deep to be read, and the rest is still checked", async () => {
    const { dir } = contentCopy()
    const studies = path.join(dir, "case-studies")
    const append = (file: string, text: string) =>
      writeFileSync(
        path.join(studies, file),
        `${readFileSync(path.join(studies, file), "utf8")}${text}`,
      )
    append("experiment-readouts.md", "\nSome words of a paragraph.\n".repeat(45_000))
    append("churn-early-warning.md", `\n${"> ".repeat(10_000)}deep\n`)
    append("pricing-elasticity.md", "\n<iframe></iframe>\n")
    const before = folderSnapshot(dir)
    const { problems } = await contentFindings(dir)
    expect(problems.map(({ message }) => message)).toEqual([
      `${dir}/projects.yaml, project 3 "Experiment Readouts", field "caseStudy": expected a Markdown file of at most 1 MB (this one is 1.3 MB): split it, or keep its data in files it links, got "case-studies/experiment-readouts.md"`,
      expect.stringMatching(
        new RegExp(`^${studies}/pricing-elasticity.md, line \\d+ .*: raw HTML is not allowed`),
      ),
      `${studies}/churn-early-warning.md (the case study of project 1 "Churn Early Warning"): it nests quotes, lists or emphasis too deep to be read: flatten it`,
    ])
    expect(folderSnapshot(dir)).toEqual(before)
  }, 60_000)
})
