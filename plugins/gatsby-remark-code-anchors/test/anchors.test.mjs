// @ts-check
// The code blocks' anchors, on a case study's Markdown as Gatsby hands it to the plugin:
// node --test plugins/.
import assert from "node:assert/strict"
import { createRequire } from "node:module"
import { describe, it } from "node:test"

const requireHere = createRequire(import.meta.url)
const plugin = requireHere("../index.js")
const { codeAnchor, isCodeAnchor } = plugin
const remark = requireHere("remark")

/**
 * The anchors and code blocks of `markdown`, in order, after the plugin ran on it from `file`.
 * @param {string} markdown @param {string} file
 */
function anchored(markdown, file) {
  const markdownAST = remark().parse(markdown)
  plugin({
    markdownAST,
    markdownNode: { parent: "file" },
    getNode: () => ({ absolutePath: file }),
  })
  /** @type {string[]} */
  const seen = []
  const walk = (/** @type {any} */ node) => {
    if (node.type === "html") seen.push(node.value)
    if (node.type === "code") seen.push(`${node.lang ?? ""}: ${node.value}`)
    for (const child of node.children ?? []) walk(child)
  }
  walk(markdownAST)
  return seen
}

describe("code anchors", () => {
  it("puts #code-<n> before each code block, in the page's order, nested ones too", () => {
    const markdown =
      "```python\nimport pandas\n```\n\n- a list\n\n  ```r\n  library(survival)\n  ```\n\n```\nplain\n```\n"
    assert.deepEqual(anchored(markdown, "/content/case-studies/study.md"), [
      '<span id="code-1"></span>',
      "python: import pandas",
      '<span id="code-2"></span>',
      "r: library(survival)",
      '<span id="code-3"></span>',
      ": plain",
    ])
  })

  it("leaves a Markdown case study's queries to their own anchors, not a notebook's sql", () => {
    const markdown = "```sql id=stores\nSELECT 1\n```\n\n```postgresql\nSELECT 2\n```\n"
    assert.deepEqual(anchored(markdown, "/content/case-studies/study.md"), [
      "sql: SELECT 1",
      '<span id="code-1"></span>',
      "postgresql: SELECT 2",
    ])
    assert.deepEqual(anchored(markdown, "/content/case-studies/study.ipynb"), [
      '<span id="code-1"></span>',
      "sql: SELECT 1",
      '<span id="code-2"></span>',
      "postgresql: SELECT 2",
    ])
  })

  it("are told apart from the page's other anchors", () => {
    assert.equal(codeAnchor(3), "code-3")
    assert.equal(isCodeAnchor(codeAnchor(3)), true)
    for (const other of ["query-1", "dashboard-1", "codes", "main"])
      assert.equal(isCodeAnchor(other), false, other)
  })
})
