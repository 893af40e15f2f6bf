/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { removeEarlierViews } from "../../gatsby/views/view-pages"

// A view renamed or deleted (named after a company, say) must not stay published: Gatsby removes
// the pages it no longer makes, not the files a build wrote beside them.
describe("an earlier build's views", () => {
  let publicDir: string
  beforeEach(() => (publicDir = mkdtempSync(path.join(tmpdir(), "view-pages-"))))
  afterEach(() => rmSync(publicDir, { recursive: true, force: true }))

  const write = (file: string) => {
    mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true })
    writeFileSync(path.join(publicDir, file), "x")
  }

  it("lose their résumés and share cards; the pages, Gatsby's, and other cards stay", () => {
    const gone = [
      "for/acme-corp/quinn-okafor-resume.pdf",
      "for/acme-corp/resume.json",
      "static/share/view-acme-corp-0123456789.png",
    ]
    const kept = [
      "for/acme-corp/index.html",
      "static/share/home-0123456789.png",
      "static/share/skill-sql-0123456789.png",
      "resume.json",
    ]
    for (const file of [...gone, ...kept]) write(file)
    removeEarlierViews(publicDir)
    expect(gone.filter((file) => existsSync(path.join(publicDir, file)))).toEqual([])
    expect(kept.filter((file) => existsSync(path.join(publicDir, file)))).toEqual(kept)
  })

  it("are nothing to remove in a first build", () => {
    expect(() => removeEarlierViews(publicDir)).not.toThrow()
  })
})
