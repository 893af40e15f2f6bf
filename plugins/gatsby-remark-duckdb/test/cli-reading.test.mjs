// @ts-check
// The port of DuckDB's command line's reading of a script (cli-reading.js), branch by branch of
// ShellState::ProcessInput and the functions it calls in DuckDB's tools/shell/shell.cpp: each case
// names the C it follows, so that a reader can compare. node --test plugins/.
import assert from "node:assert/strict"
import { createRequire } from "node:module"
import { describe, it } from "node:test"

const requireHere = createRequire(import.meta.url)
/** @type {typeof import("../cli-reading")} */
const { CLI_RULES, allWhitespace, cliReading, isComplete } = requireHere("../cli-reading")

const [sinceOneFive, beforeOneFive] = CLI_RULES
const sql = (
  /** @type {number} */ line,
  /** @type {number} */ endLine,
  /** @type {string} */ text,
  complete = true,
) => ({ kind: "sql", line, endLine, text, complete })
const command = (/** @type {number} */ line, /** @type {string} */ text) => ({
  kind: "command",
  line,
  text,
})

describe("DuckDB's command line, as ported", () => {
  it("reads lines as local_getline does: a \\n ends one and goes with one \\r before it", () => {
    assert.deepEqual(cliReading("SELECT 1\r\n;\r\n"), [sql(1, 2, "SELECT 1\n;")])
    // Only one \r is dropped, a \r inside a line stays, and a last line without \n keeps its own.
    assert.deepEqual(cliReading("SELECT 'a\r\r\n' ;"), [sql(1, 2, "SELECT 'a\r\n' ;")])
    assert.deepEqual(cliReading("SELECT 1 -- c\r;\n;\r"), [sql(1, 2, "SELECT 1 -- c\r;\n;\r")])
  })

  it("skips blank and comment lines while it holds nothing (`nSql == 0 && _all_whitespace`)", () => {
    assert.deepEqual(cliReading("\n  \t\n-- a comment;\n/* one */ /* two */\nSELECT 1;"), [
      sql(5, 5, "SELECT 1;"),
    ])
    // Its block comments do not nest: the first */ ends one.
    assert.equal(allWhitespace("/* a /* b */"), true)
    assert.equal(allWhitespace("/* a /* b */ c */"), false)
    assert.equal(allWhitespace("/* open"), false)
    assert.equal(allWhitespace("-- to the end\n"), true)
    assert.equal(allWhitespace("\v\f\r"), true)
  })

  it('runs a line that starts with "." as a command, and skips one that starts with "#", only while it holds nothing', () => {
    assert.deepEqual(cliReading("# a comment\n.shell echo hi\n  .shell indented\n;"), [
      command(2, ".shell echo hi"),
      sql(3, 4, ".shell indented\n;"),
    ])
    assert.deepEqual(cliReading("SELECT\n.5 AS x\n# not skipped\n;"), [
      sql(1, 4, "SELECT\n.5 AS x\n# not skipped\n;"),
    ])
  })

  it("drops what it holds at a line that starts with Ctrl-C (`*zLine == '\\3'`)", () => {
    assert.deepEqual(cliReading("SELECT 'a\n\x03\n.shell echo hi\n"), [
      command(3, ".shell echo hi"),
    ])
  })

  it("strips the first line's leading spaces, and joins the next ones with \\n", () => {
    assert.deepEqual(cliReading(" \t SELECT 1\n  , 2\n;"), [sql(1, 3, "SELECT 1\n  , 2\n;")])
  })

  it("runs what it holds only when the NEW line has a ; (`line_contains_semicolon`) and the whole is complete", () => {
    // After line 2 the text is complete (a ; then a comment), but line 2 has no ;: it goes on.
    assert.deepEqual(cliReading("SELECT 1; /*\n*/\nSELECT 2;"), [
      sql(1, 3, "SELECT 1; /*\n*/\nSELECT 2;"),
    ])
  })

  it("drops what it holds once it is all spaces and comments (`nSql && _all_whitespace(zSql)`)", () => {
    assert.deepEqual(cliReading("/* a comment\nover two lines */\nSELECT 1;"), [
      sql(3, 3, "SELECT 1;"),
    ])
  })

  it("runs what it still holds at the end of the script, if it is more than spaces and comments", () => {
    assert.deepEqual(cliReading("SELECT 1\n"), [sql(1, 1, "SELECT 1", false)])
    assert.deepEqual(cliReading("SELECT 1;\n/* open\n"), [
      sql(1, 1, "SELECT 1;"),
      sql(2, 2, "/* open", false),
    ])
  })

  it("ends quotes at the next same quote, with no escapes (SQLIsComplete's '\\'' and '\"')", () => {
    assert.equal(isComplete("SELECT 'it''s';", sinceOneFive), true)
    // E'it\'s;' is one text to DuckDB; here the text ends at \', and the ; after it ends the query.
    assert.deepEqual(cliReading("SELECT E'it\\'s;\n.system echo hi\n';"), [
      sql(1, 1, "SELECT E'it\\'s;"),
      command(2, ".system echo hi"),
      sql(3, 3, "';", false),
    ])
    assert.equal(isComplete('SELECT "a;b', sinceOneFive), false)
    // A quoted text after the ; leaves it the last token (a quote is whitespace to its state).
    assert.equal(isComplete("SELECT 1; 'tail'", sinceOneFive), true)
  })

  it("ends a block comment at its first */ (no nesting) and a -- comment at \\n only", () => {
    assert.deepEqual(cliReading("SELECT 1 /* /* */ ;\n.shell echo hi\n*/;"), [
      sql(1, 1, "SELECT 1 /* /* */ ;"),
      command(2, ".shell echo hi"),
      sql(3, 3, "*/;"),
    ])
    assert.equal(isComplete("SELECT 1 /* ;", sinceOneFive), false)
    // An unterminated -- comment is complete when a ; came right before it.
    assert.equal(isComplete("SELECT 1; -- done", sinceOneFive), true)
    assert.equal(isComplete("SELECT 1 -- done;", sinceOneFive), false)
    // DuckDB ends a -- comment at \r too; the command line does not.
    assert.equal(isComplete("SELECT 1 -- c\r;", sinceOneFive), false)
  })

  it("counts \\v as a token, not a space, in SQLIsComplete", () => {
    assert.equal(isComplete("SELECT 1;\v", sinceOneFive), false)
    assert.equal(isComplete("SELECT 1;\f\r\t ", sinceOneFive), true)
  })

  it("skips dollar quotes: a tag of letters, bytes from 0x80 and later digits, _ only since 1.5", () => {
    assert.equal(isComplete("SELECT $$a;$$", sinceOneFive), false)
    assert.equal(isComplete("SELECT $$a;$$;", sinceOneFive), true)
    assert.equal(isComplete("SELECT $tag$ $$ ; $other$ $tag$;", sinceOneFive), true)
    assert.equal(isComplete("SELECT $a1$ ; $a1$", sinceOneFive), false)
    assert.equal(isComplete("SELECT $é$ ; $é$", sinceOneFive), false)
    // $1 is no tag: the ; after it ends the query.
    assert.equal(isComplete("SELECT $1 ; $1$", sinceOneFive), false)
    assert.equal(isComplete("SELECT $1a$ ;", sinceOneFive), true)
    // An unterminated dollar quote is incomplete.
    assert.equal(isComplete("SELECT $x$ ;", sinceOneFive), false)
    const script = "SELECT $a_b$;\n.shell echo hi\n$a_b$;"
    assert.deepEqual(cliReading(script, sinceOneFive), [sql(1, 3, script)])
    assert.deepEqual(cliReading(script, beforeOneFive), [
      sql(1, 1, "SELECT $a_b$;"),
      command(2, ".shell echo hi"),
      sql(3, 3, "$a_b$;"),
    ])
  })

  it("refuses a script with a NUL character, which fgets would not read as written", () => {
    assert.throws(() => cliReading("SELECT 1;\0\n"), /NUL/)
  })
})
