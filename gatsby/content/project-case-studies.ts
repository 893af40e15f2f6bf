import path from "node:path"
import { caseStudyKind, type CaseStudyKind } from "case-study"
import { locate } from "content-files"
import { caseStudyFileProblem } from "./case-study-file"

// The case studies projects.yaml names, found once for all the content checks (the entry that
// names each file, the case studies' checks, their queries): each project's `caseStudy` as written,
// the file it names, its kind (the case-study loader's) and what is wrong with its path, if
// anything.

export type FoundCaseStudy = {
  // The project's index in projects.yaml.
  index: number
  // The path as the entry writes it, trimmed.
  caseStudy: string
  // The file, as the checks name it: inside the content folder, relative to the site's folder.
  file: string
  // Its real path (links resolved), or null where the guard refuses it.
  real: string | null
  kind: CaseStudyKind | null
  // What is wrong with the path (caseStudyFileProblem's phrase), or null.
  problem: string | null
}

export function projectCaseStudies(contentDir: string, projects: unknown): FoundCaseStudy[] {
  if (!Array.isArray(projects)) return []
  return projects.flatMap((project: Record<string, unknown> | null, index) => {
    if (typeof project?.caseStudy !== "string") return []
    const caseStudy = project.caseStudy.trim()
    const found = locate(caseStudy, { dir: contentDir, contentDir })
    return [
      {
        index,
        caseStudy,
        file: path.join(contentDir, path.normalize(caseStudy)),
        real: found.file,
        kind: caseStudyKind(caseStudy),
        problem: caseStudyFileProblem(contentDir, caseStudy, found),
      },
    ]
  })
}
