import { contentEntryProblems } from "content-files"
import type { Reporter } from "gatsby"
import { CONTENT_DIR } from "./content-dir.mjs"
import { contentFile, contentFileName, contentNames, type ContentName } from "./content-files"
import type { Folders } from "./content-schema"
import type { FileCheckContext } from "./file-check-context"
import { quoted, sameNameKey } from "./names"
import { problemList } from "./problem-list"
import { queryChecks } from "./query-checks"
import { aliasWarnings } from "./skill-pages"
import { describeValue, readYamlFile } from "./yaml-file.mjs"

// The owner's YAML, checked against its schemas (content-files.ts) before Gatsby reads it: every
// problem becomes one sentence that names the file, the entry and the field, and says what is
// expected.

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
function duplicateProblems(name: ContentName, data: unknown, where: string) {
  const { shape } = contentFile(name)
  if (shape.kind !== "list" || !Array.isArray(data)) return []
  const seen = new Set<string>()
  return data.flatMap((entry: Record<string, unknown>, index) => {
    const key = sameNameKey(entry?.[shape.key])
    if (!seen.has(key)) return (seen.add(key), [])
    return [
      `${where}, ${entryLabel(name, data, index)}: the ${shape.key} is already used by another ${shape.noun}`,
    ]
  })
}

// One message per problem in one file's parsed YAML. `content` holds every file's data, for the
// checks of one file against another.
export function contentProblems(
  name: ContentName,
  data: unknown,
  folders: Folders,
  content: FileCheckContext["content"] = {},
): string[] {
  const { schema, checks, foreignFields = {} } = contentFile(name)
  const location = `${folders.contentDir}/${contentFileName(name)}`
  const context = {
    ...folders,
    location,
    content,
    entryLabel: (index: number) => entryLabel(name, data, index) ?? "",
  }
  const fileProblems = checks?.(data, context) ?? []
  const result = schema(folders).safeParse(data)
  if (result.success) return [...duplicateProblems(name, data, location), ...fileProblems]
  const fields = result.error.issues.flatMap((issue) => {
    const entry = entryLabel(name, data, issue.path[0])
    const fieldPath = (entry ? issue.path.slice(1) : issue.path).join(".")
    const where = [location, entry, fieldPath && `field "${fieldPath}"`].filter(Boolean).join(", ")
    if (issue.code === "unrecognized_keys") {
      const foreign = issue.path.length === 0 ? issue.keys.filter((k) => k in foreignFields) : []
      const unknown = issue.keys.filter((k) => !foreign.includes(k))
      return [
        ...foreign.map((k) => `${where}: ${quoted(k)} is ${foreignFields[k]}: leave it out`),
        ...(unknown.length
          ? [`${where}: unknown field ${unknown.map((k) => quoted(k)).join(", ")} (a typo?)`]
          : []),
      ]
    }
    return [`${where}: expected ${issue.message}, ${describeValue(valueAt(data, issue.path))}`]
  })
  return [...fields, ...fileProblems]
}

// Every problem in the content folder: the files themselves first (missing, a folder, empty, not
// YAML, the wrong kind of value), then their fields. An optional file may be absent.
export function validateContent(contentDir: string, staticDir = "static"): string[] {
  const read = contentNames.map((name) => {
    const { shape, optional } = contentFile(name)
    const file = `${contentDir}/${contentFileName(name)}`
    return { name, ...readYamlFile(file, { ...shape, optional: optional ?? false }) }
  })
  const content = Object.fromEntries(read.map(({ name, data }) => [name, data]))
  return read.flatMap(({ name, data, problem }) => {
    if (problem) return [problem]
    // An optional file that is absent.
    if (data === null) return []
    return contentProblems(name, data, { contentDir, staticDir }, content)
  })
}

// The build's first step (gatsby-node.ts): the owner's content is checked before Gatsby reads it,
// and a mistake stops the build with one message per problem, instead of an empty section or a
// GraphQL error. The case studies' queries run once the files they are named in are right.
export async function checkContent(reporter: Reporter, contentDir = CONTENT_DIR) {
  // A link out of the content folder (or a pipe, a device) is refused before anything reads the
  // folder, and stops `gatsby develop` too: nothing may read it, Gatsby's own sourcing included.
  const entries = contentEntryProblems(contentDir)
  const problems = [...entries, ...validateContent(contentDir)]
  if (problems.length === entries.length) {
    const queries = await queryChecks(contentDir)
    problems.push(...queries.problems)
    for (const warning of [...queries.warnings, ...aliasWarnings(contentDir)])
      reporter.warn(warning)
  }
  if (problems.length === 0) return
  const list = problemList(`The content in ${contentDir}/ has`, problems, `${contentDir}/README.md`)
  if (entries.length) reporter.panic(list)
  else reporter.panicOnBuild(list)
}
