import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import yaml from "js-yaml"
import { z } from "zod"
import { iconPaths } from "../components/ui/icon-paths"
import { PROJECT_STATUSES } from "../lib/project-status"

// The owner's YAML, checked before Gatsby reads it: every problem becomes one sentence that names
// the file, the entry and the field, and says what is expected.

const text = z.string({ error: "a text" }).trim().min(1, { error: "a text that is not empty" })
const texts = z.array(text, { error: "a list of texts" }).min(1, { error: "a list with at least one text" })
const url = z.url({ protocol: /^https?$/, error: "a web address starting with https://" })

const imageIn = (folder: string) =>
  text.refine((file) => existsSync(path.join(folder, file)), {
    error: `the path of an image file, relative to ${folder}/, that exists`,
  })

const schemas = (contentDir: string, staticDir: string) => ({
  "profile.yaml": z.strictObject({
    name: text,
    role: text,
    headline: text,
    intro: text,
    photo: imageIn(contentDir),
    socialImage: imageIn(contentDir),
    resume: text.refine((file) => file.startsWith("/") && existsSync(path.join(staticDir, file)), {
      error: `a file in ${staticDir}/, written with a leading slash (e.g. /resume.png)`,
    }),
    stats: z
      .array(z.strictObject({ value: text, label: text }), { error: "a list of { value, label }" })
      .min(1, { error: "at least one stat tile" }),
    journey: texts,
    highlights: texts,
    education: text,
    focusAreas: texts,
    goal: text,
    email: z.email({ error: "an e-mail address such as you@example.com" }),
    phone: text.regex(/^\+?[\d\s().-]{6,}$/, { error: "a phone number of digits, spaces and an optional leading +" }),
    linkedin: url,
    github: url,
    location: text,
    responseTime: text,
  }),
  "skills.yaml": z
    .array(
      z.strictObject({
        name: text,
        level: z
          .number({ error: "a whole number from 0 to 100" })
          .int({ error: "a whole number from 0 to 100" })
          .min(0, { error: "a whole number from 0 to 100" })
          .max(100, { error: "a whole number from 0 to 100" }),
        description: text,
        icon: z.enum(Object.keys(iconPaths) as [string, ...string[]], {
          error: `one of the icon names: ${Object.keys(iconPaths).join(", ")}`,
        }),
      }),
      { error: "a list of skills" },
    )
    .min(1, { error: "at least one skill" }),
  "projects.yaml": z
    .array(
      z.strictObject({
        title: text,
        description: text,
        image: imageIn(contentDir),
        tags: texts,
        status: z.enum(PROJECT_STATUSES, { error: `one of ${PROJECT_STATUSES.join(", ")}` }),
        priority: text,
        liveUrl: url.optional(),
        codeUrl: url.optional(),
      }),
      { error: "a list of projects" },
    )
    .min(1, { error: "at least one project" }),
})

export type ContentFile = keyof ReturnType<typeof schemas>

const entryKeys: Record<ContentFile, string | null> = { "profile.yaml": null, "skills.yaml": "name", "projects.yaml": "title" }

const entryNoun: Record<ContentFile, string> = { "profile.yaml": "", "skills.yaml": "skill", "projects.yaml": "project" }

const describeValue = (value: unknown) => (value === undefined ? "it is missing" : `got ${JSON.stringify(value)}`)

function entryLabel(file: ContentFile, data: unknown, index: unknown) {
  if (typeof index !== "number") return null
  const key = entryKeys[file]
  const entry = Array.isArray(data) ? (data[index] as Record<string, unknown> | undefined) : undefined
  const name = key && entry && typeof entry[key] === "string" ? ` "${entry[key]}"` : ""
  return `${entryNoun[file]} ${index + 1}${name}`
}

const valueAt = (data: unknown, keys: ReadonlyArray<PropertyKey>) =>
  keys.reduce<unknown>((value, key) => (value as Record<PropertyKey, unknown> | undefined)?.[key], data)

// One message per problem in one file's parsed YAML.
export function contentProblems(file: ContentFile, data: unknown, contentDir: string, staticDir: string): string[] {
  const result = schemas(contentDir, staticDir)[file].safeParse(data)
  if (result.success) {
    const key = entryKeys[file]
    if (!key || !Array.isArray(data)) return []
    const seen = new Set<unknown>()
    return data.flatMap((entry: Record<string, unknown>, index) => {
      if (!seen.has(entry[key])) return (seen.add(entry[key]), [])
      return [`${contentDir}/${file}, ${entryLabel(file, data, index)}: the ${key} is already used by another ${entryNoun[file]}`]
    })
  }
  return result.error.issues.map((issue) => {
    const entry = Array.isArray(data) ? entryLabel(file, data, issue.path[0]) : null
    const fieldPath = (entry ? issue.path.slice(1) : issue.path).join(".")
    const where = [`${contentDir}/${file}`, entry, fieldPath && `field "${fieldPath}"`].filter(Boolean).join(", ")
    if (issue.code === "unrecognized_keys") {
      return `${where}: unknown field ${issue.keys.map((k) => `"${k}"`).join(", ")} (a typo?)`
    }
    return `${where}: expected ${issue.message}, ${describeValue(valueAt(data, issue.path))}`
  })
}

// Every problem in the content folder, YAML syntax errors included.
export function validateContent(contentDir: string, staticDir = "static"): string[] {
  return (Object.keys(entryKeys) as ContentFile[]).flatMap((file) => {
    const location = path.join(contentDir, file)
    if (!existsSync(location)) return [`${contentDir}/${file}: the file is missing`]
    try {
      return contentProblems(file, yaml.load(readFileSync(location, "utf8")), contentDir, staticDir)
    } catch (error) {
      if (error instanceof yaml.YAMLException) {
        return [`${contentDir}/${file}: not valid YAML at line ${error.mark.line + 1}, column ${error.mark.column + 1}: ${error.reason}`]
      }
      throw error
    }
  })
}
