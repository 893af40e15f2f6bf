import path from "node:path"
import { contentEntryProblems, contentFileList, logText, problemList } from "content-files"
import type { Limits } from "engine-box"
import { distance } from "fastest-levenshtein"
import type { Reporter } from "gatsby"
import type { z } from "zod"
import { projectCaseStudies, type FoundCaseStudy } from "../content/project-case-studies"
import { CONTENT_DIR } from "../content/content-dir.mjs"
import {
  contentFile,
  contentFileName,
  contentNames,
  type ContentName,
} from "../content/content-file-table"
import type { Folders } from "../content/content-schema"
import type { FileCheckContext } from "../content/file-check-context"
import { fileChecks } from "./file-checks"
import { isUnreadable, markdownFindings } from "../case-studies/markdown-files"
import { quoted, sameNameKey } from "../content/names"
import { problemAt, type Problem } from "../content/problem"
import { queryChecks } from "../case-studies/query-checks"
import { aliasWarnings } from "../skills/skill-pages"
import { viewsSource, type ViewsSource } from "../content/views-source"
import {
  describeValue,
  readYamlFile,
  readYamlText,
  yamlFileProblem,
  type Locate,
} from "../content/yaml-file.mjs"

// The owner's YAML, checked against its schemas (content/content-file-table.ts) before Gatsby reads
// it: every problem becomes one sentence that names the file, the entry and the field, and says
// what is expected, and knows the line and column of its node in the file.

// Each content file as read: its data (null where it is absent or broken), the problem of the
// file itself, and where its nodes are.
type ContentRead = Record<
  ContentName,
  { data: unknown; problem: Problem | null; at: Locate; file: string; location?: string }
>

// "skill 2 "SQL"" for the entry at `index` of a list file; null for a file of fields.
function entryLabel(name: ContentName, data: unknown, index: unknown) {
  const { shape } = contentFile(name)
  if (shape.kind !== "list" || typeof index !== "number") return null
  const entry = Array.isArray(data)
    ? (data[index] as Record<string, unknown> | undefined)
    : undefined
  const key = entry?.[shape.key]
  return `${shape.noun} ${index + 1}${typeof key === "string" ? ` ${quoted(key)}` : ""}`
}

const valueAt = (data: unknown, keys: ReadonlyArray<PropertyKey>) =>
  keys.reduce<unknown>(
    (value, key) => (value as Record<PropertyKey, unknown> | undefined)?.[key],
    data,
  )

// Entries of a list named the same way twice.
function duplicateProblems(name: ContentName, data: unknown, context: FileCheckContext) {
  const { shape } = contentFile(name)
  if (shape.kind !== "list" || !Array.isArray(data)) return []
  const seen = new Set<string>()
  return data.flatMap((entry: Record<string, unknown>, index) => {
    const key = sameNameKey(entry?.[shape.key])
    if (!seen.has(key)) return (seen.add(key), [])
    return [
      context.problem(
        [index, shape.key],
        `${context.location}, ${entryLabel(name, data, index)}: the ${shape.key} is already used by another ${shape.noun}`,
      ),
    ]
  })
}

// A required field that is missing beside an unknown field of the same object spelt almost like it
// ("titel" for "title") is one mistake, a misspelling: one problem, at the unknown field.
function misspellings(issues: ReadonlyArray<z.core.$ZodIssue>, data: unknown) {
  const corrected = new Set<z.core.$ZodIssue>()
  const meant = new Map<z.core.$ZodIssue, Map<string, string>>()
  const isMissing = (issue: z.core.$ZodIssue) =>
    issue.code === "invalid_type" && valueAt(data, issue.path) === undefined
  for (const issue of issues) {
    if (issue.code !== "unrecognized_keys") continue
    for (const key of issue.keys) {
      const field = issues.find(
        (other) =>
          isMissing(other) &&
          !corrected.has(other) &&
          other.path.length === issue.path.length + 1 &&
          issue.path.every((step, index) => other.path[index] === step) &&
          distance(key.toLowerCase(), String(other.path.at(-1)).toLowerCase()) <= 2,
      )
      if (!field) continue
      corrected.add(field)
      meant.set(issue, (meant.get(issue) ?? new Map()).set(key, String(field.path.at(-1))))
    }
  }
  return {
    corrected,
    fieldFor: (issue: z.core.$ZodIssue, key: string) => meant.get(issue)?.get(key),
  }
}

// Whether a case study may not be read by the checks (case-studies/markdown-files.ts refused it);
// none is, by default.
type Unreadable = FileCheckContext["isUnreadable"]
const noneUnreadable: Unreadable = () => false

