/** @jest-environment node */
import { readPdf } from "../../e2e/pdf"
import { FIXTURE_CONTENT } from "../../e2e/test-site.mjs"
import { closeResumeBox } from "../../gatsby/resume/pdf"
import { buildResume, readResumeContent } from "../../gatsby/resume/pages"
import { viewOrder } from "../../gatsby/views/view-order"
import { viewResumeContent } from "../../gatsby/views/view-resume"
import { readViews } from "../../gatsby/views/views-file"

// A view's résumé (gatsby/views/view-resume.ts): the same content and the same Typst pipeline, with
// the view's role and summary, its skills and projects first; read back from the PDF.

const SITE = "https://quinn.example/portfolio"
const content = readResumeContent(FIXTURE_CONTENT)!
const views = readViews(FIXTURE_CONTENT)
const words = (text: string) => text.replace(/\s+/g, " ").trim()

afterAll(closeResumeBox)

describe.each(views.map((view) => [view.segment, view] as const))(
  "the résumé of view %s",
  (segment, view) => {
    const order = viewOrder(view, content.skills, content.projects)
    const viewContent = viewResumeContent(content, view, order)
    let built: Awaited<ReturnType<typeof buildResume>>
    let text: string
    beforeAll(async () => {
      built = await buildResume(viewContent, SITE, {
        home: `/for/${segment}/`,
        json: `/for/${segment}/resume.json`,
      })
      text = words(readPdf(built.pdf!).text)
    })

    it("says the view's role and summary under the owner's name, and reads back tagged", () => {
      expect(built.problem).toBeNull()
      const reading = readPdf(built.pdf!)
      expect(reading.tagged).toBe(true)
      expect(reading.structure[0]).toBe("Document")
      expect(text.indexOf(words(content.profile.name))).toBeLessThan(
        text.indexOf(words(view.title)),
      )
      expect(text).toContain(words(view.summary))
      expect(built.document.basics).toMatchObject({
        label: view.title,
        summary: view.summary,
        url: `${SITE}/for/${segment}/`,
      })
      expect(built.document.meta.canonical).toBe(`${SITE}/for/${segment}/resume.json`)
    })

    it("lists the skills in the view's order, the view's first", () => {
      const names = order.skillOrder.map((position) => content.skills[position].name)
      for (const named of view.skills ?? [])
        expect(names.indexOf(named)).toBeLessThan(view.skills!.length)
      expect(text).toContain(names.join(", "))
    })

    it("prints the projects it names first, then resume.yaml's, in the view's order", () => {
      const printed = built.view.sections.find((section) => section.title === "Projects")
      const titles = printed?.entries.map((entry) => entry.title) ?? []
      expect(titles.slice(0, view.projects?.length ?? 0)).toEqual(view.projects ?? [])
      expect(titles).toEqual(expect.arrayContaining(content.resume.projects ?? []))
      let at = 0
      for (const title of titles) {
        const found = text.indexOf(words(title), at)
        expect([title, found >= at]).toEqual([title, true])
        at = found
      }
    })
  },
)

it("prints a project the view names that resume.yaml leaves out, first", () => {
  const [view] = views
  const [left] = content.projects.filter(
    (project) => !(content.resume.projects ?? []).includes(project.title),
  )
  const named = { ...view, projects: [left.title] }
  const order = viewOrder(named, content.skills, content.projects)
  expect(viewResumeContent(content, named, order).resume.projects?.[0]).toBe(left.title)
})

it("has three views in the tests' content, so that each is read back above", () => {
  expect(views).toHaveLength(3)
})
