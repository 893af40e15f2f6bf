// @ts-check
// How deep a JSON value nests, measured without recursion: a value nested 200,000 deep, which
// JSON.parse reads and a recursive walk cannot, is measured (node --test packages/).
import assert from "node:assert/strict"
import { createRequire } from "node:module"
import { describe, it } from "node:test"

const requireHere = createRequire(import.meta.url)
/** @type {typeof import("../index")} */
const { nestingDepth } = requireHere("../index")

const nested = (/** @type {number} */ depth) =>
  JSON.parse(`${"[".repeat(depth)}1${"]".repeat(depth)}`)

describe("nestingDepth", () => {
  it("counts the levels of lists and objects", () => {
    assert.equal(nestingDepth(1), 0)
    assert.equal(nestingDepth(null), 0)
    assert.equal(nestingDepth([]), 1)
    assert.equal(nestingDepth({ a: [1, { b: "c" }], d: 2 }), 3)
  })

  it("measures a value nested far deeper than the stack, and stops counting past a limit", () => {
    assert.equal(nestingDepth(nested(200_000)), 200_000)
    assert.equal(nestingDepth(nested(200_000), 100), 101)
    assert.equal(nestingDepth(nested(100), 100), 100)
  })
})
