import type { z } from "zod"
import { caseStudyPath, projectSlug } from "../../src/lib/case-study-path"
import { resumeDate } from "../../src/lib/resume-dates"
import { RESUME_JSON } from "../../src/lib/resume-paths"
import type { ContentInput } from "../content/content-file-table"
import { dashboardOf } from "gatsby-remark-dashboards/vendors"
import { sameNameKey } from "../content/names"
import type { resumeSchema } from "../content/content-schema"
import type { ResumeSection, ResumeView } from "../../src/lib/resume-view"

export type { ResumeView }

// The résumé, made once from the content (profile.yaml, skills.yaml, projects.yaml, resume.yaml):
// a JSON Resume document (/resume.json), and the view that both the /resume/ page and the PDF show,
// so that the two say the same words.

// resume.yaml as its schema reads it (dates as texts).
type ResumeYaml = z.output<ReturnType<typeof resumeSchema>>
type Profile = ContentInput<"profile">
type Skills = ContentInput<"skills">
type Projects = ContentInput<"projects">

export type ResumeContent = {
  profile: Profile
  skills: Skills
  projects: Projects
  resume: ResumeYaml
  // Each skill's keywords, by its name's sameNameKey: the tags, languages and vendors of the work
  // that shows it (gatsby/skills/skill-evidence.ts).
  skillKeywords?: Readonly<Record<string, ReadonlyArray<string>>>
}

export { resumeDate }

// "2019 – 2023"; "Jan 2023 – Present" without an end; an end alone ("2019", a degree's year).
export function dateRange(start?: string, end?: string) {
  if (!start) return end ? resumeDate(end) : null
  return `${resumeDate(start)} – ${end ? resumeDate(end) : "Present"}`
}

const displayUrl = (url: string) => url.replace(/^https?:\/\/(www\.)?/, "").replace(/\/$/, "")

// The projects the résumé names, by title (resume.yaml), from projects.yaml: matched as the checks
// match them (sameNameKey: case and spacing aside), so that no title they accept drops out.
const projectsNamed = ({ projects, resume }: ResumeContent) =>
  (resume.projects ?? []).flatMap((title) =>
    projects.filter((project) => sameNameKey(project.title) === sameNameKey(title)),
  )

// A project's address on the web: its case study on this site, its first dashboard on its vendor's
// site, its live page, or its code.
const projectUrl = (project: Projects[number], siteUrl: string) =>
  project.caseStudy && project.status !== "coming-soon"
    ? `${siteUrl}${caseStudyPath(projectSlug(project.title))}`
    : ((project.dashboards?.[0] && dashboardOf(project.dashboards[0].url).openUrl) ??
      project.liveUrl ??
      project.codeUrl)

// The page the résumé is of and its JSON's own address, under the site's: the home page and
// /resume.json, or a view's page and its resume.json (gatsby/views/view-pages.ts).
export type ResumePlaces = { home: string; json: string }

/**
 * The JSON Resume document (https://jsonresume.org/schema) of the content; `siteUrl` is the site's
 * address with its path prefix.
 */
export function jsonResume(
  content: ResumeContent,
  siteUrl: string,
  { home, json }: ResumePlaces = { home: "/", json: RESUME_JSON },
) {
  const { profile, skills, resume, skillKeywords = {} } = content
  const profiles = [
    ["LinkedIn", profile.linkedin],
    ["GitHub", profile.github],
  ].flatMap(([network, url]) => (url ? [{ network, url }] : []))
  return {
    $schema: "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json",
    basics: {
      name: profile.name,
      label: profile.role,
      email: profile.email,
      ...(profile.phone && { phone: profile.phone }),
      url: `${siteUrl}${home}`,
      summary: resume.summary ?? profile.intro,
      location: { address: profile.location },
      profiles,
    },
    work: (resume.work ?? []).map((job) => ({
      name: job.name,
      position: job.position,
      ...(job.description && { description: job.description }),
      ...(job.location && { location: job.location }),
      ...(job.url && { url: job.url }),
      startDate: job.startDate,
      ...(job.endDate && { endDate: job.endDate }),
      ...(job.summary && { summary: job.summary }),
      highlights: job.highlights ?? [],
    })),
    education: resume.education ?? [],
    certificates: resume.certificates ?? [],
    awards: resume.awards ?? [],
    languages: resume.languages ?? [],
    skills:
      resume.skills ??
      skills.map((skill) => ({
        name: skill.name,
        keywords: [...(skillKeywords[sameNameKey(skill.name)] ?? [])],
      })),
    projects: projectsNamed(content).map((project) => {
      const url = projectUrl(project, siteUrl)
      return {
        name: project.title,
        description: project.description,
        keywords: project.tags,
        ...(url && { url }),
      }
    }),
    meta: { canonical: `${siteUrl}${json}`, version: "v1.0.0" },
  }
}

