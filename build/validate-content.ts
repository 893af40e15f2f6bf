import path from "node:path"
import { caseStudyPath, projectSlug } from "../src/lib/case-study-path"
import { markdownProblems } from "./case-study-checks"
import { CONTENT_FILES, contentSchemas, type ContentFile } from "./content-schema"
import { markdownFileProblem } from "./file-type"
import { describeValue, readYamlFile } from "./yaml-file.mjs"

// The owner's YAML, checked against its schemas (content-schema.ts) before Gatsby reads it: every
// problem becomes one sentence that names the file, the entry and the field, and says what is
// expected.

const entryKeys: Record<ContentFile, string | null> = {
  "profile.yaml": null,
  "skills.yaml": "name",
  "projects.yaml": "title",
}

const entryNoun: Record<ContentFile, string> = {
  "profile.yaml": "",
  "skills.yaml": "skill",
  "projects.yaml": "project",
}

const fileShapes: Record<ContentFile, { kind: "fields" | "list"; example: string }> = {
  "profile.yaml": { kind: "fields", example: '"name: Your Name"' },
  "skills.yaml": { kind: "list", example: '"- name: SQL"' },
  "projects.yaml": { kind: "list", example: '"- title: Sales Dashboard"' },
}

const cut = (text: string) => describeValue(text).replace(/^got /, "")

function entryLabel(file: ContentFile, data: unknown, index: unknown) {
  if (typeof index !== "number") return null
  const key = entryKeys[file]
  const entry = Array.isArray(data)
    ? (data[index] as Record<string, unknown> | undefined)
    : undefined
  const name = key && entry && typeof entry[key] === "string" ? ` ${cut(entry[key])}` : ""
  return `${entryNoun[file]} ${index + 1}${name}`
}

const valueAt = (data: unknown, keys: ReadonlyArray<PropertyKey>) =>
  keys.reduce<unknown>(
    (value, key) => (value as Record<PropertyKey, unknown> | undefined)?.[key],
    data,
  )

// Two names are the same name whatever their case and spacing: "SQL" and "sql " are one skill.
const sameNameKey = (value: unknown) => String(value).trim().replace(/\s+/g, " ").toLowerCase()

function duplicateProblems(file: ContentFile, data: unknown, where: string) {
  const key = entryKeys[file]
  if (!key || !Array.isArray(data)) return []
  const seen = new Set<string>()
  return data.flatMap((entry: Record<string, unknown>, index) => {
    const name = sameNameKey(entry[key])
    if (!seen.has(name)) return (seen.add(name), [])
    return [
      `${where}, ${entryLabel(file, data, index)}: the ${key} is already used by another ${entryNoun[file]}`,
    ]
  })
}

// The projects' case studies: each its own file, each at its own page address, and Markdown
// that the page can show (case-study-checks.ts).
function caseStudyProblems(data: unknown, contentDir: string, location: string) {
  if (!Array.isArray(data)) return []
  const pages = new Map<string, Record<string, unknown>>()
  const files = new Map<string, string>()
  return data.flatMap((entry: Record<string, unknown>, index) => {
    const { title, caseStudy } = entry ?? {}
    if (typeof caseStudy !== "string" || markdownFileProblem(contentDir, caseStudy.trim()))
      return []
    const label = entryLabel("projects.yaml", data, index) ?? ""
    const where = `${location}, ${label}`
    const problems: string[] = []
    const slug = typeof title === "string" ? projectSlug(title) : null
    const samePage = slug ? pages.get(slug) : undefined
    if (slug === "")
      problems.push(
        `${where}, field "title": expected a title with a letter from a to z or a digit, which its case study's page address is made of, ${describeValue(title)}`,
      )
    else if (samePage && sameNameKey(samePage.title) !== sameNameKey(title))
      problems.push(
        `${where}, field "title": gives the page address ${caseStudyPath(slug ?? "")} that another project's title gives too (${cut(String(samePage.title))}): change one of them`,
      )
    else if (slug) pages.set(slug, entry)

    const file = path.normalize(caseStudy.trim())
    const other = files.get(file)
    if (other)
      return [
        ...problems,
        `${where}, field "caseStudy": ${cut(caseStudy)} is already the case study of ${other}: each project needs its own file`,
      ]
    files.set(file, label)
    return [
      ...problems,
      ...markdownProblems(contentDir, path.join(contentDir, file), `the case study of ${label}`),
    ]
  })
}

// One message per problem in one file's parsed YAML.
export function contentProblems(
  file: ContentFile,
  data: unknown,
  contentDir: string,
  staticDir: string,
): string[] {
  const location = `${contentDir}/${file}`
  const pages = file === "projects.yaml" ? caseStudyProblems(data, contentDir, location) : []
  const result = contentSchemas(contentDir, staticDir)[file].safeParse(data)
  if (result.success) return [...duplicateProblems(file, data, location), ...pages]
  const fields = result.error.issues.map((issue) => {
    const entry = Array.isArray(data) ? entryLabel(file, data, issue.path[0]) : null
    const fieldPath = (entry ? issue.path.slice(1) : issue.path).join(".")
    const where = [location, entry, fieldPath && `field "${fieldPath}"`].filter(Boolean).join(", ")
    if (issue.code === "unrecognized_keys") {
      return `${where}: unknown field ${issue.keys.map((k) => cut(k)).join(", ")} (a typo?)`
    }
    return `${where}: expected ${issue.message}, ${describeValue(valueAt(data, issue.path))}`
  })
  return [...fields, ...pages]
}

// Every problem in the content folder: the files themselves first (missing, a folder, empty, not
// YAML, the wrong kind of value), then their fields.
export function validateContent(contentDir: string, staticDir = "static"): string[] {
  return CONTENT_FILES.flatMap((file) => {
    const { data, problem } = readYamlFile(`${contentDir}/${file}`, fileShapes[file])
    if (problem) return [problem]
    return contentProblems(file, data, contentDir, staticDir)
  })
}
