/** @jest-environment node */
import { spawnSync } from "node:child_process"
import path from "node:path"
import { contentCopy, contentMessages, folderSnapshot } from "../content-copy"
import { BILLION_LAUGHS } from "../billion-laughs"

// A YAML file of the content is read by one parser with stated limits
// (gatsby/content/yaml-file.mjs): a file of a few hundred bytes whose aliases repeat a list a
// billion times, one past the size limit, or one that gatsby-transformer-yaml's js-yaml could not
// read, is one sentence with its place, read in milliseconds and little memory; and the content
// folder is left as it was.

// A billion laughs as a file: its lines, and a line break at the end.
const laughs = `${BILLION_LAUGHS}\n`

const aliases =
  "its aliases (the first is *a) repeat the values of their anchors (&name) more than 100 times in all: write the values out, or use fewer aliases"

describe("the YAML reader's limits", () => {
  it("refuses a billion laughs in a content file in one sentence with its line, its content unchanged", () => {
    const { dir, write } = contentCopy()
    write("skills.yaml", laughs)
    const before = folderSnapshot(dir)
    expect(laughs.length).toBeLessThan(500)
    expect(contentMessages(dir)).toEqual([
      `${dir}/skills.yaml: not valid YAML at line 2, column 8: ${aliases}`,
    ])
    expect(folderSnapshot(dir)).toEqual(before)
  })

  it("reads a billion laughs in milliseconds and little memory", () => {
    const { dir, write } = contentCopy()
    write("profile.yaml", laughs)
    // Plain node, its heap cut to 40 MB: a reader that expanded the aliases would die of it.
    const script = `import { readYamlFile } from "./gatsby/content/yaml-file.mjs"
      const { problem } = readYamlFile(process.argv[1], { kind: "fields", example: "x" })
      process.stdout.write(problem.message)`
    const run = spawnSync(
      process.execPath,
      [
        "--max-old-space-size=40",
        "--input-type=module",
        "-e",
        script,
        path.join(dir, "profile.yaml"),
      ],
      { encoding: "utf8", timeout: 10_000 },
    )
    expect(run.stderr).toBe("")
    expect(run.stdout).toBe(`${dir}/profile.yaml: not valid YAML at line 2, column 8: ${aliases}`)
  })

  it("refuses a content file past 1 MB before reading it", () => {
    const { dir, write } = contentCopy()
    write("resume.yaml", `summary: ${"words ".repeat(250_000)}\n`)
    expect(contentMessages(dir)).toEqual([
      `${dir}/resume.yaml: the file is 1.5 MB, more than the 1 MB a YAML file of the content may be: keep long texts in a case study`,
    ])
  })

  it("reads every other YAML file of the folder too, as Gatsby's YAML transformer would", () => {
    const { dir, write } = contentCopy()
    write("case-studies/data/laughs.yaml", laughs)
    write("case-studies/data/alias.yml", "first: 1\nsecond: *missing\n")
    write("case-studies/data/deep.yaml", `rows: ${"[".repeat(101)}${"]".repeat(101)}\n`)
    write("case-studies/data/deeper.yaml", `rows: ${"[".repeat(5000)}${"]".repeat(5000)}\n`)
    write("case-studies/data/key.yaml", "? [a, b]\n: 1\n")
    write("case-studies/data/tag.yaml", "when: !python/object:datetime 2024\n")
    write("case-studies/data/two.yaml", "a: 1\n---\nb: 2\n")
    write("case-studies/data/fine.yaml", "base: &base { x: 1 }\nmore:\n  <<: *base\n  y: 2\n")
    const before = folderSnapshot(dir)
    const data = `${dir}/case-studies/data`
    expect(contentMessages(dir)).toEqual([
      `${data}/alias.yml: not valid YAML at line 2, column 9: the alias *missing has no anchor &missing before it`,
      `${data}/deep.yaml: not valid YAML at line 1, column 106: lists and maps nested more than 100 deep`,
      expect.stringMatching(
        new RegExp(
          `^${data}/deeper.yaml: not valid YAML at line 1, column \\d+: lists and maps nested more than 100 deep$`,
        ),
      ),
      `${data}/key.yaml: not valid YAML at line 1, column 3: a key that is a list or a map: a key is a name`,
      `${data}/laughs.yaml: not valid YAML at line 2, column 8: ${aliases}`,
      `${data}/tag.yaml: not valid YAML at line 1, column 7: the tag !python/object:datetime is not one the site reads: leave it out`,
      `${data}/two.yaml: not valid YAML at line 2, column 1: a second document starts here (a --- line): a content file is one document`,
    ])
    expect(folderSnapshot(dir)).toEqual(before)
  })
})
