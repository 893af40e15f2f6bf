import { createHash } from "node:crypto"
import { cpSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { editYaml } from "../scripts/project-copy.mjs"
import { FIXTURE_CONTENT } from "../e2e/test-site.mjs"
import { validateContent } from "../gatsby/checks/validate-content"

// A copy of the tests' own content folder, to break one thing at a time.
export function contentCopy() {
  const dir = mkdtempSync(path.join(tmpdir(), "content-"))
  cpSync(FIXTURE_CONTENT, dir, { recursive: true })
  const location = (file: string) => path.join(dir, file)
  const edit = <T>(file: string, change: (data: T) => void) => editYaml<T>(location(file), change)
  const write = (file: string, text: string) => writeFileSync(location(file), text)
  return { dir, edit, write }
}

// The sentences of the content checks' problems, as the build prints them.
export const contentMessages = (...args: Parameters<typeof validateContent>) =>
  validateContent(...args).map(({ message }) => message)

// Every file of a folder with a digest of its bytes (links as links): the same before and after
// the checks, which never change the content.
export const folderSnapshot = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .sort()
    .map((file) => {
      const location = path.join(dir, file)
      if (!statSync(location, { throwIfNoEntry: false })?.isFile()) return `${file}/`
      return `${file} ${createHash("sha256").update(readFileSync(location)).digest("hex")}`
    })
