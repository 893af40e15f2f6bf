/** @jest-environment node */
import { appendFileSync, cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { resolvePlugin } from "gatsby/dist/bootstrap/load-plugins/resolve-plugin"

// Gatsby empties its cache when a plugin's version changes, and no other time a plugin changes:
// gatsby-transformer-remark keeps each page's HTML by its Markdown and its sub-plugins' names. A
// local plugin without a version gets a hash of its files instead, so a change to its code rebuilds
// the pages it drew, here and in a host's cached build.

const plugins = readdirSync(path.resolve(__dirname, "../../plugins"))

describe("the local plugins' versions", () => {
  let root: string
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), "plugin-versions-"))
    for (const name of plugins)
      cpSync(path.resolve(__dirname, "../../plugins", name), path.join(root, "plugins", name), {
        recursive: true,
        filter: (source) => path.basename(source) !== "node_modules",
      })
  })
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it.each(plugins)("%s changes with its code", (name) => {
    const before = resolvePlugin(name, root)
    expect(before.resolve).toBe(path.join(root, "plugins", name))
    appendFileSync(path.join(root, "plugins", name, "index.js"), "\n// changed\n")
    expect(resolvePlugin(name, root).version).not.toBe(before.version)
  })
})
