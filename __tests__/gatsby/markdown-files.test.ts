/** @jest-environment node */
import { existsSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { contentFindings } from "../../gatsby/checks/validate-content"
import { contentCopy, folderSnapshot } from "../content-copy"
import { BILLION_LAUGHS } from "../billion-laughs"

// Every Markdown file of the content folder is read as Gatsby reads it, a case study or not
// (gatsby/case-studies/markdown-files.ts): its size, its front matter with the YAML files' limits
// and in YAML or JSON only, and its Markdown by remark 13 in a process of its own, stopped at its
// time and memory, before any other check parses it; a notebook's Markdown too. Each problem is one
// sentence naming the file, and a file that cannot be read is parsed by no other check (which would
// hang on it).

// What remark 13 reads for minutes: emphasis opened 100,000 times, in 350 KB.
const endlessEmphasis = "*a **b ".repeat(50_000)

// The reading's limits in these tests: long enough for a case study of the tests' own on a busy
// machine (a new process's start-up included), short enough to wait for.
const markdownLimits = { seconds: 8, megabytes: 1024 }

const over = "takes longer than 8 s to read as Markdown, and so would the build"

describe("every Markdown file of the content folder", () => {
  it("has its front matter read with the YAML files' limits, in YAML or JSON only", async () => {
    const { dir, write } = contentCopy()
    const marker = path.join(dir, "ran")
    write("notes.md", `---\n${BILLION_LAUGHS}\n---\n# Notes\n`)
    write(
      "case-studies/files/guide.markdown",
      `---js\n({ a: require("fs").writeFileSync(${JSON.stringify(marker)}, "") })\n---\nText\n`,
    )
    write("case-studies/rule.md", "---\n\nA page that starts with a rule.\n")
    write("case-studies/list.MD", "---\n- one\n- two\n---\nText\n")
    write(
      "case-studies/deep.mkd",
      `---json\n${'{"a":'.repeat(200)}1${"}".repeat(200)}\n---\nText\n`,
    )
    const before = folderSnapshot(dir)
    const started = performance.now()
    const { problems, refused } = await contentFindings(dir, { markdownLimits })
    expect(problems.map(({ message }) => message)).toEqual([
      `${dir}/case-studies/deep.mkd: its front matter (---json) nests lists and objects more than 100 deep: flatten it`,
      `${dir}/case-studies/files/guide.markdown: its front matter is written in "js" (---js), which the site does not read: write it in YAML (---) or JSON (---json), or leave it out`,
      `${dir}/case-studies/list.MD: its front matter is not fields (name: value), got ["one","two"]`,
      `${dir}/case-studies/rule.md: it starts with a "---" line, which opens front matter, and no "---" line closes it: the whole file would be read as front matter, and its page left empty: start it with a heading or text`,
      `${dir}/notes.md: its front matter is not valid YAML at line 3, column 8: its aliases (the first is *a) repeat the values of their anchors (&name) more than 100 times in all: write the values out, or use fewer aliases`,
    ])
    expect(problems.find(({ file }) => file === `${dir}/notes.md`)).toMatchObject({
      line: 3,
      column: 8,
    })
    expect(refused).toBe(false)
    expect(existsSync(marker)).toBe(false)
    expect(performance.now() - started).toBeLessThan(30_000)
    expect(folderSnapshot(dir)).toEqual(before)
  }, 60_000)

  it("is refused past 1 MB, a document a case study links as much as a case study", async () => {
    const { dir, write } = contentCopy()
    write("case-studies/files/notes.md", "Some words of a paragraph.\n\n".repeat(45_000))
    const { problems } = await contentFindings(dir, { markdownLimits })
    expect(problems.map(({ message }) => message)).toEqual([
      `${dir}/case-studies/files/notes.md: the file is 1.3 MB, more than the 1 MB a Markdown file of the content may be (the build reads every one): split it, or keep its data in files it links`,
    ])
  }, 60_000)

  it("is refused when it takes longer than the reading's limit, and read by no other check", async () => {
    const { dir, write } = contentCopy()
    // What the case study checks and the query checks would each say of it, if they read it.
    const study = [
      "## The question",
      "<iframe></iframe>",
      "```sql\nSELECT * FROM 'data/nowhere.csv'\n```",
      endlessEmphasis,
    ].join("\n\n")
    write("case-studies/trading-pack.md", study)
    write("drafts.md", endlessEmphasis)
    const before = folderSnapshot(dir)
    const started = performance.now()
    const { problems, refused } = await contentFindings(dir, { markdownLimits })
    expect(problems.map(({ message }) => message)).toEqual([
      `${dir}/case-studies/trading-pack.md (the case study of project 6 "Weekly Trading Pack"): it ${over}: split it, or flatten its nesting (quotes, lists, emphasis)`,
      `${dir}/drafts.md: it ${over}: split it, or flatten its nesting (quotes, lists, emphasis)`,
    ])
    // It stops `gatsby develop` too, which would read it.
    expect(refused).toBe(true)
    expect(performance.now() - started).toBeLessThan(60_000)
    expect(folderSnapshot(dir)).toEqual(before)
  }, 120_000)

  it("is refused nested deeper than 100, on the line where it goes past", async () => {
    const { dir, write } = contentCopy()
    const list = Array.from(
      { length: 60 },
      (_, level) => `${"  ".repeat(level)}- level ${level + 1}`,
    )
    write("case-studies/pricing-elasticity.md", `## Levels\n\n${list.join("\n")}\n`)
    const { problems } = await contentFindings(dir, { markdownLimits })
    expect(problems.map(({ message }) => message)).toEqual([
      `${dir}/case-studies/pricing-elasticity.md, line 52 (the case study of project 4 "Pricing Elasticity"): it nests quotes, lists or emphasis more than 100 deep, deeper than the build can read: flatten it`,
    ])
  }, 60_000)
})

describe("a notebook's Markdown", () => {
  const notebookWith = (dir: string, change: (cells: Array<Record<string, unknown>>) => void) => {
    const file = path.join(dir, "case-studies", "survey-weights.ipynb")
    const notebook = JSON.parse(readFileSync(file, "utf8"))
    change(notebook.cells)
    writeFileSync(file, JSON.stringify(notebook))
  }

  it("is read as its checks and Gatsby read it, within the same limit, and by nothing else", async () => {
    const { dir } = contentCopy()
    notebookWith(dir, (cells) => {
      cells.push({
        cell_type: "markdown",
        id: "endless",
        metadata: {},
        // An image the notebook's checks would refuse, if they read the cell.
        source: ["![gone](nowhere.png)\n\n", endlessEmphasis],
      })
    })
    const { problems } = await contentFindings(dir, { markdownLimits })
    expect(problems.map(({ message }) => message)).toEqual([
      `${dir}/case-studies/survey-weights.ipynb (the case study of project 5 "Survey Weights"): it ${over}: split it, or flatten its nesting (quotes, lists, emphasis)`,
    ])
  }, 60_000)

  it("is refused when its page would open with front matter", async () => {
    const { dir } = contentCopy()
    notebookWith(dir, (cells) => {
      cells.unshift({
        cell_type: "markdown",
        id: "rule-first",
        metadata: {},
        source: ["---\n\nA rule first."],
      })
    })
    const { problems } = await contentFindings(dir, { markdownLimits })
    expect(problems.map(({ message }) => message)).toEqual([
      `${dir}/case-studies/survey-weights.ipynb (the case study of project 5 "Survey Weights"): the first cell its page shows starts with "---", which the build would read as front matter, and leave off the page: start that cell with a heading or text`,
    ])
  }, 60_000)
})

describe("a chart's spec nested too deep", () => {
  it("is the chart's problem, not the Markdown's", async () => {
    const { dir } = contentCopy()
    const spec = path.join(dir, "case-studies", "charts", "weekly-revenue.vl.json")
    const chart = JSON.parse(readFileSync(spec, "utf8"))
    writeFileSync(
      spec,
      JSON.stringify(chart).replace(
        /}$/,
        `,"usermeta":${"[".repeat(20_000)}${"]".repeat(20_000)}}`,
      ),
    )
    const { problems } = await contentFindings(dir, { markdownLimits })
    expect(problems.map(({ message }) => message)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${dir}/case-studies/trading-pack.md, line \\d+ \\(the case study of project 6 "Weekly Trading Pack"\\): the chart "charts/weekly-revenue.vl.json": its lists and objects nest more than 100 deep, deeper than a chart's spec needs: flatten it$`,
        ),
      ),
    ])
  }, 60_000)
})