// One problem for each mistake in one file's parsed YAML. `read` holds every file as read, for the
// checks of one file against another.
function contentProblems(
  name: ContentName,
  read: ContentRead,
  folders: Folders,
  isUnreadable: Unreadable,
  caseStudies: ReadonlyArray<FoundCaseStudy>,
): Problem[] {
  const { schema, foreignFields = {} } = contentFile(name)
  const { data, file } = read[name]
  const location = read[name].location ?? `${folders.contentDir}/${contentFileName(name)}`
  const context: FileCheckContext = {
    ...folders,
    isUnreadable,
    caseStudies,
    location,
    content: Object.fromEntries(contentNames.map((other) => [other, read[other].data])),
    entryLabel: (index: number) => entryLabel(name, data, index) ?? "",
    problem: (path, message, other = name) =>
      problemAt(read[other as ContentName].file, read[other as ContentName].at(path), message),
  }
  const place = (path: ReadonlyArray<PropertyKey>, key = false) => ({
    file,
    ...read[name].at(path, { key }),
  })
  const fileProblems = fileChecks[name]?.(data, context) ?? []
  const result = schema(folders).safeParse(data)
  if (result.success) return [...duplicateProblems(name, data, context), ...fileProblems]
  const { issues } = result.error
  const typos = misspellings(issues, data)
  const fields = issues.flatMap((issue) => {
    if (typos.corrected.has(issue)) return []
    const entry = entryLabel(name, data, issue.path[0])
    const fieldPath = (entry ? issue.path.slice(1) : issue.path).join(".")
    const where = [location, entry, fieldPath && `field "${fieldPath}"`].filter(Boolean).join(", ")
    if (issue.code === "unrecognized_keys") {
      const isForeign = (key: string) => issue.path.length === 0 && key in foreignFields
      return issue.keys.map((key) => {
        const meant = typos.fieldFor(issue, key)
        return {
          ...place([...issue.path, key], true),
          message: isForeign(key)
            ? `${where}: ${quoted(key)} is ${foreignFields[key]}: leave it out`
            : meant
              ? `${where}: unknown field ${quoted(key)}: did you mean ${quoted(meant)}?`
              : `${where}: unknown field ${quoted(key)} (a typo?)`,
        }
      })
    }
    // What is wrong with the file a field names is said of the file: `"huge.png" is 30,000 x …`.
    const value = valueAt(data, issue.path)
    const ofTheFile = issue.code === "custom" && issue.params?.ofTheFile
    return [
      {
        ...place(issue.path),
        message: ofTheFile
          ? `${where}: ${quoted(String(value))} ${issue.message}`
          : `${where}: expected ${issue.message}, ${describeValue(value)}`,
      },
    ]
  })
  return [...fields, ...fileProblems]
}

// Every content file, read once; the views from the deploy variable that holds them, when it is
// set (content/views-source.ts).
function readContent(contentDir: string): ContentRead {
  return Object.fromEntries(
    contentNames.map((name) => {
      const { shape, optional } = contentFile(name)
      const file = `${contentDir}/${contentFileName(name)}`
      const source = name === "views" ? viewsSource(contentDir) : null
      if (source?.kind === "variable") return [name, viewsOfVariable(source, file, shape)]
      return [name, { ...readYamlFile(file, { ...shape, optional: optional ?? false }), file }]
    }),
  ) as ContentRead
}

// The views as the deploy variable holds them; refused when views.yaml is there too.
function viewsOfVariable(
  source: Extract<ViewsSource, { kind: "variable" }>,
  file: string,
  shape: Parameters<typeof readYamlText>[2],
) {
  const read = {
    ...readYamlText(source.text, source.name, shape),
    file: source.name,
    location: source.name,
  }
  if (source.fileToo === null) return read
  const message = `${file}: the views come from ${source.name} in this build: delete this file, or unset the variable`
  return { ...read, data: null, problem: { message, file } }
}

const problemsOf = (
  read: ContentRead,
  folders: Folders,
  isUnreadable = noneUnreadable,
  caseStudies = projectCaseStudies(folders.contentDir, read.projects.data),
) =>
  contentNames.flatMap((name) => {
    const { data, problem } = read[name]
    if (problem) return [problem]
    // An optional file that is absent.
    if (data === null) return []
    return contentProblems(name, read, folders, isUnreadable, caseStudies)
  })

// The entry that names each case study, by the file's real path, for the sentences about the file.
function caseStudyOwners(caseStudies: ReadonlyArray<FoundCaseStudy>, projects: unknown) {
  const owners = new Map<string, string>()
  for (const { real, index } of caseStudies)
    if (real && !owners.has(real))
      owners.set(real, `the case study of ${entryLabel("projects", projects, index)}`)
  return owners
}

// The longest name a file of the content may have, in bytes: the build names files after it (a
// case study's download, <name>-<digest>.zip; an image's copies, <name>.webp), which must stay
// under the 255 bytes a file name may have.
export const MAX_FILE_NAME_BYTES = 200

