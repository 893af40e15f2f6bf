// A copy of the project with another owner's content in its content/, built as that owner would
// build it: node_modules linked, the site's code copied (Gatsby maps queries to the files where
// they lie), and content/ replaced.
import { spawnSync } from "node:child_process"
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import yaml from "js-yaml"
import { readYaml } from "../gatsby/content/yaml-file.mjs"

const copied = [
  "src",
  "gatsby",
  "packages",
  "plugins",
  "static",
  "scripts",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "package.json",
  "tsconfig.json",
]

/**
 * Copies the project into `dir` (a new temporary folder when not given) with `contentDir` as its
 * content/, and returns the copy's folders.
 * @param {string} contentDir
 * @param {string} [dir]
 */
export function copyProject(contentDir, dir) {
  const root = dir ?? mkdtempSync(path.join(tmpdir(), "portfolio-owner-"))
  rmSync(root, { recursive: true, force: true })
  mkdirSync(root, { recursive: true })
  symlinkSync(path.resolve("node_modules"), path.join(root, "node_modules"))
  // An owner may have no static/ folder (no resume): copy what is there.
  for (const entry of copied.filter((name) => existsSync(name)))
    cpSync(entry, path.join(root, entry), { recursive: true })
  cpSync(contentDir, path.join(root, "content"), { recursive: true })
  return { root, contentDir: path.join(root, "content"), publicDir: path.join(root, "public") }
}

/**
 * Runs `gatsby build` in a copy made by copyProject.
 * @param {string} root
 * @param {{ env?: Record<string, string>, args?: string[], quiet?: boolean }} [options]
 */
export function buildProject(root, { env = {}, args = [], quiet = false } = {}) {
  const result = spawnSync("npx", ["gatsby", "build", ...args], {
    cwd: root,
    encoding: "utf8",
    stdio: quiet ? "pipe" : "inherit",
    env: { ...process.env, CI: "true", ...env },
  })
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` }
}

/**
 * Changes one YAML file as an owner would: `change` edits the parsed data in place.
 * @template T
 * @param {string} file
 * @param {(data: T) => void} change
 */
export function editYaml(file, change) {
  const data = /** @type {T} */ (readYaml(file))
  change(data)
  writeFileSync(file, yaml.dump(data))
}
