import path from "node:path"
import { DEFAULT_CACHE_DIR, queryProblems } from "gatsby-remark-duckdb/checks"
import { contentFileName } from "./content-files"
import { readYaml } from "./yaml-file.mjs"

// The case studies' SQL queries, run before Gatsby starts (gatsby-remark-duckdb/checks), once the
// YAML is known to be right: the problems stop the build, one line each naming the case study and
// the line of the query's block; the warnings are printed and the build goes on.

type Project = { title: string; caseStudy?: string }

export async function queryChecks(contentDir: string, cacheDir = DEFAULT_CACHE_DIR) {
  const projects = (readYaml(path.join(contentDir, contentFileName("projects"))) ?? []) as Project[]
  const found = { problems: [] as string[], warnings: [] as string[] }
  for (const [index, project] of projects.entries()) {
    if (!project.caseStudy || !/\.md$/i.test(project.caseStudy)) continue
    const owner = `the case study of project ${index + 1} "${project.title}"`
    const file = path.join(contentDir, project.caseStudy.trim())
    const { problems, warnings } = await queryProblems(file, { contentDir, cacheDir, owner })
    found.problems.push(...problems)
    found.warnings.push(...warnings)
  }
  return found
}
