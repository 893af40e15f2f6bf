/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import Ajv, { type ErrorObject } from "ajv"
import addFormats from "ajv-formats"
import { parse } from "yaml"
import { FIXTURE_CONTENT } from "../../e2e/test-site.mjs"
import {
  editorSchema,
  editorSchemaText,
  schemaFile,
  schemaModeline,
  schemaNames,
  SCHEMAS_DIR,
  type SchemaName,
} from "../../gatsby/site-files/editor-schemas"

// The content files' JSON Schemas, checked as the owner's editor checks a file: the YAML language
// server reads the YAML as YAML 1.2 with the `yaml` package, and validates it against draft 7.

const OWNERS = ["content", "examples/maya-chen", FIXTURE_CONTENT]

const ajv = addFormats(new Ajv({ allErrors: true, strict: true }))
const validators = Object.fromEntries(
  schemaNames.map((name) => [
    name,
    ajv.compile(JSON.parse(readFileSync(schemaFile(name), "utf8"))),
  ]),
) as Record<SchemaName, ReturnType<Ajv["compile"]>>

// The errors of a content file's text, as the editor underlines them.
function errorsOf(name: SchemaName, text: string): ErrorObject[] {
  const validate = validators[name]
  return validate(parse(text)) ? [] : (validate.errors ?? [])
}

const fixture = (name: SchemaName) =>
  readFileSync(path.join(FIXTURE_CONTENT, `${name}.yaml`), "utf8")

describe("the content files' JSON Schemas", () => {
  it("are the ones the zod schemas make: run `npm run schemas` after changing those", () => {
    for (const name of schemaNames)
      expect(readFileSync(schemaFile(name), "utf8")).toBe(editorSchemaText(name))
    expect(readdirSync(SCHEMAS_DIR).sort()).toEqual(
      schemaNames.map((name) => path.basename(schemaFile(name))).sort(),
    )
  })

  it("are draft 7, with a description of every field for the editor's hover", () => {
    for (const name of schemaNames) {
      expect(editorSchema(name).$schema).toBe("http://json-schema.org/draft-07/schema#")
      expect(editorSchema(name).description).toEqual(expect.any(String))
    }
    const skill = (editorSchema("skills") as { items: { properties: object } }).items.properties
    for (const field of Object.values(skill)) expect(field.description).toEqual(expect.any(String))
  })

  it.each(OWNERS)("accept every content file of %s, and each names its schema first", (dir) => {
    const files = schemaNames.filter((name) => existsSync(path.join(dir, `${name}.yaml`)))
    expect(files).toEqual(expect.arrayContaining(["profile", "skills", "projects"]))
    for (const name of files) {
      const text = readFileSync(path.join(dir, `${name}.yaml`), "utf8")
      expect(text.split("\n")[0]).toBe(schemaModeline(dir, name))
      expect(errorsOf(name, text)).toEqual([])
    }
  })

  it("name each schema by a path that leads to it from the file", () => {
    expect(schemaModeline("content", "skills")).toBe(
      "# yaml-language-server: $schema=../schemas/skills.schema.json",
    )
    expect(schemaModeline("examples/maya-chen", "resume")).toBe(
      "# yaml-language-server: $schema=../../schemas/resume.schema.json",
    )
  })

  it("are given to VS Code for each owner's files too, with the YAML extension recommended", () => {
    const settings = JSON.parse(readFileSync(".vscode/settings.json", "utf8"))
    expect(settings["yaml.schemas"]).toEqual(
      Object.fromEntries(
        schemaNames.map((name) => [
          `./${schemaFile(name)}`,
          [`content/${name}.yaml`, `examples/*/${name}.yaml`, `${FIXTURE_CONTENT}/${name}.yaml`],
        ]),
      ),
    )
    const extensions = JSON.parse(readFileSync(".vscode/extensions.json", "utf8"))
    expect(extensions.recommendations).toContain("redhat.vscode-yaml")
  })

  it("refuse a level of 120, and one written as a word, at the level", () => {
    const over = fixture("skills").replace("level: 100", "level: 120")
    expect(errorsOf("skills", over)).toEqual([
      expect.objectContaining({ instancePath: "/0/level", keyword: "maximum" }),
    ])
    const word = fixture("skills").replace("level: 100", "level: ninety")
    expect(errorsOf("skills", word)).toEqual([
      expect.objectContaining({ instancePath: "/0/level", keyword: "type" }),
    ])
  })

  it("refuse a missing title, an unknown status and a misspelt field, where they are", () => {
    const projects = fixture("projects")
    const untitled = projects.replace("- title: Demand Forecast\n  description:", "- description:")
    expect(errorsOf("projects", untitled)).toEqual([
      expect.objectContaining({ instancePath: "/1", params: { missingProperty: "title" } }),
    ])
    const status = projects.replace("status: in-progress", "status: paused")
    expect(errorsOf("projects", status)).toEqual([
      expect.objectContaining({ instancePath: "/1/status", keyword: "enum" }),
    ])
    const misspelt = fixture("skills").replace("description: Tidyverse", "descripton: Tidyverse")
    expect(errorsOf("skills", misspelt)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ instancePath: "/0", params: { missingProperty: "description" } }),
        expect.objectContaining({
          instancePath: "/0",
          params: { additionalProperty: "descripton" },
        }),
      ]),
    )
  })

  it("refuse an http:// address, in the profile, a project and a dashboard", () => {
    const profile = `${fixture("profile")}github: http://github.com/quinn\n`
    expect(errorsOf("profile", profile)).toEqual([
      expect.objectContaining({ instancePath: "/github", keyword: "pattern" }),
    ])
    const projects = fixture("projects")
      .replace("codeUrl: https://", "codeUrl: http://")
      .replace(/url: https:\/\/public\.tableau/, "url: http://public.tableau")
    expect(errorsOf("projects", projects).map(({ instancePath }) => instancePath)).toEqual([
      expect.stringMatching(/^\/\d+\/codeUrl$/),
      expect.stringMatching(/^\/\d+\/dashboards\/0\/url$/),
    ])
  })

  it("take a résumé's year as YAML reads it, a number, and refuse a date in another form", () => {
    const resume =
      "work:\n  - name: A\n    position: B\n    startDate: 2021\n    endDate: 2023-05\n"
    expect(errorsOf("resume", resume)).toEqual([])
    expect(errorsOf("resume", resume.replace("2023-05", "May 2023"))).not.toEqual([])
  })

  it("refuse a key that looks like a number, as the build does", () => {
    expect(errorsOf("emailjs", "publicKey: 12345\n")).toEqual([
      expect.objectContaining({ instancePath: "/publicKey", keyword: "type" }),
    ])
    expect(errorsOf("emailjs", 'publicKey: "12345"\nserviceId: s\n')).toEqual([])
  })
})
