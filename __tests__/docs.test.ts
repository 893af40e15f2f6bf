/** @jest-environment node */
import { execFileSync } from "node:child_process"
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"

// The documents a newcomer reads: the README's first screen stays short, and every document is
// whole inside the repository (a link to a file names one that exists; none cites the team's
// folder beside it, which a clone does not have).
const documents = execFileSync("git", ["ls-files", "*.md"], { encoding: "utf8" })
  .split("\n")
  .filter((file) => file && !/^(__tests__\/fixtures|examples|.*\/test\/fixtures)\//.test(file))

// A document's prose: what its code blocks and code spans show are examples, not links.
const proseOf = (file: string) =>
  readFileSync(file, "utf8")
    .replace(/^(```|~~~)[^]*?^\1/gm, "")
    .replace(/`[^`\n]*`/g, "")

const OUTSIDE = /\.\.\/shared\b|portfolio-spec\.md|\bDESIGN\.md\b|\bSTYLE\.md\b/

describe("the repository's documents", () => {
  it("include the README and the content guide", () => {
    expect(documents).toEqual(expect.arrayContaining(["README.md", "content/README.md"]))
  })

  it("keep the README under 230 lines", () => {
    expect(readFileSync("README.md", "utf8").trimEnd().split("\n").length).toBeLessThan(230)
  })

  it("cite no document outside the repository", () => {
    const citing = documents.filter((file) => OUTSIDE.test(readFileSync(file, "utf8")))
    expect(citing).toEqual([])
  })

  it("link only to files that exist", () => {
    const broken = documents.flatMap((file) =>
      [...proseOf(file).matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)]
        .map(([, target]) => target)
        .filter((target) => !/^[a-z]+:/i.test(target))
        .filter((target) => !existsSync(path.join(path.dirname(file), decodeURI(target))))
        .map((target) => `${file} -> ${target}`),
    )
    expect(broken).toEqual([])
  })
})
