import type { ShareCardImage } from "./share-card-image"

// What the /resume/ page and the résumé's PDF show, in the same words (gatsby/resume/model.ts makes
// it from the content).

// An entry of a section: a job, a school, a project, a group of skills.
export type ResumeEntry = {
  // Empty for an entry of text alone (the skills, listed).
  title: string
  url?: string
  // Where and when: "Lagos" and "Jan 2023 – Present", shown after the title.
  meta: string[]
  text?: string
  bullets: string[]
}

export type ResumeSection = { title: string; entries: ResumeEntry[] }

export type ResumeView = {
  name: string
  label: string
  contacts: Array<{ text: string; url?: string }>
  summary: string
  sections: ResumeSection[]
  paper: "A4" | "Letter"
  maxPages: number
}

// How the page and the PDF join an entry's parts and the contacts.
export const SEPARATOR = " · "

// What gatsby/resume/pages.ts gives the /resume/ page (src/templates/resume.tsx, and its head): the
// résumé's view, the path of its PDF and its share card (null where it could not be drawn: the
// build stops, saying why).
export type ResumePageContext = {
  resume: ResumeView
  pdf: string
  shareCard: ShareCardImage | null
}
