// @ts-check
// A block of raw HTML is a comment only if a browser reads nothing else in it (node --test packages/).
import assert from "node:assert/strict"
import { createRequire } from "node:module"
import { describe, it } from "node:test"

/** @type {typeof import("../html-comment.js")} */
const { isHtmlComment } = createRequire(import.meta.url)("../html-comment")

describe("an HTML comment", () => {
  it("is one or more comments, with white space between", () => {
    for (const html of ["<!-- a -->", "<!-- a -- b -->", "<!-- a -->\n  <!-- b -->", "<!---->"])
      assert.equal(isHtmlComment(html), true, html)
  })

  it("is not markup between a comment's start and another's end", () => {
    for (const html of [
      '<!-- a --><meta http-equiv="refresh" content="0;url=https://evil.example/"><!-- b -->',
      // A comment ends at "--!>", and at "<!-->" or "<!--->" right after its start.
      "<!-- a --!><script>alert(1)</script><!-- b -->",
      "<!--><img src=x onerror=alert(1)><!-- b -->",
      "<!---><style>h1{color:red}</style><!-- b -->",
      "<!-- a --> text",
      "<b>",
      "",
    ])
      assert.equal(isHtmlComment(html), false, html)
  })
})
