import { sameNameKey } from "../content/names"
import type { ResumeContent } from "../resume/model"
import type { View } from "./views-file"

type Order = { skillOrder: ReadonlyArray<number>; projectOrder: ReadonlyArray<number> }
type SkillGroups = NonNullable<ResumeContent["resume"]["skills"]>

// The owner's skill groups (resume.yaml's skills) with those that hold the view's first skills
// first: a group's rank is the best place of its name or keywords among the skills in the view's
// order; equal ranks keep resume.yaml's order.
function groupsInOrder(groups: SkillGroups, skillNames: ReadonlyArray<string>) {
  const place = new Map(skillNames.map((name, index) => [sameNameKey(name), index]))
  const rank = (group: SkillGroups[number]) =>
    Math.min(
      ...[group.name, ...(group.keywords ?? [])].map(
        (name) => place.get(sameNameKey(name)) ?? skillNames.length,
      ),
    )
  return [...groups].sort((a, b) => rank(a) - rank(b))
}

/**
 * The content of a view's résumé: the same content, with the view's role as its label, its summary,
 * the skills in the view's order, and the projects it prints (resume.yaml's and those the view
 * names) in the view's order.
 */
export function viewResumeContent(content: ResumeContent, view: View, order: Order): ResumeContent {
  const skills = order.skillOrder.map((position) => content.skills[position])
  const printed = new Set(
    [...(view.projects ?? []), ...(content.resume.projects ?? [])].map(sameNameKey),
  )
  const projects = order.projectOrder
    .map((position) => content.projects[position].title)
    .filter((title) => printed.has(sameNameKey(title)))
  return {
    ...content,
    profile: { ...content.profile, role: view.title },
    skills,
    resume: {
      ...content.resume,
      summary: view.summary,
      projects: projects.length ? projects : undefined,
      skills:
        content.resume.skills &&
        groupsInOrder(
          content.resume.skills,
          skills.map((skill) => skill.name),
        ),
    },
  }
}
