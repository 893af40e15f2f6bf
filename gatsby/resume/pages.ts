import { mkdirSync, writeFileSync } from "node:fs"
import path from "node:path"
import { locate } from "content-files"
import type { Actions } from "gatsby"
import { RESUME_JSON, RESUME_PAGE, resumePdfPath } from "../../src/lib/resume-paths"
import type { ResumePageContext } from "../../src/lib/resume-view"
import { CONTENT_DIR } from "../content/content-dir.mjs"
import { contentFileName, contentFiles } from "../content/content-file-table"
import { sameNameKey } from "../content/names"
import { resumeCard, type Owner } from "../share-cards/share-card-content"
import type { MakeShareCard } from "../share-cards/share-cards"
import { skillsWithEvidence } from "../skills/skill-pages"
import { readYaml } from "../content/yaml-file.mjs"
import { jsonResume, resumeView, type ResumeContent, type ResumePlaces } from "./model"
import { typesetResume } from "./pdf"

// The owner's content as the résumé reads it: each file through its schema (texts trimmed, dates
// as texts); null without resume.yaml. The content checks have passed by now.
export function readResumeContent(contentDir = CONTENT_DIR): ResumeContent | null {
  const folders = { contentDir, staticDir: "static" }
  const file = (name: keyof typeof contentFiles) => path.join(contentDir, contentFileName(name))
  const read = (name: keyof typeof contentFiles) => readYaml(file(name))
  if (locate(contentFileName("resume"), { dir: contentDir, contentDir }).file === null) return null
  const resume = read("resume")
  return {
    profile: contentFiles.profile.schema(folders).parse(read("profile")),
    skills: contentFiles.skills.schema().parse(read("skills")),
    projects: contentFiles.projects.schema(folders).parse(read("projects")),
    resume: contentFiles.resume.schema().parse(resume ?? {}),
    skillKeywords: Object.fromEntries(
      skillsWithEvidence(contentDir).map((skill) => [sameNameKey(skill.name), skill.keywords]),
    ),
  }
}

// "Experience (412 pt), Projects (220 pt)": the sections to shorten first.
const longest = (heights: Array<{ section: string; height: number }>) =>
  heights
    .slice(0, 3)
    .map(({ section, height }) => `${section} (${Math.round(height)} pt)`)
    .join(", ")

/**
 * The résumé of the content: its JSON Resume document, the view its page and PDF show, and the PDF;
 * with the problem that stops the build when it takes more pages than it may, or cannot be typeset
 * (then it has no PDF). `siteUrl` is the site's address with its path prefix; `places`, the page
 * the résumé is of and its JSON's address (the home page's by default).
 */
export async function buildResume(content: ResumeContent, siteUrl: string, places?: ResumePlaces) {
  const document = jsonResume(content, siteUrl, places)
  const view = resumeView(document, content.resume)
  const typeset = await typesetResume(view)
  if (typeset.problem !== null) return { document, view, pdf: null, problem: typeset.problem }
  const { pdf, pages, sectionHeights } = typeset
  const problem =
    pages > view.maxPages
      ? `the résumé takes ${pages} pages, more than its maxPages of ${view.maxPages}: shorten its longest sections, ${longest(sectionHeights)}, or raise maxPages`
      : null
  return { document, view, pdf, problem }
}

/**
 * The résumé, when the owner has a resume.yaml: the /resume/ page, its PDF and /resume.json, all
 * from one model; or its problem, told to `report`. `publicDir` is the build's folder.
 */
export async function createResumePage(
  { createPage }: Actions,
  report: (problem: string) => void,
  siteUrl: string,
  { makeShareCard, owner }: { makeShareCard: MakeShareCard; owner: Owner },
  publicDir = "public",
) {
  const content = readResumeContent()
  if (!content) return
  const file = `${CONTENT_DIR}/${contentFileName("resume")}`
  const { document, view, pdf, problem } = await buildResume(content, siteUrl)
  if (problem !== null || !pdf) {
    report(`${file}: ${problem}`)
    return
  }
  const pdfPath = resumePdfPath(view.name)
  mkdirSync(path.join(publicDir, RESUME_PAGE), { recursive: true })
  writeFileSync(path.join(publicDir, pdfPath), pdf)
  writeFileSync(path.join(publicDir, RESUME_JSON), `${JSON.stringify(document, null, 2)}\n`)
  const { card, alt } = resumeCard(view, owner)
  createPage<ResumePageContext>({
    path: RESUME_PAGE,
    component: path.resolve("src/templates/resume.tsx"),
    context: {
      resume: view,
      pdf: pdfPath,
      shareCard: await makeShareCard("resume", card, alt, file),
    },
  })
}
