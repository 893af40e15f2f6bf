import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import yaml from "js-yaml"
import { CONTENT_FILES, contentSchemas, type ContentFile } from "./content-schema"

// The owner's YAML, checked against its schemas (content-schema.ts) before Gatsby reads it: every
// problem becomes one sentence that names the file, the entry and the field, and says what is expected.

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

const describeValue = (value: unknown) =>
  value === undefined ? "it is missing" : `got ${JSON.stringify(value)}`

function entryLabel(file: ContentFile, data: unknown, index: unknown) {
  if (typeof index !== "number") return null
  const key = entryKeys[file]
  const entry = Array.isArray(data)
    ? (data[index] as Record<string, unknown> | undefined)
    : undefined
  const name = key && entry && typeof entry[key] === "string" ? ` "${entry[key]}"` : ""
  return `${entryNoun[file]} ${index + 1}${name}`
}

const valueAt = (data: unknown, keys: ReadonlyArray<PropertyKey>) =>
  keys.reduce<unknown>(
    (value, key) => (value as Record<PropertyKey, unknown> | undefined)?.[key],
    data,
  )

// One message per problem in one file's parsed YAML.
export function contentProblems(
  file: ContentFile,
  data: unknown,
  contentDir: string,
  staticDir: string,
): string[] {
  const result = contentSchemas(contentDir, staticDir)[file].safeParse(data)
  if (result.success) {
    const key = entryKeys[file]
    if (!key || !Array.isArray(data)) return []
    const seen = new Set<unknown>()
    return data.flatMap((entry: Record<string, unknown>, index) => {
      if (!seen.has(entry[key])) return (seen.add(entry[key]), [])
      return [
        `${contentDir}/${file}, ${entryLabel(file, data, index)}: the ${key} is already used by another ${entryNoun[file]}`,
      ]
    })
  }
  return result.error.issues.map((issue) => {
    const entry = Array.isArray(data) ? entryLabel(file, data, issue.path[0]) : null
    const fieldPath = (entry ? issue.path.slice(1) : issue.path).join(".")
    const where = [`${contentDir}/${file}`, entry, fieldPath && `field "${fieldPath}"`]
      .filter(Boolean)
      .join(", ")
    if (issue.code === "unrecognized_keys") {
      return `${where}: unknown field ${issue.keys.map((k) => `"${k}"`).join(", ")} (a typo?)`
    }
    return `${where}: expected ${issue.message}, ${describeValue(valueAt(data, issue.path))}`
  })
}

// Every problem in the content folder, YAML syntax errors included.
export function validateContent(contentDir: string, staticDir = "static"): string[] {
  return CONTENT_FILES.flatMap((file) => {
    const location = path.join(contentDir, file)
    if (!existsSync(location)) return [`${contentDir}/${file}: the file is missing`]
    try {
      return contentProblems(file, yaml.load(readFileSync(location, "utf8")), contentDir, staticDir)
    } catch (error) {
      if (error instanceof yaml.YAMLException) {
        return [
          `${contentDir}/${file}: not valid YAML at line ${error.mark.line + 1}, column ${error.mark.column + 1}: ${error.reason}`,
        ]
      }
      throw error
    }
  })
}
