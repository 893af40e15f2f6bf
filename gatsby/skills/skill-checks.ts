import { projectSlug } from "../../src/lib/case-study-path"
import type { FileCheckContext } from "../content/file-check-context"
import { quoted, sameNameKey } from "../content/names"
import type { Problem } from "../content/problem"

// The skills (skills.yaml) as their evidence finds them (skill-evidence.ts): a name or an alias
// names one skill's work only, and each skill has a page address of its own.
type Skill = { name?: unknown; aliases?: unknown }

export function skillProblems(
  data: unknown,
  { location, entryLabel, problem }: FileCheckContext,
): Problem[] {
  if (!Array.isArray(data)) return []
  const skills = data as Skill[]
  const claims = new Map<string, { index: number; field: string }>()
  const pages = new Map<string, number>()
  const names = (skill: Skill) => [
    { field: "name", path: ["name"], value: skill?.name },
    ...(Array.isArray(skill?.aliases) ? skill.aliases : []).map((value, number) => ({
      field: `aliases.${number}`,
      path: ["aliases", number],
      value,
    })),
  ]
  return skills.flatMap((skill, index) => {
    const problems: Problem[] = []
    const where = `${location}, ${entryLabel(index)}`
    if (typeof skill?.name === "string") {
      const slug = projectSlug(skill.name)
      const same = pages.get(slug)
      if (!slug)
        problems.push(
          problem(
            [index, "name"],
            `${where}, field "name": expected a name with a letter from a to z or a digit, which its page address is made of, got ${quoted(skill.name)}`,
          ),
        )
      else if (same !== undefined && sameNameKey(skills[same].name) !== sameNameKey(skill.name))
        problems.push(
          problem(
            [index, "name"],
            `${where}, field "name": gives the page address /skills/${slug}/ that ${entryLabel(same)} gives too: change one of them`,
          ),
        )
      else pages.set(slug, index)
    }
    for (const { field, path, value } of names(skill)) {
      if (typeof value !== "string") continue
      const key = sameNameKey(value)
      const claim = claims.get(key)
      // Two skills of one name are the duplicates' check's (checks/validate-content.ts).
      if (claim && claim.index !== index && !(claim.field === "name" && field === "name"))
        problems.push(
          problem(
            [index, ...path],
            `${where}, field "${field}": ${quoted(value)} is already the ${claim.field === "name" ? "name" : "alias"} of ${entryLabel(claim.index)}: a tag or a tool names one skill's work, so give it to one of them`,
          ),
        )
      else if (!claim) claims.set(key, { index, field })
    }
    return problems
  })
}
