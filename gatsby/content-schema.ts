import { z } from "zod"
import { iconPaths } from "../src/lib/icon-paths"
import { caseStudySource, isNotebookPath } from "../src/lib/case-study-source"
import { PROJECT_STATUSES } from "../src/lib/project-status"
import { IMAGE_TYPES, isFileOfType, typeNames } from "content-files"
import { dashboardOf } from "gatsby-remark-dashboards/vendors"
import { caseStudyFileProblem } from "./case-study-file"

// The shape of each of the owner's content files, written once: the build checks the YAML against
// these schemas and declares Gatsby's GraphQL types from them (content-files.ts names the files). A
// field left `.optional()` here is optional in the YAML, nullable in GraphQL, and its part of the
// page disappears when it is missing.

export const text = z
  .string({ error: "a text" })
  .trim()
  .min(1, { error: "a text that is not empty" })
export const texts = z
  .array(text, { error: "a list of texts" })
  .min(1, { error: "a list with at least one text" })
export const url = z.url({ protocol: /^https$/, error: "a web address starting with https://" })
const wholeNumber = "a whole number from 0 to 100"

// A path to an image in the content folder; in GraphQL, the File node that Gatsby made of it.
const imageIn = (folder: string) =>
  text
    .refine((file) => isFileOfType(folder, file, IMAGE_TYPES), {
      error: `the path of a ${typeNames(IMAGE_TYPES)} image inside ${folder}/, relative to it`,
    })
    .meta({ file: true })

// A case study: a Markdown file or a Jupyter notebook in the content folder; in GraphQL, the
// MarkdownRemark that gatsby-transformer-remark made of it (of the notebook's Markdown, for a
// notebook: plugins/gatsby-transformer-notebook).
const caseStudyIn = (folder: string) =>
  text
    .superRefine((file, context) => {
      const problem = caseStudyFileProblem(folder, file)
      if (problem) context.addIssue({ code: "custom", message: problem })
    })
    .meta({ caseStudy: true })

// The resume: a file in the static folder, linked from the page as it is written.
const resumeIn = (folder: string) =>
  text.refine(
    (file) => file.startsWith("/") && isFileOfType(folder, file.slice(1), [...IMAGE_TYPES, "PDF"]),
    {
      error: `a ${typeNames([...IMAGE_TYPES, "PDF"])} file in ${folder}/, written with a leading slash (e.g. /resume.pdf)`,
    },
  )

// Where the content's files may point: images in the content folder, the resume in static/.
export type Folders = { contentDir: string; staticDir: string }

export const profileSchema = ({ contentDir, staticDir }: Folders) =>
  z.strictObject({
    name: text,
    role: text,
    headline: text,
    intro: text,
    photo: imageIn(contentDir),
    // The picture beside the owner on the home page's share card (default: the photo).
    socialImage: imageIn(contentDir).optional(),
    resume: resumeIn(staticDir).optional(),
    stats: z
      .array(z.strictObject({ value: text, label: text }), { error: "a list of { value, label }" })
      .min(1, { error: "at least one stat tile" })
      .optional(),
    journey: texts,
    highlights: texts.optional(),
    education: text.optional(),
    focusAreas: texts.optional(),
    goal: text.optional(),
    email: z.email({ error: "an e-mail address such as you@example.com" }),
    phone: text
      .regex(/^\+?[\d\s().-]{6,}$/, {
        error: "a phone number of digits, spaces and an optional leading +",
      })
      .optional(),
    linkedin: url.optional(),
    github: url.optional(),
    location: text,
    responseTime: text,
    leads: z
      .strictObject(
        {
          about: text.optional(),
          skills: text.optional(),
          portfolio: text.optional(),
          contact: text.optional(),
        },
        { error: "the keys about, skills, portfolio and contact, each with a sentence" },
      )
      .optional(),
    skillsNote: text.optional(),
    moreProjects: z
      .strictObject({ text, url: url.optional() }, { error: "a text and an optional url" })
      .optional(),
  })

export const skillsSchema = () =>
  z
    .array(
      z.strictObject({
        name: text,
        level: z
          .number({ error: wholeNumber })
          .int({ error: wholeNumber })
          .min(0, { error: wholeNumber })
          .max(100, { error: wholeNumber }),
        description: text,
        icon: z.enum(Object.keys(iconPaths) as [string, ...string[]], {
          error: `one of the icon names: ${Object.keys(iconPaths).join(", ")}`,
        }),
        // The tags, tools and languages that count as the skill's evidence besides its name.
        aliases: texts.optional(),
      }),
      { error: "a list of skills" },
    )
    .min(1, { error: "at least one skill" })

// A dashboard of Tableau Public, Power BI ("Publish to web") or Looker Studio, as its vendor's Share
// dialog gives its address (gatsby-remark-dashboards/vendors), with the owner's poster of it.
const dashboardIn = (folder: string) =>
  z.strictObject(
    {
      url: text.superRefine((address, context) => {
        const { problem } = dashboardOf(address)
        if (problem) context.addIssue({ code: "custom", message: problem })
      }),
      poster: imageIn(folder),
      title: text,
      caption: text.optional(),
    },
    { error: "a dashboard: { url, poster, title, caption }" },
  )