export type JsonResume = ReturnType<typeof jsonResume>

/** What the /resume/ page and the PDF show, from the JSON Resume document and the résumé's settings. */
export function resumeView(document: JsonResume, resume: ResumeYaml): ResumeView {
  const { basics } = document
  const contacts = [
    { text: basics.email, url: `mailto:${basics.email}` },
    ...(basics.phone ? [{ text: basics.phone }] : []),
    { text: basics.location.address },
    { text: displayUrl(basics.url), url: basics.url },
    ...basics.profiles.map(({ url }) => ({ text: displayUrl(url), url })),
  ]
  return {
    name: basics.name,
    label: basics.label,
    contacts,
    summary: basics.summary,
    sections: resumeSections(document, resume).filter((section) => section.entries.length > 0),
    paper: resume.paper ?? "A4",
    maxPages: resume.maxPages ?? 1,
  }
}

/** The résumé's sections in the order they are printed, empty ones included. */
function resumeSections(document: JsonResume, resume: ResumeYaml): ResumeSection[] {
  return [
    {
      title: "Experience",
      entries: document.work.map((job) => ({
        title: `${job.position}, ${job.name}`,
        url: job.url,
        meta: [job.location, dateRange(job.startDate, job.endDate)].filter(isText),
        text: job.summary,
        bullets: job.highlights,
      })),
    },
    {
      title: "Education",
      entries: document.education.map((school) => ({
        title: [[school.studyType, school.area].filter(isText).join(" in "), school.institution]
          .filter(Boolean)
          .join(", "),
        url: school.url,
        meta: [
          dateRange(school.startDate, school.endDate),
          school.score && `Score: ${school.score}`,
        ].filter(isText),
        bullets: school.courses ?? [],
      })),
    },
    {
      title: "Projects",
      entries: document.projects.map((project) => ({
        title: project.name,
        url: project.url,
        meta: [project.keywords.join(", ")],
        text: project.description,
        bullets: [],
      })),
    },
    // The owner's own groups of skills, with their keywords; else the skills' names on one line
    // (the keywords that the work behind them gives are the JSON's only).
    {
      title: "Skills",
      entries: resume.skills?.some((group) => group.keywords?.length)
        ? document.skills.map((group) => ({
            title: group.name,
            meta: [],
            text: (group.keywords ?? []).join(", "),
            bullets: [],
          }))
        : [
            {
              title: "",
              meta: [],
              text: document.skills.map((skill) => skill.name).join(", "),
              bullets: [],
            },
          ],
    },
    {
      title: "Certifications",
      entries: document.certificates.map((certificate) => ({
        title: certificate.name,
        url: certificate.url,
        meta: [certificate.issuer, certificate.date && resumeDate(certificate.date)].filter(isText),
        bullets: [],
      })),
    },
    {
      title: "Awards",
      entries: document.awards.map((award) => ({
        title: award.title,
        meta: [award.awarder, award.date && resumeDate(award.date)].filter(isText),
        text: award.summary,
        bullets: [],
      })),
    },
    {
      title: "Languages",
      entries: document.languages.map((language) => ({
        title: language.language,
        meta: [language.fluency].filter(isText),
        bullets: [],
      })),
    },
  ]
}

function isText(value: string | null | undefined | false): value is string {
  return typeof value === "string" && value.trim() !== ""
}
