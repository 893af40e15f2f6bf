import path from "node:path"
import { withColours } from "gatsby-remark-vega-lite/drawings"
import {
  evidenceCounts,
  type SkillCardView,
  type SkillEvidence,
} from "../../src/lib/skill-evidence-view"
import type { ResumeView } from "../../src/lib/resume-view"
import { contentFileName, contentFiles } from "../content/content-file-table"
import type { ShareCard, ShareCardTheme } from "./share-cards"
import { readYaml } from "../content/yaml-file.mjs"

// What each page's share card says: its kind, its title, a line about it, the owner's name, role
// and photo, and what it shows beside them: a case study's first chart (the build's own drawing)
// or else its picture; a skill's work, counted, and its level; the résumé's sections; on the home
// page, the owner's picture. Each with the words that name the page for a reader who cannot see it.

export type Owner = {
  name: string
  role: string
  headline: string
  photo: string
  picture: string | null
}

/** The owner as the cards name them: from profile.yaml, checked when the build started. */
export function readOwner(contentDir: string): Owner {
  const profile = contentFiles.profile
    .schema({ contentDir, staticDir: "static" })
    .parse(readYaml(path.join(contentDir, contentFileName("profile"))))
  return {
    name: profile.name,
    role: profile.role,
    headline: profile.headline,
    photo: path.resolve(contentDir, profile.photo),
    picture: profile.socialImage ? path.resolve(contentDir, profile.socialImage) : null,
  }
}

const byline = ({ name, role, photo }: Owner) => ({ name, role, photo })
const by = ({ name, role }: Owner) => `${name}, ${role}`

type Card = { card: ShareCard; alt: string }

/** The home page's: the owner's name, role and headline, first skills, and picture or photo. */
export const homeCard = (owner: Owner, skills: string[]): Card => ({
  card: {
    kicker: owner.role,
    title: owner.name,
    subtitle: owner.headline,
    chips: skills,
    visual: owner.picture
      ? { kind: "picture", file: owner.picture }
      : { kind: "photo", file: owner.photo },
  },
  alt: `${by(owner)}: portfolio`,
})

// The most an image's alt text says: X's limit for it (og:image:alt has none).
export const ALT_MOST = 420

/**
 * A case study's: its first chart, drawn as the page draws it in the light scheme, or its picture
 * (`picture`, an absolute path). `chartDrawings` are the first chart's drawings as the charts
 * plugin hands them out (GraphQL's `MarkdownRemark.firstChartDrawings`), none without a chart, and
 * `chartDescription` its words (its alt text and the build's summary of its data:
 * `firstChartDescription`), which the card's alt text says after the case study's.
 */
export function caseStudyCard(
  project: {
    title: string
    description: string
    picture: string
    chartDrawings: ReadonlyArray<string>
    chartDescription: string | null
  },
  owner: Owner,
  { tokens }: ShareCardTheme,
): Card {
  const drawings = project.chartDrawings.map((svg) => withColours(svg, tokens))
  return {
    card: {
      kicker: "Case study",
      title: project.title,
      subtitle: project.description,
      byline: byline(owner),
      visual: drawings.length
        ? { kind: "chart", drawings }
        : { kind: "picture", file: project.picture },
    },
    alt: withinAltLimit(
      `${project.title}: a case study by ${by(owner)}` +
        (drawings.length && project.chartDescription
          ? `. Its chart, ${project.chartDescription}`
          : ""),
    ),
  }
}

// An alt text cut to ALT_MOST characters, at a word, with an ellipsis.
const withinAltLimit = (text: string) =>
  text.length <= ALT_MOST ? text : `${text.slice(0, ALT_MOST - 1).replace(/\s+\S*$/, "")}…`

/** A skill's: the work behind it, counted, and its level. */
export const skillCard = (skill: SkillEvidence & SkillCardView, owner: Owner): Card => ({
  card: {
    kicker: "Skill",
    title: skill.name,
    subtitle: skill.description,
    byline: byline(owner),
    visual: {
      kind: "facts",
      heading: "The work behind it",
      rows: evidenceCounts(skill.evidence).map(({ count, noun }) => ({
        strong: String(count),
        text: noun,
      })),
      bar: { label: "Level", value: skill.level },
    },
  },
  alt: `${skill.name}: the work behind it, by ${by(owner)}`,
})

/** The skills index's: the skills with work behind them, each with how much. */
export const skillsCard = (
  skills: ReadonlyArray<SkillEvidence & SkillCardView>,
  owner: Owner,
  lead: string | null,
): Card => ({
  card: {
    kicker: "Skills",
    title: "The work behind each skill",
    subtitle: lead,
    byline: byline(owner),
    visual: {
      kind: "facts",
      heading: "What backs them",
      layout: "names",
      rows: skills
        .filter((skill) => skill.summary)
        .map((skill) => ({ strong: skill.name, text: String(skill.summary) })),
    },
  },
  alt: `Skills and the work behind them, by ${by(owner)}`,
})

/** The résumé's: the owner, and each section with its first entry. */
export const resumeCard = (resume: ResumeView, owner: Owner): Card => ({
  card: {
    kicker: "Résumé",
    title: resume.name,
    subtitle: `${resume.label}. ${resume.summary}`,
    visual: {
      kind: "facts",
      heading: "On the résumé",
      layout: "names",
      rows: resume.sections.map(({ title, entries }) => ({
        strong: title,
        text: entries[0].title || entries[0].text || "",
      })),
    },
  },
  alt: `Résumé of ${by(owner)}`,
})

/** A view's (/for/<segment>/): the home page's, with the role it is for and its sentences. */
export const viewCard = (
  view: { title: string; summary: string },
  owner: Owner,
  skills: string[],
): Card => homeCard({ ...owner, role: view.title, headline: view.summary }, skills)
