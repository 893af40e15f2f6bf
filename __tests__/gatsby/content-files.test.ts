/** @jest-environment node */
import { cpSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { z } from "zod"
import { FIXTURE_CONTENT } from "../../e2e/test-site.mjs"

// A content file is one entry of the table in gatsby/content/content-file-table.ts: the checks, the
// GraphQL types and the browser tests' reader follow it. Here the table gains an optional file, as
// a contributor would add one, and each of the three picks it up.

type Modules = {
  validateContent: typeof import("../../gatsby/checks/validate-content").validateContent
  contentTypeDefs: typeof import("../../gatsby/content/content-types").contentTypeDefs
  readContent: (dir: string) => Record<string, unknown>
}

function withAwardsFile(): Modules {
  let modules: Modules | undefined
  jest.isolateModules(() => {
    const actual = jest.requireActual("../../gatsby/content/content-file-table")
    jest.doMock("../../gatsby/content/content-file-table", () => {
      const contentFiles = {
        ...actual.contentFiles,
        awards: {
          schema: () => z.array(z.strictObject({ title: z.string({ error: "a title" }) })),
          shape: {
            kind: "list",
            example: '"- title: Best Dashboard"',
            noun: "award",
            key: "title",
          },
          optional: true,
        },
      }
      return {
        ...actual,
        contentFiles,
        contentNames: Object.keys(contentFiles),
        contentFile: (name: keyof typeof contentFiles) => contentFiles[name],
      }
    })
    /* eslint-disable @typescript-eslint/no-require-imports -- jest.isolateModules loads modules synchronously */
    modules = {
      validateContent: require("../../gatsby/checks/validate-content").validateContent,
      contentTypeDefs: require("../../gatsby/content/content-types").contentTypeDefs,
      readContent: require("../../e2e/owner-content").readContent,
    }
    /* eslint-enable @typescript-eslint/no-require-imports */
  })
  return modules as Modules
}

const contentCopy = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "content-"))
  cpSync(FIXTURE_CONTENT, dir, { recursive: true })
  return dir
}

describe("a content file added to the table", () => {
  const { validateContent, contentTypeDefs, readContent } = withAwardsFile()

  it("may be left out when it is optional", () => {
    const dir = contentCopy()
    expect(validateContent(dir)).toEqual([])
    expect(readContent(dir).awards).toBeUndefined()
  })

  it("is checked, its problems naming the file, the entry and the field", () => {
    const dir = contentCopy()
    writeFileSync(path.join(dir, "awards.yaml"), "- title: Best Dashboard\n- titel: Oops\n")
    expect(validateContent(dir).map(({ message }) => message)).toEqual([
      `${dir}/awards.yaml, award 2: unknown field "titel": did you mean "title"?`,
    ])
  })

  it("gets its GraphQL type, and the tests' reader reads it", () => {
    const dir = contentCopy()
    writeFileSync(path.join(dir, "awards.yaml"), "- title: Best Dashboard\n")
    expect(contentTypeDefs(dir)).toContain(
      'type AwardsYaml implements Node @childOf(types: ["File"]) @dontInfer {\n  title: String!\n}',
    )
    expect(readContent(dir).awards).toEqual([{ title: "Best Dashboard" }])
  })
})
