// @ts-check
// The copy of a case study's linked files, as Gatsby hands the plugin a Markdown node and every
// File node, in a site folder of the test's own: a file of a published kind is copied and its link
// rewritten; a page, an SVG, a script or a file whose content lies about its name is neither, even
// when the content checks did not run: node --test plugins/.
import assert from "node:assert/strict"
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import path from "node:path"
import { describe, it } from "node:test"

const requireHere = createRequire(import.meta.url)
const plugin = requireHere("../index.js")
const remark = requireHere("remark")

const SCRIPT = '<script>fetch("/ran")</script>'
const files = {
  "data.csv": "day,amount\n2024-01-01,3\n",
  "page.html": `<meta http-equiv="Content-Security-Policy" content="script-src 'unsafe-inline'">${SCRIPT}`,
  "PAGE.HTML": SCRIPT,
  "evil.svg": '<svg xmlns="http://www.w3.org/2000/svg" onload="fetch(\'/ran\')"/>',
  "x.js": 'fetch("/ran")',
  "fake.csv": `<html>${SCRIPT}`,
}

describe("the copy of a case study's linked files", () => {
  it("copies only the files of a kind the site publishes, and links only those", async () => {
    const site = mkdtempSync(path.join(tmpdir(), "published-files-"))
    const contentDir = path.join(site, "content")
    mkdirSync(contentDir)
    for (const [name, text] of Object.entries(files))
      writeFileSync(path.join(contentDir, name), text)
    const markdownAST = remark().parse(
      Object.keys(files)
        .map((name) => `[${name}](${name})`)
        .join("\n\n"),
    )
    const fileNodes = Object.keys(files).map((name) => ({
      absolutePath: path.join(contentDir, name),
      name: path.parse(name).name,
      extension: path.extname(name).slice(1),
      internal: { contentDigest: `digest-of-${name}` },
    }))
    // gatsby-remark-copy-linked-files writes into public/ of the working folder.
    process.chdir(site)
    await plugin(
      {
        files: fileNodes,
        markdownNode: { parent: "case-study" },
        markdownAST,
        getNode: () => ({ dir: contentDir }),
      },
      { contentDir },
    )
    const links = markdownAST.children.map(
      (/** @type {any} */ paragraph) => paragraph.children[0].url,
    )
    assert.deepEqual(links, [
      "/static/digest-of-data.csv/data.csv",
      "page.html",
      "PAGE.HTML",
      "evil.svg",
      "x.js",
      "fake.csv",
    ])
    const published = readdirSync(path.join(site, "public"), { recursive: true, encoding: "utf8" })
    assert.deepEqual(published.sort(), [
      "static",
      path.join("static", "digest-of-data.csv"),
      path.join("static", "digest-of-data.csv", "data.csv"),
    ])
  })
})
