import { DEFAULT_CACHE_DIR, queryProblems } from "gatsby-remark-duckdb/checks"
import type { FoundCaseStudy } from "../content/project-case-studies"
import type { Problem } from "../content/problem"

// The case studies' SQL queries, run before Gatsby starts (gatsby-remark-duckdb/checks), for every
// project of projects.yaml whose case study is a Markdown file inside the content folder: the
// problems stop the build, one line each naming the case study and the line of the query's block;
// the warnings are printed and the build goes on.

type Project = { title?: unknown; caseStudy?: unknown }

// A finding of the plugin, placed on its line and column of the case study.
const placed =
  (file: string) =>
  ({ message, line, column }: { message: string; line: number; column: number }) =>
    ({ message, file, line, column }) satisfies Problem

export async function queryChecks(
  contentDir: string,
  caseStudies: ReadonlyArray<FoundCaseStudy>,
  projects: unknown,
  isUnreadable: (file: string) => boolean = () => false,
  cacheDir = DEFAULT_CACHE_DIR,
) {
  const found = { problems: [] as Problem[], warnings: [] as Problem[] }
  for (const { index, kind, problem, file } of caseStudies) {
    if (kind !== "markdown" || problem) continue
    const project = (projects as Project[])[index]
    const title = typeof project.title === "string" ? ` "${project.title}"` : ""
    const owner = `the case study of project ${index + 1}${title}`
    // A file Gatsby could not read is named by markdown-files.ts, and its queries never read.
    if (isUnreadable(file)) continue
    try {
      const { problems, warnings } = await queryProblems(file, { contentDir, cacheDir, owner })
      found.problems.push(...problems.map(placed(file)))
      found.warnings.push(...warnings.map(placed(file)))
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
      found.problems.push({
        message: `${file} (${owner}): the checks of its queries stopped on it (${reason}): report it to the site's developer`,
        file,
      })
    }
  }
  return found
}
