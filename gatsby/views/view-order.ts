import { sameNameKey } from "../content/names"

// The order a view puts the skills and projects in (content/README.md, "Views"): first those it
// names, in its order; then the others, the best match first; equal matches keep the order of
// skills.yaml and projects.yaml. Nothing is left out.

type View = {
  tags?: ReadonlyArray<string>
  skills?: ReadonlyArray<string>
  projects?: ReadonlyArray<string>
}
type Skill = { name: string; aliases?: ReadonlyArray<string> }
type Project = { title: string; tags: ReadonlyArray<string> }

// The positions of `entries`, those named first (in the order named), then by score, highest
// first; Array.prototype.sort is stable, so equal scores keep the file's order.
function ordered<Entry>(
  entries: ReadonlyArray<Entry>,
  nameOf: (entry: Entry) => string,
  named: ReadonlyArray<string>,
  score: (entry: Entry) => number,
) {
  // A name given twice keeps its first place (views.yaml's check refuses the second).
  const rank = new Map<string, number>()
  named.forEach((name, index) => {
    if (!rank.has(sameNameKey(name))) rank.set(sameNameKey(name), index)
  })
  const rankOf = (entry: Entry) => rank.get(sameNameKey(nameOf(entry))) ?? named.length
  return entries
    .map((entry, position) => ({ position, rank: rankOf(entry), score: score(entry) }))
    .sort((a, b) => a.rank - b.rank || b.score - a.score)
    .map(({ position }) => position)
}

const keysOf = (names: ReadonlyArray<string>) => new Set(names.map(sameNameKey))

/**
 * A view's order of the skills and projects, as positions in skills.yaml and projects.yaml. A
 * project's match is the number of its tags that the view wants: its tags, and the names and
 * aliases of the skills it names. A skill's is the number of the view's tags that are its name or
 * one of its aliases.
 */
export function viewOrder(
  view: View,
  skills: ReadonlyArray<Skill>,
  projects: ReadonlyArray<Project>,
) {
  const namedSkills = keysOf(view.skills ?? [])
  const wanted = keysOf([
    ...(view.tags ?? []),
    ...skills
      .filter((skill) => namedSkills.has(sameNameKey(skill.name)))
      .flatMap((skill) => [skill.name, ...(skill.aliases ?? [])]),
  ])
  const viewTags = keysOf(view.tags ?? [])
  const count = (names: ReadonlyArray<string>, keys: Set<string>) =>
    new Set(names.map(sameNameKey).filter((key) => keys.has(key))).size
  return {
    skillOrder: ordered(
      skills,
      (skill) => skill.name,
      view.skills ?? [],
      (skill) => count([skill.name, ...(skill.aliases ?? [])], viewTags),
    ),
    projectOrder: ordered(
      projects,
      (project) => project.title,
      view.projects ?? [],
      (project) => count(project.tags, wanted),
    ),
  }
}
