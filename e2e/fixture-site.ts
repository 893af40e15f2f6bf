import { spawnSync } from "node:child_process"
import { cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

// A copy of the project that builds from its own content folder: node_modules linked, the site's
// code copied (Gatsby maps queries to the files where they lie), and the content copied and then
// changed, as an owner would change it.
const copied = [
  "src",
  "static",
  "scripts",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "package.json",
  "tsconfig.json",
]

type ContentEdit = (file: string, change: (text: string) => string) => void

export function buildFixtureSite(
  changeContent: (edit: ContentEdit, contentDir: string) => void,
  { env = {}, args = [] }: { env?: Record<string, string>; args?: string[] } = {},
) {
  const dir = mkdtempSync(path.join(tmpdir(), "portfolio-fixture-"))
  symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"))
  for (const entry of copied) cpSync(entry, path.join(dir, entry), { recursive: true })
  const contentDir = path.join(dir, "content")
  cpSync("content", contentDir, { recursive: true })
  changeContent((file, change) => {
    const location = path.join(contentDir, file)
    writeFileSync(location, change(readFileSync(location, "utf8")))
  }, contentDir)
  const result = spawnSync("npx", ["gatsby", "build", ...args], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, CI: "true", ...env },
  })
  return {
    status: result.status,
    output: `${result.stdout}\n${result.stderr}`,
    publicDir: path.join(dir, "public"),
  }
}
