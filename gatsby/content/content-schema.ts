import { z } from "zod"
import { iconPaths } from "../../src/lib/icon-paths"
import { caseStudySource } from "../../src/lib/case-study-source"
import { PROJECT_STATUSES } from "../../src/lib/project-status"
import {
  IMAGE_TYPES,
  imageFileSizeProblem,
  isFileOfType,
  isOfType,
  locate,
  publishedKindOf,
  typeNames,
  type FileType,
} from "content-files"
import { caseStudyKind } from "case-study"
import { dashboardOf } from "gatsby-remark-dashboards/vendors"
import { caseStudyFileProblem } from "./case-study-file"

// The shape of each of the owner's content files, written once: the build checks the YAML against
// these schemas and declares Gatsby's GraphQL types from them (content/content-file-table.ts names
// the files). A field left `.optional()` here is optional in the YAML, nullable in GraphQL, and its
// part of the page disappears when it is missing. Each field's description (from content/README.md)
// is what an editor shows on hover, through the JSON Schema made of these
// (site-files/editor-schemas.ts).

export const text = z
  .string({ error: "a text" })
  .trim()
  .min(1, { error: "a text that is not empty" })
export const texts = z
  .array(text, { error: "a list of texts" })
  .min(1, { error: "a list with at least one text" })
export const url = z
  .url({ protocol: /^https$/, error: "a web address starting with https://" })
  .meta({ pattern: "^https://" })
const wholeNumber = "a whole number from 0 to 100"

