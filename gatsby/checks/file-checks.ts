import type { ContentName } from "../content/content-file-table"
import type { FileCheckContext } from "../content/file-check-context"
import type { Problem } from "../content/problem"
import { caseStudyProblems } from "../case-studies/case-study-checks"
import { resumeProblems } from "../resume/checks"
import { skillProblems } from "../skills/skill-checks"
import { viewProblems } from "../views/view-checks"
import { dashboardProblems } from "./dashboard-checks"

// Each content file's problems that its schema cannot see, once its schema accepts it: the checks
// of the part of the site that reads the file. Here, above every part, so that the table of content
// files (content/content-file-table.ts) stays below them all.
export const fileChecks: Partial<
  Record<ContentName, (data: unknown, context: FileCheckContext) => Problem[]>
> = {
  skills: skillProblems,
  projects: (data, context) => [
    ...caseStudyProblems(data, context),
    ...dashboardProblems(data, context),
  ],
  resume: resumeProblems,
  views: viewProblems,
}