export const projectsSchema = ({ contentDir }: Folders) =>
  z
    .array(
      z
        .strictObject({
          title: text,
          description: text,
          image: imageIn(contentDir),
          tags: texts,
          status: z.enum(PROJECT_STATUSES, { error: `one of ${PROJECT_STATUSES.join(", ")}` }),
          priority: text,
          liveUrl: url.optional(),
          codeUrl: url.optional(),
          caseStudy: caseStudyIn(contentDir).optional(),
          // The case study's notebook on GitHub, or its code: src/lib/case-study-source.ts.
          source: text.optional(),
          dashboards: z
            .array(dashboardIn(contentDir), { error: "a list of dashboards" })
            .min(1, { error: "a list with at least one dashboard" })
            .optional(),
        })
        .superRefine(({ source, caseStudy }, context) => {
          if (source === undefined) return
          const problem = caseStudy
            ? caseStudySource(source, isNotebookPath(caseStudy)).problem
            : "a caseStudy beside it: source is where a case study's notebook or code is (the project's own code goes in codeUrl)"
          if (problem) context.addIssue({ code: "custom", path: ["source"], message: problem })
        }),
      { error: "a list of projects" },
    )
    .min(1, { error: "at least one project" })

// A date of a résumé, as JSON Resume writes it. YAML reads 2019 as a number and 2023-05-14 as a
// date: both are taken as the text the owner wrote.
export const asDateText = (value: unknown) =>
  value instanceof Date
    ? value.toISOString().slice(0, 10)
    : typeof value === "number"
      ? String(value)
      : value

export const RESUME_DATE = /^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/

// In GraphQL too, a date is the text the owner wrote (`dateText`: schema-customization.ts).
const resumeDate = z
  .preprocess(
    asDateText,
    text.regex(RESUME_DATE, { error: "a date written YYYY, YYYY-MM or YYYY-MM-DD" }),
  )
  .meta({ dateText: true })

// A section's entries; an empty list is a section left out.
const list = <Entry extends z.ZodType>(entry: Entry, noun: string) =>
  z.array(entry, { error: `a list of ${noun}` })

// A project the résumé prints, by its title: what a pasted JSON Resume holds there is a project's
// whole entry, which here comes from projects.yaml.
const projectTitle = z
  .string({
    error:
      "the title of a project in projects.yaml (its description, tags and links come from there)",
  })
  .trim()
  .min(1, { error: "a title that is not empty" })

// The résumé (resume.yaml, optional): JSON Resume's sections and field names, so that an owner can
// paste from a resume.json. Name, contacts and links come from profile.yaml; skills default to
// skills.yaml's names; projects are titles of projects.yaml, taken from there. A job's
// `description` (of the company) and a skill's `level` go to /resume.json, not onto the paper.
export const resumeSchema = () =>
  z.strictObject({
    summary: text.optional(),
    work: list(
      z.strictObject({
        name: text,
        position: text,
        description: text.optional(),
        location: text.optional(),
        url: url.optional(),
        startDate: resumeDate,
        endDate: resumeDate.optional(),
        summary: text.optional(),
        highlights: texts.optional(),
      }),
      "jobs",
    ).optional(),
    education: list(
      z.strictObject({
        institution: text,
        url: url.optional(),
        area: text.optional(),
        studyType: text.optional(),
        startDate: resumeDate.optional(),
        endDate: resumeDate.optional(),
        score: text.optional(),
        courses: texts.optional(),
      }),
      "schools",
    ).optional(),
    certificates: list(
      z.strictObject({
        name: text,
        issuer: text.optional(),
        date: resumeDate.optional(),
        url: url.optional(),
      }),
      "certificates",
    ).optional(),
    awards: list(
      z.strictObject({
        title: text,
        awarder: text.optional(),
        date: resumeDate.optional(),
        summary: text.optional(),
      }),
      "awards",
    ).optional(),
    languages: list(
      z.strictObject({ language: text, fluency: text.optional() }),
      "languages",
    ).optional(),
    skills: list(
      z.strictObject({ name: text, level: text.optional(), keywords: texts.optional() }),
      "skill groups",
    ).optional(),
    projects: list(projectTitle, "project titles")
      .min(1, { error: "a list with at least one title" })
      .optional(),
    paper: z.enum(["A4", "Letter"], { error: "A4 or Letter" }).optional(),
    maxPages: z
      .number({ error: "a whole number of pages, 1 to 4" })
      .int({ error: "a whole number of pages, 1 to 4" })
      .min(1, { error: "a whole number of pages, 1 to 4" })
      .max(4, { error: "a whole number of pages, 1 to 4" })
      .optional(),
  })
