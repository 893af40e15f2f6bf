import { closest, distance } from "fastest-levenshtein"
import type { FileCheckContext } from "../content/file-check-context"
import { quoted, sameNameKey } from "../content/names"
import type { Problem } from "../content/problem"
import { fontLacks, RESUME_FONT } from "../fonts/font"

type Data = Record<string, unknown>

const isRecord = (value: unknown): value is Data =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])

// What a view may name in each of its fields, from the other files: the projects' tags, the skills'
// names, the projects' titles.
function knownNames(content: FileCheckContext["content"]) {
  const projects = listOf(content.projects).filter(isRecord)
  return {
    tags: {
      where: "a tag of a project in projects.yaml",
      names: projects.flatMap((project) => listOf(project.tags)).filter(isText),
    },
    skills: {
      where: "the name of a skill in skills.yaml",
      names: listOf(content.skills)
        .filter(isRecord)
        .map((skill) => skill.name)
        .filter(isText),
    },
    projects: {
      where: "the title of a project in projects.yaml",
      names: projects.map((project) => project.title).filter(isText),
    },
  }
}

function isText(value: unknown): value is string {
  return typeof value === "string"
}

// ": did you mean "SQL"?" for a name two edits or fewer from one that exists, whatever its case.
function didYouMean(name: string, names: ReadonlyArray<string>) {
  if (names.length === 0) return ""
  const keys = names.map(sameNameKey)
  const near = closest(sameNameKey(name), keys)
  return distance(sameNameKey(name), near) <= 2
    ? `: did you mean ${quoted(names[keys.indexOf(near)])}?`
    : ""
}

// With a résumé, each view has its own, which prints the view's role and sentences: a character
// the résumé's font cannot draw there stops the build, as it does in resume.yaml.
function unprintable(view: Data, index: number, context: FileCheckContext): Problem[] {
  if (!isRecord(context.content.resume)) return []
  return (["title", "summary"] as const).flatMap((field) => {
    const text = view[field]
    const lacking = isText(text) ? fontLacks(text) : []
    return lacking.length === 0
      ? []
      : [
          context.problem(
            [index, field],
            `${context.location}, ${context.entryLabel(index)}, field "${field}": the résumé's font (${RESUME_FONT}) has no ${lacking.map((character) => quoted(character)).join(", ")}: write it another way, or leave it out`,
          ),
        ]
  })
}

/**
 * The problems of views.yaml that its schema cannot see: a tag, a skill or a project a view names
 * that exists nowhere in the content (with the name it was near, if any), and a character its
 * résumé cannot print. Only against files that were read: a broken projects.yaml or skills.yaml
 * has its own message.
 */
export function viewProblems(data: unknown, context: FileCheckContext): Problem[] {
  const { content } = context
  if (!Array.isArray(content.projects) || !Array.isArray(content.skills)) return []
  const known = knownNames(content)
  return listOf(data).flatMap((view, index) =>
    isRecord(view)
      ? [...unknownNames(view, index, known, context), ...unprintable(view, index, context)]
      : [],
  )
}

// The names a view puts first that exist nowhere.
function unknownNames(
  view: Data,
  index: number,
  known: ReturnType<typeof knownNames>,
  { location, entryLabel, problem }: FileCheckContext,
): Problem[] {
  return (["tags", "skills", "projects"] as const).flatMap((field) => {
    const { where, names } = known[field]
    const keys = new Set(names.map(sameNameKey))
    const given = listOf(view[field]).map((name) => (isText(name) ? sameNameKey(name) : null))
    return listOf(view[field]).flatMap((name, number) => {
      if (!isText(name)) return []
      const place = `${location}, ${entryLabel(index)}, field "${field}.${number}"`
      if (!keys.has(sameNameKey(name)))
        return [
          problem(
            [index, field, number],
            `${place}: expected ${where}, got ${quoted(name)}${didYouMean(name, names)}`,
          ),
        ]
      const first = given.indexOf(sameNameKey(name))
      return first < number
        ? [
            problem(
              [index, field, number],
              `${place}: ${quoted(name)} is already named at ${field}.${first}: name it once`,
            ),
          ]
        : []
    })
  })
}
