import type { FileCheckContext } from "../content/file-check-context"
import { asDateText, RESUME_DATE } from "../content/content-schema"
import { sameNameKey, quoted } from "../content/names"
import type { Problem } from "../content/problem"
import { fontLacks, RESUME_FONT } from "../fonts/font"

type Data = Record<string, unknown>

const isRecord = (value: unknown): value is Data =>
  typeof value === "object" && value !== null && !Array.isArray(value)

type Keys = Array<string | number>

// Every text of a value, with its keys, and its path as a message names a field ("work.0.summary").
function textsOf(
  value: unknown,
  keys: Keys = [],
): Array<{ keys: Keys; path: string; text: string }> {
  if (typeof value === "string") return [{ keys, path: keys.join("."), text: value }]
  if (Array.isArray(value)) return value.flatMap((item, i) => textsOf(item, [...keys, i]))
  if (isRecord(value))
    return Object.entries(value).flatMap(([key, item]) => textsOf(item, [...keys, key]))
  return []
}

// The fields of resume.yaml that go to /resume.json but not onto the paper.
const NOT_PRINTED = ["description", "level", "url", "paper"]

const codePoint = (character: string) =>
  `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`

// The problems of resume.yaml that its schema cannot see, against the rest of the content: an end
// before its start, a project that projects.yaml lacks, and a character the résumé's font cannot
// draw (in resume.yaml, or in what it takes from profile.yaml, skills.yaml and projects.yaml).
export function resumeProblems(data: unknown, context: FileCheckContext): Problem[] {
  if (!isRecord(data)) return []
  return [
    ...datesOutOfOrder(data, context),
    ...projectsMissing(data, context),
    ...printedTexts(data, context).flatMap(({ where, text, name, keys }) => {
      const lacking = fontLacks(text)
      return lacking.length === 0
        ? []
        : [
            context.problem(
              keys,
              `${where}: the résumé's font (${RESUME_FONT}) has no ${lacking.map((character) => `"${character}" (${codePoint(character)})`).join(", ")}: write it another way, or leave it out`,
              name,
            ),
          ]
    }),
  ]
}

// A job or a school that ends before it starts.
function datesOutOfOrder(data: Data, { location, problem }: FileCheckContext): Problem[] {
  const isDate = (date: unknown): date is string =>
    typeof date === "string" && RESUME_DATE.test(date)
  return (["work", "education"] as const).flatMap((section) =>
    (Array.isArray(data[section]) ? data[section] : []).flatMap((entry: unknown, index: number) => {
      if (!isRecord(entry)) return []
      const [startDate, endDate] = [asDateText(entry.startDate), asDateText(entry.endDate)]
      return isDate(startDate) && isDate(endDate) && endDate < startDate
        ? [
            problem(
              [section, index, "endDate"],
              `${location}, field "${section}.${index}.endDate": expected a date after its startDate (${startDate}), got ${quoted(endDate)}`,
            ),
          ]
        : []
    }),
  )
}

// A project named by the résumé that projects.yaml lacks; only against a projects.yaml that was
// read: a broken one has its own message.
function projectsMissing(
  data: Data,
  { location, content, contentDir, problem }: FileCheckContext,
): Problem[] {
  if (!Array.isArray(content.projects)) return []
  const titles = new Set(content.projects.map((project: Data) => sameNameKey(project?.title)))
  const named = Array.isArray(data.projects) ? data.projects : []
  return named.flatMap((title: unknown, index: number) =>
    typeof title === "string" && !titles.has(sameNameKey(title))
      ? [
          problem(
            ["projects", index],
            `${location}, field "projects.${index}": expected the title of a project in ${contentDir}/projects.yaml, got ${quoted(title)}`,
          ),
        ]
      : [],
  )
}

// What the résumé prints of each file, each text with where a message puts it.
function printedTexts(data: Data, { location, content, contentDir }: FileCheckContext) {
  const profile = isRecord(content.profile) ? content.profile : {}
  const named = Array.isArray(data.projects) ? data.projects : []
  const inList = (
    name: "skills" | "projects",
    noun: string,
    list: unknown,
    fields: string[],
    keep: (entry: Data) => boolean = () => true,
  ) =>
    (Array.isArray(list) ? list : []).flatMap((entry: Data, index) =>
      isRecord(entry) && keep(entry)
        ? textsOf(entry)
            .filter(({ path }) => fields.includes(path.split(".")[0]))
            .map(({ keys, path, text }) => ({
              where: `${contentDir}/${name}.yaml, ${noun} ${index + 1} ${quoted(String(entry.title ?? entry.name))}, field "${path}"`,
              text,
              name,
              keys: [index, ...keys],
            }))
        : [],
    )
  return [
    ...textsOf(data)
      .filter(({ path }) => !NOT_PRINTED.includes(path.split(".").at(-1) ?? ""))
      .map(({ keys, path, text }) => ({
        where: `${location}, field "${path}"`,
        text,
        name: "resume",
        keys,
      })),
    ...textsOf(profile)
      .filter(({ path }) =>
        ["name", "role", "email", "phone", "location", ...(data.summary ? [] : ["intro"])].includes(
          path,
        ),
      )
      .map(({ keys, path, text }) => ({
        where: `${contentDir}/profile.yaml, field "${path}"`,
        text,
        name: "profile",
        keys,
      })),
    ...(data.skills ? [] : inList("skills", "skill", content.skills, ["name"])),
    ...inList(
      "projects",
      "project",
      content.projects,
      ["title", "description", "tags"],
      (project) =>
        named.some((title: unknown) => sameNameKey(title) === sameNameKey(project.title)),
    ),
  ]
}
