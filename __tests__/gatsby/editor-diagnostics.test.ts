/** @jest-environment node */
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { TextDocument } from "vscode-languageserver-textdocument"
import { getLanguageService } from "yaml-language-server"
import { FIXTURE_CONTENT } from "../../e2e/test-site.mjs"
import { schemaNames } from "../../gatsby/site-files/editor-schemas"

// What the owner's editor shows: Red Hat's YAML language server (the engine of VS Code's YAML
// extension, and of github.dev's), given a content file as the editor gives it, finds its schema by
// the file's first line and underlines each mistake where it is.

const service = getLanguageService({
  schemaRequestService: async (uri) => readFileSync(fileURLToPath(uri), "utf8"),
  workspaceContext: {
    resolveRelativePath: (relative, resource) => new URL(relative, resource).href,
  },
})
service.configure({ validate: true, hover: true, completion: true, yamlVersion: "1.2" })

// A file's text as the editor hands it over: a new version with every change (the service keeps
// what it parsed of each version).
let version = 0
const editing = (file: string, text: string) =>
  TextDocument.create(pathToFileURL(path.resolve(file)).href, "yaml", ++version, text)

// The underlines of `file` (a path in the project) holding `text`, where they start (from 1).
async function underlines(file: string, text = readFileSync(file, "utf8")) {
  const diagnostics = await service.doValidation(editing(file, text), false)
  return diagnostics.map(({ message, range }) => ({
    line: range.start.line + 1,
    column: range.start.character + 1,
    message,
  }))
}

const fixture = (name: string) => path.join(FIXTURE_CONTENT, `${name}.yaml`)

// The line and column (from 1) where `needle` starts in `text`.
function placeOf(text: string, needle: string) {
  const before = text.slice(0, text.indexOf(needle)).split("\n")
  return { line: before.length, column: before[before.length - 1].length + 1 }
}

describe("the editor's underlines", () => {
  it.each(["content", "examples/maya-chen", FIXTURE_CONTENT])(
    "are none in the valid content of %s",
    async (dir) => {
      for (const name of schemaNames) {
        const file = path.join(dir, `${name}.yaml`)
        if (!existsSync(file)) continue
        expect(await underlines(file)).toEqual([])
        // The file's first line leads the editor to its schema: below it, a number is wrong.
        const [modeline] = readFileSync(file, "utf8").split("\n")
        expect(await underlines(file, `${modeline}\n42\n`)).toEqual([
          expect.objectContaining({ line: 2, message: expect.stringMatching(/^Incorrect type/) }),
        ])
      }
    },
  )

  it("sit on a level of 120, a level written as a word, and a misspelt field", async () => {
    const text = readFileSync(fixture("skills"), "utf8")
      .replace("level: 100", "level: 120")
      .replace("level: 64", "level: sixty-four")
      .replace("description: Tidyverse", "descripton: Tidyverse")
    expect(await underlines(fixture("skills"), text)).toEqual(
      expect.arrayContaining([
        { ...placeOf(text, "120"), message: "Value is above the maximum of 100." },
        { ...placeOf(text, "sixty-four"), message: 'Incorrect type. Expected "integer".' },
        { ...placeOf(text, "descripton"), message: "Property descripton is not allowed." },
      ]),
    )
  })

  it("sit on a project without its title and on an unknown status", async () => {
    const text = readFileSync(fixture("projects"), "utf8")
      .replace("- title: Demand Forecast\n  description:", "- description:")
      .replace("status: in-progress", "status: paused")
    expect(await underlines(fixture("projects"), text)).toEqual([
      { ...placeOf(text, "description: Store-level"), message: 'Missing property "title".' },
      {
        ...placeOf(text, "paused"),
        message: 'Value is not accepted. Valid values: "coming-soon", "in-progress", "completed".',
      },
    ])
  })

  it("sit on an http:// address", async () => {
    const text = `${readFileSync(fixture("profile"), "utf8")}github: http://github.com/quinn\n`
    expect(await underlines(fixture("profile"), text)).toEqual([
      {
        ...placeOf(text, "http://github.com/quinn"),
        message: 'String does not match the pattern of "^https://".',
      },
    ])
  })

  it("come with the field's description on hover, and its fields as completions", async () => {
    const file = fixture("skills")
    const text = readFileSync(file, "utf8")
    const level = placeOf(text, "level")
    const hover = await service.doHover(editing(file, text), {
      line: level.line - 1,
      character: level.column,
    })
    expect(JSON.stringify(hover?.contents)).toContain("A whole number from 0 to 100")
    // A new line in the first skill, its first five lines written: the fields it lacks.
    const newField = `${text.split("\n").slice(0, 5).join("\n")}\n  \n`
    const completion = await service.doComplete(
      editing(file, newField),
      { line: 5, character: 2 },
      false,
    )
    expect(completion.items.map(({ label }) => label)).toContain("aliases")
  })
})