// A path to an image in the content folder, of at most content-files' MAX_IMAGE_PIXELS by its
// header; in GraphQL, the File node that Gatsby made of it. What is wrong with the picture itself
// is said of the file (`ofTheFile`: checks/validate-content.ts).
const imageIn = (folder: string) =>
  text
    .superRefine((file, context) => {
      const found = locate(file, { dir: folder, contentDir: folder })
      if (!found.file || !isOfType(found.file, folder, IMAGE_TYPES))
        return context.addIssue({
          code: "custom",
          message: `the path of a ${typeNames(IMAGE_TYPES)} image inside ${folder}/, relative to it`,
        })
      const size = imageFileSizeProblem(found.file, folder)
      if (size) context.addIssue({ code: "custom", message: size, params: { ofTheFile: true } })
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

// The resume: a file in the static folder, linked from the page as it is written, published as it
// is: a picture or a PDF by its name (content-files' table of published kinds) and by its content.
const RESUME_TYPES: ReadonlyArray<FileType> = [...IMAGE_TYPES, "PDF"]
const isResume = (folder: string, file: string) => {
  const kind = publishedKindOf(file)
  return (
    file.startsWith("/") &&
    kind !== undefined &&
    RESUME_TYPES.includes(kind.content) &&
    isFileOfType(folder, file.slice(1), [kind.content])
  )
}
const resumeIn = (folder: string) =>
  text.refine((file) => isResume(folder, file), {
    error: `a ${typeNames(RESUME_TYPES)} file in ${folder}/, written with a leading slash (e.g. /resume.pdf)`,
  })

// Where the content's files may point: images in the content folder, the resume in static/.
export type Folders = { contentDir: string; staticDir: string }

// A GoatCounter site's code, the first label of its address (https://<code>.goatcounter.com):
// lowercase letters, digits and dashes, as its sign-up form takes them.
export const GOATCOUNTER_CODE = /^[a-z0-9](?:[a-z0-9-]{0,48}[a-z0-9])$/
// The codes GoatCounter keeps for itself (its sign-up refuses them: goatcounter's site.go,
// `reserved`): www.goatcounter.com is its own site, not a counter.
const GOATCOUNTER_RESERVED = new Set(
  "www mail smtp imap static admin ns1 ns2 m mobile api dev test beta new staging debug pprof chat example yoursite sql license stat stats".split(
    " ",
  ),
)

// The sentence under each section's title.
const leadsSchema = z
    .strictObject(
      {
        about: text.optional().describe("Optional: the sentence under About Me."),
        skills: text.optional().describe("Optional: the sentence under Skills."),
        portfolio: text
          .optional()
          .describe("Optional: the sentence under the projects' title."),
        contact: text.optional().describe("Optional: the sentence under Contact."),
      },
      { error: "the keys about, skills, portfolio and contact, each with a sentence" },
    )
    .optional()
    .describe("Optional: the sentence under each section's title.")

// Counting visits: GoatCounter's code.
const visitsSchema = z
    .strictObject(
      {
        goatcounter: text
          .regex(GOATCOUNTER_CODE, {
            error:
              "your GoatCounter code alone, as in https://<code>.goatcounter.com: 2 to 50 lowercase letters, digits and dashes",
          })
          .refine((code) => !GOATCOUNTER_RESERVED.has(code), {
            error: "your own GoatCounter code, not a name GoatCounter keeps for itself (www, api, static…)",
          })
          .describe(
            "Your GoatCounter code, the <code> of https://<code>.goatcounter.com (content/README.md, \"Visits\").",
          ),
      },
      { error: "{ goatcounter: <your code> }" },
    )
    .optional()
    .describe(
      "Optional: count visits with GoatCounter's pixel, without cookies or script, on the deploy only (content/README.md, \"Visits\").",
    )

export const profileSchema = ({ contentDir, staticDir }: Folders) =>
  z
    .strictObject({
      name: text.describe("Your name: the hero, the navbar, the footer and the page's title."),
      role: text.describe("Your job title, under your name (Data Analyst)."),
      headline: text.describe("The hero's sentence."),
      intro: text.describe("The paragraph under the hero's sentence."),
      photo: imageIn(contentDir).describe(
        "Your photo: a JPEG, PNG, WebP or AVIF file in this folder, its path relative to it (images/profile.jpg). A square works best.",
      ),
      socialImage: imageIn(contentDir)
        .optional()
        .describe(
          "Optional: the picture beside you on the home page's share card, relative to this folder (default: your photo).",
        ),
      resume: resumeIn(staticDir)
        .optional()
        .describe(
          "Optional: the file Download Resume downloads, in static/, with a leading slash (/resume.pdf). A resume.yaml replaces it with the PDF the site builds.",
        ),
      stats: z
        .array(
          z.strictObject({
            value: text.describe('The tile\'s number, as a text ("3+").'),
            label: text.describe("What the number counts (Languages)."),
          }),
          { error: "a list of { value, label }" },
        )
        .min(1, { error: "at least one stat tile" })
        .optional()
        .describe("Optional: the hero's tiles, each a value and a label, as many as you like."),
      journey: texts.describe('The paragraphs of "My Journey".'),
      highlights: texts
        .optional()
        .describe(
          "Optional: the tiles under My Journey (Fresh Graduate, B.Tech Computer Science).",
        ),
      education: text.optional().describe("Optional: the Education card."),
      focusAreas: texts.optional().describe("Optional: the list in the Focus Areas card."),
      goal: text.optional().describe("Optional: the Goal card."),
      email: z
        .email({ error: "an e-mail address such as you@example.com" })
        .describe("Your e-mail address: the contact card, the footer, the form's Email instead."),
      phone: text
        .regex(/^\+?[\d\s().-]{6,}$/, {
          error: "a phone number of digits, spaces and an optional leading +",
        })
        .optional()
        .describe(
          "Optional: digits, spaces, brackets, dashes and an optional leading + (contact card, footer).",
        ),
      linkedin: url
        .optional()
        .describe("Optional: your LinkedIn page, a full address starting with https://."),
      github: url
        .optional()
        .describe("Optional: your GitHub page, a full address starting with https://."),
      location: text.describe("Where you are: a contact tile."),
      responseTime: text.describe('How soon you answer ("Within 24 hours"): a contact tile.'),
      leads: leadsSchema,
      skillsNote: text
        .optional()
        .describe(
          'Optional: the line under the skill cards ("Always learning and expanding my skill set").',
        ),
      visits: visitsSchema,
      moreProjects: z
        .strictObject(
          {
            text: text.describe("The box's sentence."),
            url: url
              .optional()
              .describe("Optional: where its View All Projects button leads (https://)."),
          },
          { error: "a text and an optional url" },
        )
        .optional()
        .describe("Optional: the box under the project cards."),
    })
    .describe("Your details: the hero, About Me, Contact and the footer (content/README.md).")

export const skillsSchema = () =>
  z
    .array(
      z.strictObject({
        name: text.describe(
          "The skill's name, on its card; unique, whatever its case (SQL and sql are one name).",
        ),
        level: z
          .number({ error: wholeNumber })
          .int({ error: wholeNumber })
          .min(0, { error: wholeNumber })
          .max(100, { error: wholeNumber })
          .describe("A whole number from 0 to 100: the bar's width and its percent label."),
        description: text.describe("One sentence on the card."),
        icon: z
          .enum(Object.keys(iconPaths) as [string, ...string[]], {
            error: `one of the icon names: ${Object.keys(iconPaths).join(", ")}`,
          })
          .describe("The card's icon, one of the names listed in content/README.md."),
        // The tags, tools and languages that count as the skill's evidence besides its name.
        aliases: texts
          .optional()
          .describe(
            "Optional: tags and tools of your work that count as this skill ([DAX, KPIs]).",
          ),
      }),
      { error: "a list of skills" },
    )
    .min(1, { error: "at least one skill" })
    .describe("The skill cards, in page order (content/README.md).")

// A dashboard of Tableau Public, Power BI ("Publish to web") or Looker Studio, as its vendor's Share
// dialog gives its address (gatsby-remark-dashboards/vendors), with the owner's poster of it.
const dashboardIn = (folder: string) =>
  z.strictObject(
    {
      url: text
        .superRefine((address, context) => {
          const { problem } = dashboardOf(address)
          if (problem) context.addIssue({ code: "custom", message: problem })
        })
        .meta({ pattern: "^https://" })
        .describe(
          "The address the vendor's Share or Publish dialog gives: Tableau Public, Power BI Publish to web, or Looker Studio.",
        ),
      poster: imageIn(folder).describe(
        "A screenshot of the dashboard (JPEG, PNG, WebP or AVIF) in this folder, shown until a visitor asks for the live one.",
      ),
      title: text.describe("What the dashboard shows; its frame's name for screen readers."),
      caption: text.optional().describe("Optional: a sentence under it."),
    },
    { error: "a dashboard: { url, poster, title, caption }" },
  )

export const projectsSchema = ({ contentDir }: Folders) =>
  z
    .array(
      z
        .strictObject({
          title: text.describe(
            "The project's title; unique, whatever its case. Its case study's address is made of it.",
          ),
          description: text.describe("The card's sentence."),
          image: imageIn(contentDir).describe(
            "The card's picture, relative to this folder (images/churn-model.jpg); 16:10 looks best.",
          ),
          tags: texts.describe("The tools and topics on the card ([Python, scikit-learn])."),
          status: z
            .enum(PROJECT_STATUSES, { error: `one of ${PROJECT_STATUSES.join(", ")}` })
            .describe(
              "coming-soon (covered, buttons disabled, its case study a draft), in-progress or completed.",
            ),
          priority: text.describe(
            "The badge: high (red), medium (amber), low (green); any other word renders blue.",
          ),
          liveUrl: url
            .optional()
            .describe("Optional: where View Project leads without a case study (https://)."),
          codeUrl: url.optional().describe("Optional: where the Code button leads (https://)."),
          caseStudy: caseStudyIn(contentDir)
            .optional()
            .describe(
              "Optional: a Markdown file (.md) or a Jupyter notebook (.ipynb), relative to this folder: the project's page.",
            ),
          // The case study's notebook on GitHub, or its code: src/lib/case-study-source.ts.
          source: text
            .optional()
            .describe(
              "Optional, with a caseStudy: its notebook on GitHub (https://github.com/<owner>/<repo>/blob/<branch>/<path>.ipynb: GitHub, Colab, nbviewer and Binder links), or the repository or folder of a Markdown case study's code.",
            ),
          dashboards: z
            .array(dashboardIn(contentDir), { error: "a list of dashboards" })
            .min(1, { error: "a list with at least one dashboard" })
            .optional()
            .describe(
              "Optional: the project's Tableau Public, Power BI or Looker Studio dashboards and its Streamlit, Hugging Face Spaces, shinyapps.io or Observable apps, each a url, a poster and a title.",
            ),
        })
        .superRefine(({ source, caseStudy }, context) => {
          if (source === undefined) return
          const problem = caseStudy
            ? caseStudySource(source, caseStudyKind(caseStudy) === "notebook").problem
            : "a caseStudy beside it: source is where a case study's notebook or code is (the project's own code goes in codeUrl)"
          if (problem) context.addIssue({ code: "custom", path: ["source"], message: problem })
        }),
      { error: "a list of projects" },
    )
    .min(1, { error: "at least one project" })
    .describe("The project cards, in page order (content/README.md).")

// A date of a résumé, as JSON Resume writes it. YAML reads 2019 as a number and 2023-05-14 as a
// date: both are taken as the text the owner wrote.
export const asDateText = (value: unknown) =>
  value instanceof Date
    ? value.toISOString().slice(0, 10)
    : typeof value === "number"
      ? String(value)
      : value

export const RESUME_DATE = /^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/

// An editor reads YAML 1.2, where 2019 is a number and 2019-05 a text: its schema says both. In
// GraphQL too, a date is the text the owner wrote (`dateText`: schema-customization.ts).
const resumeDate = z
  .preprocess(
    asDateText,
    text.regex(RESUME_DATE, { error: "a date written YYYY, YYYY-MM or YYYY-MM-DD" }),
  )
  .meta({
    dateText: true,
    editorSchema: {
      anyOf: [
        { type: "integer", minimum: 1000, maximum: 9999 },
        { type: "string", pattern: RESUME_DATE.source },
      ],
    },
  })

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
  z
    .strictObject({
      summary: text.optional().describe("Optional: a text; without it, intro in profile.yaml."),
      work: list(
        z.strictObject({
          name: text.describe("The company."),
          position: text.describe("Your job title there."),
          description: text.optional().describe("Optional: the company, in /resume.json only."),
          location: text.optional(),
          url: url.optional(),
          startDate: resumeDate.describe("Written YYYY, YYYY-MM or YYYY-MM-DD (2024-03)."),
          endDate: resumeDate.optional().describe('Optional: without it, "Present".'),
          summary: text.optional(),
          highlights: texts.optional().describe("Optional: what you did, a line each."),
        }),
        "jobs",
      )
        .optional()
        .describe("Your jobs, newest first."),
      education: list(
        z.strictObject({
          institution: text.describe("The school or university."),
          url: url.optional(),
          area: text.optional().describe("Optional: the subject (Computer Science)."),
          studyType: text.optional().describe("Optional: the degree (B.Tech)."),
          startDate: resumeDate.optional(),
          endDate: resumeDate.optional(),
          score: text.optional(),
          courses: texts.optional(),
        }),
        "schools",
      )
        .optional()
        .describe("Your education."),
      certificates: list(
        z.strictObject({
          name: text,
          issuer: text.optional(),
          date: resumeDate.optional(),
          url: url.optional().describe("Optional: where a reader verifies it (https://)."),
        }),
        "certificates",
      )
        .optional()
        .describe("Your certificates; a skill's page lists those that name it."),
      awards: list(
        z.strictObject({
          title: text,
          awarder: text.optional(),
          date: resumeDate.optional(),
          summary: text.optional(),
        }),
        "awards",
      )
        .optional()
        .describe("Your awards."),
      languages: list(z.strictObject({ language: text, fluency: text.optional() }), "languages")
        .optional()
        .describe("The languages you speak, each with its fluency."),
      skills: list(
        z.strictObject({ name: text, level: text.optional(), keywords: texts.optional() }),
        "skill groups",
      )
        .optional()
        .describe("Optional: groups of a name and keywords; without it, the names in skills.yaml."),
      projects: list(projectTitle, "project titles")
        .min(1, { error: "a list with at least one title" })
        .optional()
        .describe(
          "Titles from projects.yaml, in the order to print; the rest is taken from there.",
        ),
      paper: z
        .enum(["A4", "Letter"], { error: "A4 or Letter" })
        .optional()
        .describe("A4 (the default) or Letter."),
      maxPages: z
        .number({ error: "a whole number of pages, 1 to 4" })
        .int({ error: "a whole number of pages, 1 to 4" })
        .min(1, { error: "a whole number of pages, 1 to 4" })
        .max(4, { error: "a whole number of pages, 1 to 4" })
        .optional()
        .describe("The most pages the résumé may take: 1 (the default) to 4."),
    })
    .describe(
      "The résumé, in JSON Resume's sections and field names: /resume/, its PDF and /resume.json (content/README.md).",
    )

// A view's address segment, /for/<segment>/: a plain lowercase slug, at most 60 characters.
export const VIEW_SEGMENT = /^(?=.{1,60}$)[a-z0-9]+(?:-[a-z0-9]+)*$/
const segmentError =
  "a plain lowercase slug of at most 60 characters: letters a-z, digits and single dashes (marketing-analytics)"

// What a view puts first: names that must exist in skills.yaml and projects.yaml, tags that must be
// a project's (gatsby/views/view-checks.ts says which do not).
const names = (what: string) =>
  texts.optional().describe(`Optional: ${what}, the best match first.`)

// The views (views.yaml, optional): a page /for/<segment>/ per kind of role, the home page with the
// role in its hero and the work that fits it first, and its résumé (content/README.md, "Views").
export const viewsSchema = () =>
  z
    .array(
      z.strictObject({
        segment: text
          .regex(VIEW_SEGMENT, { error: segmentError })
          .describe(
            "The page's address, /for/<segment>/: lowercase letters, digits and dashes; name the role, not a company (marketing-analytics).",
          ),
        title: text.describe("The role, in the hero instead of your role (Marketing Analyst)."),
        summary: text.describe(
          "One or two sentences for the hero and the top of this view's résumé.",
        ),
        tags: names("project tags that fit the role ([SQL, A/B testing])"),
        skills: names("skills of skills.yaml to put first, by name"),
        projects: names("projects of projects.yaml to put first, by title"),
      }),
      { error: "a list of views" },
    )
    .min(1, { error: "at least one view" })
    .describe(
      "Optional: one page per kind of role, /for/<segment>/, linked from nowhere (content/README.md, \"Views\").",
    )
