/** @jest-environment node */
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import chokidar from "chokidar"
import { isReadable } from "content-files"
import { contentFindings } from "../../gatsby/checks/validate-content"

// A link inside the content folder to a folder that holds it (`ln -s . loop`) is refused before
// anything reads the folder; and gatsby-source-filesystem's watcher (chokidar, which follows links),
// given content-files' isReadable as its ignore as gatsby-config.ts gives it, sources each file once
// instead of as loop/loop/loop/… until the system's ELOOP stops the build.

function folderWithLoop() {
  const dir = mkdtempSync(path.join(tmpdir(), "content-"))
  mkdirSync(path.join(dir, "case-studies"))
  writeFileSync(path.join(dir, "case-studies", "study.md"), "# A study\n")
  symlinkSync(".", path.join(dir, "case-studies", "loop"))
  return dir
}

describe("a link to the folder that holds it", () => {
  it("is refused by the content checks, first and alone", async () => {
    const dir = folderWithLoop()
    const { problems, refused } = await contentFindings(dir)
    expect(refused).toBe(true)
    expect(problems[0].message).toBe(
      `${dir}/case-studies/loop: a link to a folder that holds the link itself, which the build would read without end: remove it`,
    )
  })

  it("is not followed by the file watcher Gatsby sources the folder with", async () => {
    const dir = folderWithLoop()
    const readable = isReadable(dir)
    const watcher = chokidar.watch(dir, { ignored: [(file: string) => !readable(file)] })
    const added: string[] = []
    const errors: string[] = []
    watcher.on("add", (file) => added.push(path.relative(dir, file)))
    watcher.on("error", (error) => errors.push(String(error)))
    await new Promise((resolve) => watcher.on("ready", resolve))
    await watcher.close()
    expect({ added, errors }).toEqual({ added: ["case-studies/study.md"], errors: [] })
  })
})
