import path from "node:path"
import { locate } from "content-files"
import type { Actions, CreateResolversArgs, Reporter } from "gatsby"
import type {
  SkillCardView,
  SkillEvidence,
  SkillPageContext,
  SkillsIndexContext,
} from "../../src/lib/skill-evidence-view"
import { CONTENT_DIR } from "../content/content-dir.mjs"
import { contentFileName, contentFiles } from "../content/content-file-table"
import { quoted, sameNameKey } from "../content/names"
import { skillCard, skillsCard, type Owner } from "../share-cards/share-card-content"
import type { MakeShareCard } from "../share-cards/share-cards"
import {
  skillEvidence,
  unusedAliases,
  type EvidenceContent,
  type ShownHeadings,
} from "./skill-evidence"
import { problemAt } from "../content/problem"
import { readYaml, type Locate } from "../content/yaml-file.mjs"

// The skills' pages, made from the content (skill-evidence.ts): /skills/<slug>/ for each skill
// with evidence, /skills/ for all of them, and the fields the home page reads (a skill card's page
// and summary, a project tag's skill page).

// The owner's content as the evidence reads it: each file through its schema (texts trimmed, dates
// as texts). The content checks have passed by now.
export function readEvidenceContent(contentDir: string): EvidenceContent {
  const folders = { contentDir, staticDir: "static" }
  const file = (name: "skills" | "projects" | "resume") =>
    path.join(contentDir, contentFileName(name))
  const hasResume = locate(contentFileName("resume"), { dir: contentDir, contentDir }).file !== null
  const resume = hasResume
    ? contentFiles.resume.schema().parse(readYaml(file("resume")) ?? {})
    : null
  return {
    skills: contentFiles.skills.schema().parse(readYaml(file("skills"))),
    projects: contentFiles.projects.schema(folders).parse(readYaml(file("projects"))),
    certificates: resume?.certificates ?? [],
  }
}

type SkillWithEvidence = SkillEvidence & SkillCardView

// The skills with their evidence, found once per build: createPages forgets the last build's
// (`gatsby develop` makes pages again when the content changes) and gives this build's case
// studies' headings as their pages show them, and the pages, the résumé and the resolvers of the
// home page's fields all read these.
let found: { contentDir: string; skills: SkillWithEvidence[] } | null = null
let headingsShown: ShownHeadings = new Map()

export const forgetSkills = (shownHeadings: ShownHeadings = new Map()) => {
  found = null
  headingsShown = shownHeadings
}

type BuiltCaseStudy = {
  fileAbsolutePath: string | null
  headings: ReadonlyArray<{ value: string | null } | null> | null
}

/** The case studies' headings as their built pages show them, from the projects' MarkdownRemark. */
export const shownHeadingsOf = (
  projects: ReadonlyArray<{ caseStudy: BuiltCaseStudy | null }>,
): ShownHeadings =>
  new Map(
    projects.flatMap(({ caseStudy }) =>
      caseStudy?.fileAbsolutePath
        ? [
            [
              path.resolve(caseStudy.fileAbsolutePath),
              (caseStudy.headings ?? []).map((heading) => heading?.value ?? ""),
            ] as const,
          ]
        : [],
    ),
  )

/** Every skill with its evidence and its card's fields, found once for each build. */
export function skillsWithEvidence(contentDir = CONTENT_DIR): SkillWithEvidence[] {
  if (found?.contentDir !== contentDir) {
    const content = readEvidenceContent(contentDir)
    const evidence = skillEvidence(content, contentDir, headingsShown)
    const skills = content.skills.map((skill, index) => ({
      ...evidence[index],
      level: skill.level,
      description: skill.description,
      icon: skill.icon,
      aliases: skill.aliases ?? [],
    }))
    found = { contentDir, skills }
  }
  return found.skills
}

/** The warnings of the build's checks: aliases that name no work, each at its place in skills.yaml. */
export function aliasWarnings(contentDir: string, at: Locate) {
  const file = `${contentDir}/${contentFileName("skills")}`
  return unusedAliases(readEvidenceContent(contentDir), contentDir).map(
    ({ skill, alias, index, number }) =>
      problemAt(
        file,
        at([index, "aliases", number]),
        `${file}, skill "${skill}": its alias "${alias}" names no project's tag, no query, code, notebook, dashboard, app or certificate: is it a tag you meant to write?`,
      ),
  )
}

// A page for each skill with work behind it, and the index of them all, each with its share card.
export async function createSkillPages(
  { createPage }: Actions,
  reporter: Reporter,
  {
    makeShareCard,
    owner,
    lead,
  }: { makeShareCard: MakeShareCard; owner: Owner; lead: string | null },
) {
  const skills = skillsWithEvidence()
  const shown = skills.filter((skill) => skill.path)
  for (const [index, skill] of skills.entries()) {
    if (!skill.path) continue
    const { card, alt } = skillCard(skill, owner)
    createPage<SkillPageContext>({
      path: skill.path,
      component: path.resolve("src/templates/skill.tsx"),
      context: {
        skill,
        index,
        shareCard: await makeShareCard(
          `skill-${skill.slug}`,
          card,
          alt,
          `${CONTENT_DIR}/${contentFileName("skills")}, skill ${quoted(skill.name)}`,
        ),
      },
    })
  }
  if (shown.length) {
    const { card, alt } = skillsCard(skills, owner, lead)
    createPage<SkillsIndexContext>({
      path: "/skills/",
      component: path.resolve("src/templates/skills.tsx"),
      context: {
        skills,
        shareCard: await makeShareCard(
          "skills",
          card,
          alt,
          `${CONTENT_DIR}/${contentFileName("skills")} (the skills page)`,
        ),
      },
    })
  }
  reporter.verbose(`${shown.length} skill pages`)
}

// A skill card's page and summary, a project tag's skill page: the home page's fields.
export function skillResolvers({ createResolvers }: CreateResolversArgs) {
  const skillNamed = (name: string) =>
    skillsWithEvidence().find((skill) => sameNameKey(skill.name) === sameNameKey(name))
  // The skill a tag names, by its name or an alias, with a page.
  const skillOfTag = (tag: string) =>
    skillsWithEvidence().find(
      (skill) =>
        skill.path && [skill.name, ...skill.aliases].map(sameNameKey).includes(sameNameKey(tag)),
    )
  createResolvers({
    SkillsYaml: {
      page: {
        type: "String",
        description: "The skill's page, /skills/<slug>/, when some work shows the skill.",
        resolve: (source: { name: string }) => skillNamed(source.name)?.path ?? null,
      },
      evidenceSummary: {
        type: "String",
        description: 'How much work shows the skill: "3 projects, 5 queries".',
        resolve: (source: { name: string }) => skillNamed(source.name)?.summary ?? null,
      },
    },
    ProjectsYaml: {
      tagLinks: {
        type: "[ProjectTagLink!]!",
        description: "The project's tags, each with the page of the skill it names, if any.",
        resolve: (source: { tags: string[] }) =>
          source.tags.map((tag) => ({ tag, page: skillOfTag(tag)?.path ?? null })),
      },
    },
  })
}
