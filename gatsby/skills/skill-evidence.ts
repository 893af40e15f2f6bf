import path from "node:path"
import { SQL_DIALECTS } from "gatsby-remark-duckdb/blocks"
import { dashboardAnchor } from "gatsby-remark-dashboards/anchor"
import { dashboardOf } from "gatsby-remark-dashboards/vendors"
import { caseStudyPath, projectSlug } from "../../src/lib/case-study-path"
import { isComingSoon } from "../../src/lib/project-status"
import { resumeDate } from "../../src/lib/resume-dates"
import {
  evidenceCounts,
  type Evidence,
  type SkillEvidence,
} from "../../src/lib/skill-evidence-view"
import { caseStudyBlocks } from "../case-studies/case-study-blocks"
import { sameNameKey } from "../content/names"

// The work behind each skill, found in the content rather than listed twice: a project's tags, a
// published case study's queries, code blocks and notebook language, a project's dashboards and
// live apps by vendor, a certificate of resume.yaml. A piece of work is a skill's when it names it: by the skill's
// name or one of its aliases, compared as the content checks compare names (case and spacing
// aside); a certificate's name when it is one, or holds one as whole words.

type Skill = {
  name: string
  level: number
  description: string
  icon: string
  aliases?: string[] | null
}
type Project = {
  title: string
  status: string
  tags: string[]
  description: string
  liveUrl?: string | null
  codeUrl?: string | null
  caseStudy?: string | null
  dashboards?: Array<{ url: string; title: string }> | null
}
type Certificate = {
  name: string
  issuer?: string | null
  date?: string | null
  url?: string | null
}
export type EvidenceContent = {
  skills: Skill[]
  projects: Project[]
  certificates: Certificate[]
}

// How a language of a code block reads (its fence's name otherwise, as written).
const LANGUAGE_NAMES: Record<string, string> = {
  python: "Python",
  py: "Python",
  r: "R",
  sql: "SQL",
  bash: "Bash",
  shell: "Shell",
  sh: "Shell",
  javascript: "JavaScript",
  js: "JavaScript",
  typescript: "TypeScript",
  julia: "Julia",
  scala: "Scala",
  dax: "DAX",
  yaml: "YAML",
  latex: "LaTeX",
  html: "HTML",
  postgresql: "PostgreSQL",
  postgres: "PostgreSQL",
  mysql: "MySQL",
  sqlite: "SQLite",
  bigquery: "BigQuery",
  snowflake: "Snowflake",
  redshift: "Redshift",
  tsql: "T-SQL",
  trino: "Trino",
  sparksql: "Spark SQL",
}
export const languageName = (language: string) => LANGUAGE_NAMES[language] ?? language

// The names a code block's language answers to: its own, and SQL for another database's SQL.
const languageNames = (language: string) =>
  SQL_DIALECTS.includes(language)
    ? [language, languageName(language), "SQL"]
    : [language, languageName(language)]

// A name's words, for a whole-word match: "Tableau Desktop Specialist" holds "tableau".
const words = (text: string) =>
  ` ${String(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, " ")
    .trim()} `

// Whether a piece of work names a skill by one of `names` (its name and aliases): as the content
// checks compare names, or, for a certificate, as whole words of its name.
const names = (kind: Evidence["kind"], its: string[], skillNames: string[]) =>
  kind === "certificate"
    ? its.some((name) => skillNames.some((skill) => words(name).includes(words(skill))))
    : its.some((name) => skillNames.some((skill) => sameNameKey(skill) === sameNameKey(name)))

/** How much there is: "3 projects, 5 queries"; null for nothing. */
export function evidenceSummary(evidence: ReadonlyArray<Evidence>) {
  const parts = evidenceCounts(evidence).map(({ count, noun }) => `${count} ${noun}`)
  return parts.length ? parts.join(", ") : null
}

export const skillPath = (name: string) => `/skills/${projectSlug(name)}/`

/**
 * Each Markdown case study's headings as its built page shows them (gatsby-remark-duckdb writes a
 * query's value in place of its reference), by the file's absolute path: what a skill's page quotes.
 */
export type ShownHeadings = ReadonlyMap<string, ReadonlyArray<string>>

