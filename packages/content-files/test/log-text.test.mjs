// @ts-check
// The owner's text on a build log: one line, never a command GitHub's runner would obey
// (node --test packages/).
import assert from "node:assert/strict"
import { createRequire } from "node:module"
import { describe, it } from "node:test"

const requireHere = createRequire(import.meta.url)
/** @type {typeof import("../log-text")} */
const { logText, problemList } = requireHere("../log-text")

describe("logText", () => {
  it("keeps text on one line, its control characters as a reader sees them", () => {
    assert.equal(logText("a\nb\r\nc\td\x1B[2Ke\x00f\u0085"), "a\\nb\\r\\nc\\td\\x1B[2Ke\\x00f\\x85")
  })

  it("breaks a workflow command at the start of the text, after white space too", () => {
    assert.equal(logText("::add-mask::secret"), "\\x3A:add-mask::secret")
    assert.equal(logText(" \u00a0::stop-commands::t"), " \u00a0\\x3A:stop-commands::t")
    assert.equal(logText("\t::error::x"), "\\t::error::x")
    assert.equal(logText("a::b"), "a::b")
  })

  it("breaks the older syntax anywhere", () => {
    assert.equal(logText("x ##[error]y ##[add-mask]z"), "x ##\\x5Berror]y ##\\x5Badd-mask]z")
  })

  it("leaves ordinary sentences as they are", () => {
    const sentence = 'content/skills.yaml, skill 1 "SQL", field "level": got 120% (see "my%20file")'
    assert.equal(logText(sentence), sentence)
  })
})

describe("problemList", () => {
  it("prints one line a problem, each through logText", () => {
    assert.equal(
      problemList("The content in content/ has", ["one", "two\n::error::x"], "content/README.md"),
      "The content in content/ has 2 problems (see content/README.md):\n- one\n- two\\n::error::x",
    )
    assert.equal(problemList("It has", ["one"], "here"), "It has 1 problem (see here):\n- one")
  })
})

describe("hasControlCharacter", () => {
  it("finds C0, DEL and C1 characters, and nothing else", () => {
    const { hasControlCharacter } = requireHere("../log-text")
    for (const text of ["a\nb", "a\rb", "\x1B[2K", "a\x7Fb", "a\u0085b", "a\u009Fb"])
      assert.equal(hasControlCharacter(text), true, JSON.stringify(text))
    for (const text of ["notes.md", "café – ünïcode.md", "a\u00A0b", "", "a b"])
      assert.equal(hasControlCharacter(text), false, JSON.stringify(text))
  })
})
