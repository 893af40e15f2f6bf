// @ts-check
// The case-study loader: a file's kind by its extension in any case, one reading through the guard,
// one parse while the text stays the same (node --test packages/).
import assert from "node:assert/strict"
import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import path from "node:path"
import { describe, it } from "node:test"

const requireHere = createRequire(import.meta.url)
/** @type {typeof import("../index.js")} */
const { caseStudyKind, kindOfExtension, loadCaseStudy, loadCaseStudyOf } =
  requireHere("../index.js")

const notebookText = JSON.stringify({
  nbformat: 4,
  nbformat_minor: 5,
  metadata: {},
  cells: [{ cell_type: "markdown", id: "a", metadata: {}, source: ["## Findings\n"] }],
})

// A content folder of its own, with `files` (name: text).
function contentWith(/** @type {Record<string, string>} */ files) {
  const contentDir = mkdtempSync(path.join(tmpdir(), "content-"))
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(contentDir, name), text)
  return contentDir
}

describe("a case study's kind", () => {
  it("is its file's extension's, in any case", () => {
    assert.equal(caseStudyKind("case-studies/Study.MD"), "markdown")
    assert.equal(caseStudyKind("Study.IPYNB"), "notebook")
    assert.equal(caseStudyKind(" study.ipynb "), "notebook")
    assert.equal(kindOfExtension("IPYNB"), "notebook")
    assert.equal(kindOfExtension(".md"), "markdown")
  })

  it("is none for another file", () => {
    for (const file of [
      "study.markdown",
      "study.txt",
      "study",
      "md",
      "study.md/notes",
      "ipynb.json",
    ])
      assert.equal(caseStudyKind(file), null, file)
  })
})

describe("loadCaseStudy", () => {
  it("parses a Markdown file once while its text stays the same, and again once it changes", () => {
    const contentDir = contentWith({ "Study.MD": "## Method\n\nText.\n" })
    const file = path.join(contentDir, "Study.MD")
    const first = loadCaseStudyOf(file, contentDir, "markdown")
    const again = loadCaseStudyOf(file, contentDir, "markdown")
    assert.equal(again.tree, first.tree)
    assert.equal(first.tree.children?.[0]?.type, "heading")
    writeFileSync(file, "Text only.\n")
    const edited = loadCaseStudyOf(file, contentDir, "markdown")
    assert.notEqual(edited.tree, first.tree)
    assert.equal(edited.tree.children?.[0]?.type, "paragraph")
  })

  it("shares a frozen tree, which no module can change for the others", () => {
    const contentDir = contentWith({ "study.md": "## Method\n" })
    const { tree } = loadCaseStudyOf(path.join(contentDir, "study.md"), contentDir, "markdown")
    assert.throws(() => tree.children?.push(tree), TypeError)
    assert.ok(Object.isFrozen(tree.children?.[0]))
  })

  it("reads a notebook of any case of extension as a notebook, parsed", () => {
    const contentDir = contentWith({ "Study.IPYNB": notebookText })
    const loaded = loadCaseStudy(path.join(contentDir, "Study.IPYNB"), contentDir)
    assert.equal(loaded?.kind, "notebook")
    assert.equal(loaded?.kind === "notebook" && loaded.notebook?.cells.length, 1)
  })

  it("says why a notebook is not one, as the notebook's checks say it", () => {
    const contentDir = contentWith({ "study.ipynb": '{"cells": [' })
    const loaded = loadCaseStudyOf(path.join(contentDir, "study.ipynb"), contentDir, "notebook")
    assert.equal(loaded.notebook, null)
    assert.equal(
      loaded.problem,
      "not JSON at its end (it is cut short): save it again from Jupyter",
    )
  })

  it("reads through the guard: a link out of the content folder is refused, and nothing of it read", () => {
    const outside = contentWith({ "secret.md": "## The build machine's secret\n" })
    const contentDir = contentWith({})
    symlinkSync(path.join(outside, "secret.md"), path.join(contentDir, "study.md"))
    const before = readFileSync(path.join(outside, "secret.md"), "utf8")
    const loaded = loadCaseStudyOf(path.join(contentDir, "study.md"), contentDir, "markdown")
    assert.equal(loaded.text, null)
    assert.equal(loaded.refusal, "link")
    assert.deepEqual(loaded.tree.children, [])
    assert.equal(readFileSync(path.join(outside, "secret.md"), "utf8"), before)
  })

  it("loads no file of another kind, and says so to a module that reads one kind", () => {
    const contentDir = contentWith({ "notes.txt": "text", "study.md": "text" })
    assert.equal(loadCaseStudy(path.join(contentDir, "notes.txt"), contentDir), null)
    assert.throws(
      () => loadCaseStudyOf(path.join(contentDir, "study.md"), contentDir, "notebook"),
      /is not a case study of the kind "notebook" \(a Markdown file \(\.md\) or a Jupyter notebook \(\.ipynb\)\)/,
    )
  })
})
