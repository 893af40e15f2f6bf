import type { ShareCardImage } from "./share-card-image"

// What the skills' pages show (gatsby/skills/skill-evidence.ts finds it in the content): each
// skill's evidence, the work that shows it, grouped by kind, each with one line of context and
// where it is.

export type EvidenceKind =
  "project" | "query" | "code" | "notebook" | "dashboard" | "app" | "certificate"

export type Evidence = {
  kind: EvidenceKind
  title: string
  // One line of context: where it is, or what it is.
  context: string
  // A page of the site (a case study, an anchor in it), or an address elsewhere; null for none.
  href: string | null
  internal: boolean
  // The tags, languages and vendors it names: the résumé's keywords of the skill.
  keywords: string[]
}

const countNouns: Array<[Evidence["kind"], string, string]> = [
  ["project", "project", "projects"],
  ["query", "query", "queries"],
  ["code", "code block", "code blocks"],
  ["notebook", "notebook", "notebooks"],
  ["dashboard", "dashboard", "dashboards"],
  ["app", "app", "apps"],
  ["certificate", "certificate", "certificates"],
]

/** How much there is of each kind, in a fixed order: [{ count: 3, noun: "projects" }]. */
export function evidenceCounts(evidence: ReadonlyArray<Evidence>) {
  return countNouns.flatMap(([kind, one, many]) => {
    const count = evidence.filter((item) => item.kind === kind).length
    return count ? [{ count, noun: count === 1 ? one : many }] : []
  })
}

export type SkillEvidence = {
  name: string
  slug: string
  // The skill's page, /skills/<slug>/; null when nothing shows the skill.
  path: string | null
  evidence: Evidence[]
  // How much there is: "3 projects, 5 queries"; null for nothing.
  summary: string | null
  keywords: string[]
}

// The skill pages' contexts (gatsby/skills/skill-pages.ts): a skill's, with its card's fields, and
// the index's, every skill; each with its share card (null where it could not be drawn: the build
// stops, saying why).
export type SkillCardView = {
  name: string
  level: number
  description: string
  icon: string
  // The tags, tools and languages that count as the skill's besides its name.
  aliases: string[]
}
export type SkillPageContext = {
  skill: SkillEvidence & SkillCardView
  index: number
  shareCard: ShareCardImage | null
}
export type SkillsIndexContext = {
  skills: Array<SkillEvidence & SkillCardView>
  shareCard: ShareCardImage | null
}

// The order a skill's page shows its evidence in, with each group's heading.
export const EVIDENCE_GROUPS: ReadonlyArray<[EvidenceKind, string]> = [
  ["project", "Projects"],
  ["query", "Queries"],
  ["code", "Code"],
  ["notebook", "Notebooks"],
  ["dashboard", "Dashboards"],
  ["app", "Live apps"],
  ["certificate", "Certificates"],
]
