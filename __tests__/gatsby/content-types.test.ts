/** @jest-environment node */
import { z } from "zod"
import { contentFiles } from "../../gatsby/content/content-file-table"
import { contentTypeDefs, graphqlTypeDefs } from "../../gatsby/content/content-types"
import { FIXTURE_CONTENT } from "../../e2e/test-site.mjs"

describe("graphqlTypeDefs", () => {
  it("turns a zod schema into GraphQL types: required, optional, lists, nested objects, files", () => {
    const text = z.string().min(1)
    const schema = z.array(
      z.strictObject({
        title: text,
        level: z.number().int(),
        ratio: z.number().optional(),
        tags: z.array(text),
        links: z.array(text).optional(),
        picture: text.meta({ file: true }),
        story: text.meta({ caseStudy: true }).optional(),
        owner: z.strictObject({ name: text, url: text.optional() }).optional(),
        steps: z.array(z.strictObject({ label: text })),
      }),
    )
    expect(graphqlTypeDefs(schema, "CasesYaml")).toBe(
      [
        "type CasesYamlOwner {\n  name: String!\n  url: String\n}",
        "type CasesYamlSteps {\n  label: String!\n}",
        [
          'type CasesYaml implements Node @childOf(types: ["File"]) @dontInfer {',
          "  title: String!",
          "  level: Int!",
          "  ratio: Float",
          "  tags: [String!]!",
          "  links: [String!]",
          "  picture: File! @fileByRelativePath",
          "  story: MarkdownRemark @caseStudyByRelativePath",
          "  owner: CasesYamlOwner",
          "  steps: [CasesYamlSteps!]!",
          "}",
        ].join("\n"),
      ].join("\n\n"),
    )
  })
})

describe("contentTypeDefs", () => {
  it("gives a résumé's dates as the owner wrote them, not as the times YAML reads", () => {
    const defs = contentTypeDefs(FIXTURE_CONTENT)
    expect(defs).toMatch(/type ResumeYamlCertificates \{[^}]*date: String @dateText/)
    expect(defs).toMatch(/type ResumeYamlWork \{[^}]*startDate: String! @dateText/)
  })

  const typeDefs = contentTypeDefs(FIXTURE_CONTENT)
  const folders = { contentDir: FIXTURE_CONTENT, staticDir: "static" }
  const fieldsOf = (typeName: string) =>
    typeDefs
      .split(
        new RegExp(
          `type ${typeName} implements Node @childOf\\(types: \\["File"\\]\\) @dontInfer \\{\\n`,
        ),
      )[1]
      .split("\n}")[0]
      .split("\n")
      .map((line) => line.trim().split(":")[0])

  it.each([
    ["ProfileYaml", contentFiles.profile.schema(folders).shape],
    ["SkillsYaml", contentFiles.skills.schema().element.shape],
    ["ProjectsYaml", contentFiles.projects.schema(folders).element.shape],
  ])("declares %s with every field the checks know, in their order", (typeName, shape) => {
    expect(fieldsOf(typeName)).toEqual(Object.keys(shape))
  })

  it("makes the optional profile fields nullable and the required ones non-null", () => {
    expect(typeDefs).toMatch(/\n {2}phone: String\n/)
    expect(typeDefs).toMatch(/\n {2}email: String!\n/)
    expect(typeDefs).toMatch(/\n {2}photo: File! @fileByRelativePath\n/)
    expect(typeDefs).toMatch(/\n {2}stats: \[ProfileYamlStats!\]\n/)
    expect(typeDefs).toMatch(/\n {2}caseStudy: MarkdownRemark @caseStudyByRelativePath\n/)
  })
})
