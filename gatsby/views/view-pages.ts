import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"
import type { Actions } from "gatsby"
import { resumePdfName } from "../../src/lib/resume-paths"
import { viewPath, type RoleView, type RoleViewPageContext } from "../../src/lib/role-view"
import { CONTENT_DIR } from "../content/content-dir.mjs"
import { contentFileName, contentFiles } from "../content/content-file-table"
import { quoted } from "../content/names"
import { readYaml } from "../content/yaml-file.mjs"
import { buildResume, readResumeContent } from "../resume/pages"
import { viewCard, type Owner } from "../share-cards/share-card-content"
import type { MakeShareCard } from "../share-cards/share-cards"
import { viewOrder } from "./view-order"
import { viewResumeContent } from "./view-resume"
import { readViews, viewsPlace, type View } from "./views-file"

type Made = { makeShareCard: MakeShareCard; owner: Owner }

// The skills and projects as the views order them: through their schemas, checked by now.
function readWork(contentDir: string) {
  const read = (name: "skills" | "projects") =>
    readYaml(path.join(contentDir, contentFileName(name)))
  return {
    skills: contentFiles.skills.schema().parse(read("skills")),
    projects: contentFiles.projects
      .schema({ contentDir, staticDir: "static" })
      .parse(read("projects")),
  }
}

// A view's résumé beside its page: the PDF and resume.json under /for/<segment>/; its path, or the
// problem that stops the build (a résumé longer than its maxPages with the view's projects in it).
async function writeViewResume(
  view: View,
  order: ReturnType<typeof viewOrder>,
  siteUrl: string,
  publicDir: string,
): Promise<{ pdf: string | null; problem: string | null }> {
  const content = readResumeContent()
  if (!content) return { pdf: null, problem: null }
  const page = viewPath(view.segment)
  const json = `${page}resume.json`
  const built = await buildResume(viewResumeContent(content, view, order), siteUrl, {
    home: page,
    json,
  })
  if (built.problem !== null || !built.pdf) return { pdf: null, problem: built.problem }
  const pdf = `${page}${resumePdfName(built.view.name)}`
  mkdirSync(path.join(publicDir, page), { recursive: true })
  writeFileSync(path.join(publicDir, pdf), built.pdf)
  writeFileSync(path.join(publicDir, json), `${JSON.stringify(built.document, null, 2)}\n`)
  return { pdf, problem: null }
}

// What an earlier build wrote for its views, which Gatsby does not remove with their pages: each
// view's PDF and resume.json, and the views' share cards. A view renamed or deleted (a company's
// name, say) must not stay published at an address someone was given.
export function removeEarlierViews(publicDir: string) {
  const views = path.join(publicDir, viewPath("").replace(/\/+$/, ""))
  if (existsSync(views))
    for (const segment of readdirSync(views, { withFileTypes: true }))
      if (segment.isDirectory())
        for (const file of readdirSync(path.join(views, segment.name)))
          if (file.endsWith(".pdf") || file === "resume.json")
            rmSync(path.join(views, segment.name, file), { force: true })
  const cards = path.join(publicDir, "static", "share")
  if (existsSync(cards))
    for (const file of readdirSync(cards))
      if (file.startsWith(`${VIEW_CARD}-`)) rmSync(path.join(cards, file), { force: true })
}

// The first part of a view's share card's name (/static/share/view-<segment>-<digest>.png).
const VIEW_CARD = "view"

/**
 * A page per view of views.yaml, /for/<segment>/: the home page (src/pages/index.tsx) with the
 * view's role in its hero and its skills and projects first, its résumé and its share card. What
 * cannot be made is told to `report`, naming the view. `siteUrl` is the site's address with its
 * path prefix.
 */
export async function createViewPages(
  { createPage }: Actions,
  report: (problem: string) => void,
  siteUrl: string,
  { makeShareCard, owner }: Made,
  publicDir = "public",
) {
  removeEarlierViews(publicDir)
  const views = readViews()
  if (views.length === 0) return
  const { skills, projects } = readWork(CONTENT_DIR)
  const place = viewsPlace()
  for (const view of views) {
    const where = `${place}, view ${quoted(view.segment)}`
    const order = viewOrder(view, skills, projects)
    const resume = await writeViewResume(view, order, siteUrl, publicDir)
    if (resume.problem !== null) report(`${where}: ${resume.problem}`)
    const firstSkills = order.skillOrder.map((position) => skills[position].name)
    const { card, alt } = viewCard(view, owner, firstSkills)
    const roleView: RoleView = {
      segment: view.segment,
      title: view.title,
      summary: view.summary,
      ...order,
      resumePdf: resume.pdf,
    }
    createPage<RoleViewPageContext>({
      path: viewPath(view.segment),
      component: path.resolve("src/pages/index.tsx"),
      context: {
        view: roleView,
        shareCard: await makeShareCard(`${VIEW_CARD}-${view.segment}`, card, alt, where),
      },
    })
  }
}
