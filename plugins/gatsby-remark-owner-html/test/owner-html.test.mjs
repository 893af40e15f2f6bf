// @ts-check
// Raw HTML in the owner's Markdown reaches the page as text; comments stay; a notebook's page,
// which its transformer made and sanitized, is left alone (node --test plugins/).
import assert from "node:assert/strict"
import { createRequire } from "node:module"
import { describe, it } from "node:test"

const requireHere = createRequire(import.meta.url)
const remark = requireHere("remark")
const visit = requireHere("unist-util-visit")
/** @type {(api: object) => object} */
const ownerHtml = requireHere("../index")

const wrapped =
  '<!-- a --><meta http-equiv="refresh" content="0;url=https://evil.example/"><!-- b -->'
const markdown = ["<!-- a note -->", "", wrapped, "", "Text with <b>bold</b> in it."].join("\n")

// What the page is made of, of `text` given as the Markdown of a node whose parent is `parent`:
// each raw HTML node (markup) and text node, with its value.
function parts(/** @type {string} */ text, /** @type {object} */ parent) {
  const markdownAST = remark().parse(text)
  ownerHtml({ markdownAST, markdownNode: { parent: "parent" }, getNode: () => parent })
  /** @type {string[]} */
  const found = []
  visit(markdownAST, ["html", "text"], (/** @type {any} */ node) => {
    found.push(`${node.type}: ${node.value}`)
  })
  return found
}

describe("raw HTML in the owner's Markdown", () => {
  it("is text on the page; comments stay markup, which shows nothing", () => {
    assert.deepEqual(parts(markdown, { absolutePath: "/site/content/case-studies/study.md" }), [
      "html: <!-- a note -->",
      `text: ${wrapped}`,
      "text: Text with ",
      "text: <b>",
      "text: bold",
      "text: </b>",
      "text:  in it.",
    ])
  })

  it("is left to a notebook's transformer on the page it made", () => {
    const notebook = { absolutePath: "/site/content/study.ipynb", madeFilesDir: "/site/.cache/nb" }
    assert.deepEqual(parts(markdown, notebook).slice(0, 2), [
      "html: <!-- a note -->",
      `html: ${wrapped}`,
    ])
  })
})
