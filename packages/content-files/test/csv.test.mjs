// @ts-check
// A CSV file the build writes: its header in quotes, whatever its names hold, so that it never
// starts like a page, and its fields read back as they were written: node --test packages/.
import assert from "node:assert/strict"
import { createRequire } from "node:module"
import { describe, it } from "node:test"

const requireHere = createRequire(import.meta.url)
/** @type {typeof import("../index")} */
const { csvText, markupStart } = requireHere("../index")
const { csvParseRows } = requireHere("d3-dsv")

describe("a CSV file the build writes", () => {
  it("starts with its header in quotes, never like a page, and reads back as written", () => {
    const header = ["<html><script>alert(document.domain)</script>", 'say "hi", twice', " <svg"]
    const rows = [
      ["<script>x</script>", "a, b", "two\nlines"],
      ["", '"', "3"],
    ]
    const text = csvText(header, rows)
    assert.equal(
      text.split("\n")[0],
      '"<html><script>alert(document.domain)</script>","say ""hi"", twice"," <svg"',
    )
    assert.equal(markupStart(Buffer.from(text)), null)
    assert.ok(text.endsWith("\n"))
    assert.deepEqual(csvParseRows(text.slice(0, -1)), [header, ...rows])
  })

  it("is its header alone when it has no row", () => {
    assert.equal(csvText(["<p>"], []), '"<p>"\n')
  })
})