// What is wrong with the content folder's files wherever they are: a name too long to build files
// after; and a YAML file that is not a content file (a data file a case study links, say) but that
// Gatsby's YAML transformer reads all the same, so that each is read here first, with the same
// limits. emailjs.yaml is the contact form's (emailjs/emailjs-build.ts).
function folderFileProblems(contentDir: string): Problem[] {
  const read = new Set(
    [...contentNames.map(contentFileName), "emailjs.yaml"].map((name) =>
      path.join(contentDir, name),
    ),
  )
  return contentFileList(contentDir).flatMap((file): Problem[] => {
    const bytes = Buffer.byteLength(path.basename(file))
    if (bytes > MAX_FILE_NAME_BYTES)
      return [
        {
          file,
          message: `${file}: its name is ${bytes} bytes long, more than the ${MAX_FILE_NAME_BYTES} a file of the content may have (the build names the files it makes after it): shorten it`,
        },
      ]
    if (!/\.ya?ml$/i.test(file) || read.has(path.normalize(file))) return []
    const problem = yamlFileProblem(file)
    return problem ? [problem] : []
  })
}

// Every problem in the content folder's YAML: the files themselves first (missing, a folder, empty,
// not YAML, the wrong kind of value), then their fields, then the folder's other files.
export const validateContent = (contentDir: string, staticDir = "static"): Problem[] => [
  ...problemsOf(readContent(contentDir), { contentDir, staticDir }),
  ...folderFileProblems(contentDir),
]

/**
 * The content checks, all of them, every problem at once: the YAML against its schemas and against
 * each other, every Markdown file and notebook as Gatsby reads it
 * (case-studies/markdown-files.ts), the case studies (Markdown, notebooks, charts, dashboards) and
 * their SQL, which runs; and the warnings, where the site builds but something should be looked at. The build's first step (checkContent,
 * below) and `npm run check` (scripts/check-content.ts) are its two callers. `markdownLimits` are
 * those of a Markdown file's reading (a test lowers them).
 */
export async function contentFindings(
  contentDir = CONTENT_DIR,
  { markdownLimits }: { markdownLimits?: Limits } = {},
) {
  const folders = { contentDir, staticDir: "static" }
  // A link out of the content folder (or a pipe, a device, a name with a line break) is refused
  // before anything reads the folder: then only the YAML is read (through the guard), and no case
  // study is.
  const refusals: Problem[] = contentEntryProblems(contentDir)
  const read = readContent(contentDir)
  if (refusals.length > 0)
    return {
      problems: [...refusals, ...problemsOf(read, folders, () => true)],
      warnings: [],
      refused: true,
    }
  // Every Markdown file and notebook is read as Gatsby reads it before any check parses one; what
  // cannot be read is named there, and parsed by no other check.
  const caseStudies = projectCaseStudies(contentDir, read.projects.data)
  const owners = caseStudyOwners(caseStudies, read.projects.data)
  const markdown = await markdownFindings(contentDir, owners, markdownLimits)
  const unreadable = isUnreadable(markdown.unreadable, contentDir)
  const problems = [
    ...problemsOf(read, folders, unreadable, caseStudies),
    ...folderFileProblems(contentDir),
    ...markdown.problems,
  ]
  const queries = await queryChecks(contentDir, caseStudies, read.projects.data, unreadable)
  // The evidence of the skills is found in content that its checks have passed.
  const aliases = problems.length === 0 ? aliasWarnings(contentDir, read.skills.at) : []
  return {
    problems: [...problems, ...queries.problems],
    warnings: [...queries.warnings, ...aliases],
    refused: markdown.refused,
  }
}

// The build's first step (gatsby-node.ts): the owner's content is checked before Gatsby reads it,
// and a mistake stops the build with one message per problem, instead of an empty section or a
// GraphQL error.
export async function checkContent(reporter: Reporter, contentDir = CONTENT_DIR) {
  let findings: Awaited<ReturnType<typeof contentFindings>>
  try {
    findings = await contentFindings(contentDir)
  } catch (error) {
    // What stops the checks themselves (a content folder that is not there) is one line too.
    reporter.panic(
      logText(`The content check stopped: ${error instanceof Error ? error.message : error}`),
    )
    return
  }
  const { problems, warnings, refused } = findings
  for (const warning of warnings) reporter.warn(logText(warning.message))
  if (problems.length === 0) return
  const messages = problems.map(({ message }) => message)
  const list = problemList(`The content in ${contentDir}/ has`, messages, `${contentDir}/README.md`)
  // What may not be read stops `gatsby develop` too: nothing may read it, Gatsby's sourcing included
  // (a Markdown file Gatsby could not read in time would stop it there).
  if (refused) reporter.panic(list)
  else reporter.panicOnBuild(list)
}