// The pieces of work of every project, each with the names it answers to.
function workOf(
  { projects, certificates }: EvidenceContent,
  contentDir: string,
  shownHeadings: ShownHeadings = new Map(),
) {
  const work: Array<{ evidence: Evidence; names: string[] }> = []
  for (const project of projects) {
    const published = Boolean(project.caseStudy) && !isComingSoon(project.status)
    const page = published ? caseStudyPath(projectSlug(project.title)) : null
    work.push({
      evidence: {
        kind: "project",
        title: project.title,
        context: project.description,
        href: page ?? project.liveUrl ?? project.codeUrl ?? null,
        internal: Boolean(page),
        keywords: project.tags,
      },
      names: project.tags,
    })
    for (const [index, dashboard] of (project.dashboards ?? []).entries()) {
      const { vendor, openUrl } = dashboardOf(dashboard.url)
      if (!vendor) continue
      // A vendor answers to its names: "Tableau" for Tableau Public, "Shiny" for shinyapps.io.
      work.push({
        evidence: {
          kind: vendor.noun === "dashboard" ? "dashboard" : "app",
          title: dashboard.title,
          context: `${vendor.name} ${vendor.noun} of ${project.title}`,
          href: page ? `${page}#${dashboardAnchor(index + 1)}` : openUrl,
          internal: Boolean(page),
          keywords: [vendor.skillNames.at(-1) ?? vendor.name],
        },
        names: vendor.skillNames,
      })
    }
    if (!page || !project.caseStudy) continue
    const file = path.join(contentDir, project.caseStudy.trim())
    const blocks = caseStudyBlocks(file, contentDir, shownHeadings.get(path.resolve(file)))
    const under = (heading: string | null) => (heading ? `, under "${heading}"` : "")
    if (blocks.notebookLanguage)
      work.push({
        evidence: {
          kind: "notebook",
          title: project.title,
          context: `${languageName(blocks.notebookLanguage)} notebook, with its outputs as it ran`,
          href: page,
          internal: true,
          keywords: [languageName(blocks.notebookLanguage)],
        },
        names: languageNames(blocks.notebookLanguage),
      })
    for (const query of blocks.queries)
      work.push({
        evidence: {
          kind: "query",
          title: query.id ?? query.firstLine,
          context: `Query of ${project.title}${under(query.heading)}, run when the site is built`,
          href: `${page}#${query.anchor}`,
          internal: true,
          keywords: ["SQL"],
        },
        names: ["SQL"],
      })
    for (const code of blocks.code) {
      // A notebook's cells in its own language are the notebook's.
      if (code.language === blocks.notebookLanguage || !code.language) continue
      work.push({
        evidence: {
          kind: "code",
          title: code.firstLine || `${languageName(code.language)} code`,
          context: `${languageName(code.language)} in ${project.title}${under(code.heading)}`,
          href: `${page}#${code.anchor}`,
          internal: true,
          keywords: [languageName(code.language)],
        },
        names: languageNames(code.language),
      })
    }
  }
  for (const certificate of certificates)
    work.push({
      evidence: {
        kind: "certificate",
        title: certificate.name,
        context: [certificate.issuer, certificate.date && resumeDate(certificate.date)]
          .filter(Boolean)
          .join(", "),
        href: certificate.url ?? null,
        internal: false,
        keywords: [],
      },
      names: [certificate.name],
    })
  return work
}

/** Each skill with the work that shows it, in skills.yaml's order. */
export function skillEvidence(
  content: EvidenceContent,
  contentDir: string,
  shownHeadings?: ShownHeadings,
): SkillEvidence[] {
  const work = workOf(content, contentDir, shownHeadings)
  return content.skills.map((skill) => {
    const skillNames = [skill.name, ...(skill.aliases ?? [])]
    const keys = new Set(skillNames.map(sameNameKey))
    const evidence = work
      .filter(({ evidence, names: its }) => names(evidence.kind, its, skillNames))
      .map(({ evidence }) => evidence)
    // A project counts once, whichever of its tags names the skill.
    const unique = evidence.filter(
      (item, index) =>
        evidence.findIndex(
          (other) =>
            other.kind === item.kind && other.href === item.href && other.title === item.title,
        ) === index,
    )
    // The other names of the work, each once (as the checks compare names), first spelling first.
    const keywords = new Map<string, string>()
    for (const keyword of unique.flatMap((item) => item.keywords))
      if (!keys.has(sameNameKey(keyword)) && !keywords.has(sameNameKey(keyword)))
        keywords.set(sameNameKey(keyword), keyword)
    return {
      name: skill.name,
      slug: projectSlug(skill.name),
      path: unique.length ? skillPath(skill.name) : null,
      evidence: unique,
      summary: evidenceSummary(unique),
      keywords: [...keywords.values()],
    }
  })
}

/** The aliases of each skill that no piece of work uses: a warning, not an error. */
export function unusedAliases(content: EvidenceContent, contentDir: string) {
  const work = workOf(content, contentDir)
  return content.skills.flatMap((skill, index) =>
    (skill.aliases ?? []).flatMap((alias, number) =>
      work.some(({ evidence, names: its }) => names(evidence.kind, its, [alias]))
        ? []
        : [{ skill: skill.name, alias, index, number }],
    ),
  )
}
