import path from "node:path"
import type { Actions } from "gatsby"
import { projectSlug } from "../src/lib/case-study-path"
import { CONTENT_DIR } from "./content-dir.mjs"
import { contentTypeDefs } from "./content-types"

type NodeModelContext = {
  nodeModel: { findOne: (args: { type: string; query: unknown }) => Promise<unknown> }
}

// The content's GraphQL types, derived from the schemas the content is checked against
// (content-files.ts): a field missing from every entry still exists, and the types cannot drift
// from the checks. A project's slug is derived from its title once, here; its case study is the
// MarkdownRemark of the file its caseStudy names, relative to the content folder.
export function customizeSchema(actions: Actions) {
  actions.createFieldExtension({
    name: "markdownByRelativePath",
    extend: () => ({
      resolve: (
        source: Record<string, unknown>,
        _args: unknown,
        context: NodeModelContext,
        info: { fieldName: string },
      ) => {
        const file = source[info.fieldName]
        if (typeof file !== "string") return null
        return context.nodeModel.findOne({
          type: "MarkdownRemark",
          query: { filter: { fileAbsolutePath: { eq: path.resolve(CONTENT_DIR, file.trim()) } } },
        })
      },
    }),
  })
  actions.createFieldExtension({
    name: "projectSlug",
    extend: () => ({ resolve: (source: { title: string }) => projectSlug(source.title) }),
  })
  actions.createTypes([
    contentTypeDefs(CONTENT_DIR),
    "type ProjectsYaml implements Node { slug: String! @projectSlug }",
  ])
}
