import type { FoundCaseStudy } from "./project-case-studies"
import type { Folders } from "./content-schema"
import type { Problem } from "./problem"

// What a check of a whole content file is given besides its data (`fileChecks`:
// checks/file-checks.ts): the folders, the file's location for messages, how an entry is named in
// them, every file's data by its name (null where a file is absent or broken), for checks against
// another file, and how a problem is placed at a node of the file (or of another content file:
// "profile"), and whether a case study's file may be read (case-studies/markdown-files.ts refuses
// one that Gatsby could not read: no check parses it then), and the case studies projects.yaml
// names, found once (content/project-case-studies.ts). Its own module, so that the checks need not
// import the table that lists them.
export type FileCheckContext = Folders & {
  isUnreadable: (file: string) => boolean
  caseStudies: ReadonlyArray<FoundCaseStudy>
  location: string
  entryLabel: (index: number) => string
  content: Partial<Record<string, unknown>>
  problem: (path: ReadonlyArray<string | number>, message: string, name?: string) => Problem
}
