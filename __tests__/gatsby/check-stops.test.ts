/** @jest-environment node */
import { contentFindings } from "../../gatsby/checks/validate-content"
import { contentCopy } from "../content-copy"

// What stops a case study's checks unexpectedly is one sentence naming the file and what stopped
// them, never blamed on its Markdown (whose depth, time and memory are judged before:
// gatsby/case-studies/markdown-files.ts). Here a chart's check stops on every image, as a spec's
// recursive walk once did on a spec nested 20,000 deep.

jest.mock("chart-spec", () => ({
  ...jest.requireActual("chart-spec"),
  imageOrChartProblem: () => {
    throw new RangeError("Maximum call stack size exceeded")
  },
}))

describe("a case study's checks stopped by something else than its Markdown", () => {
  it("say what stopped them, naming the file", async () => {
    const { dir } = contentCopy()
    const { problems } = await contentFindings(dir)
    const messages = problems.map(({ message }) => message)
    expect(messages).toContain(
      `${dir}/case-studies/churn-early-warning.md (the case study of project 1 "Churn Early Warning"): the checks stopped on it (RangeError: Maximum call stack size exceeded): report it to the site's developer`,
    )
    expect(messages.filter((message) => /nests|Markdown/.test(message))).toEqual([])
  }, 60_000)
})
