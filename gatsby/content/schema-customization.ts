import path from "node:path"
import { caseStudyKind } from "case-study"
import type { Actions } from "gatsby"
import { projectSlug } from "../../src/lib/case-study-path"
import { CONTENT_DIR } from "./content-dir.mjs"
import { asDateText } from "./content-schema"
import { contentTypeDefs } from "./content-types"

// What a resolver needs of GraphQL's info to resolve a File's publicURL as Gatsby does.
type FileResolveInfo = {
  schema: {
    getType: (name: "File") => {
      getFields: () => {
        publicURL: {
          resolve: (source: unknown, args: object, context: unknown, info: unknown) => unknown
        }
      }
    }
  }
}

type NodeModelContext = {
  nodeModel: {
    findOne: (args: { type: string; query: unknown }) => Promise<{ children: string[] } | null>
    getNodeById: (args: { id: string; type: string }) => unknown
  }
}

// A case study's MarkdownRemark: of its Markdown file, or of the Markdown that
// plugins/gatsby-transformer-notebook made of its notebook (the JupyterNotebook's child).
async function caseStudyByPath(absolutePath: string, { nodeModel }: NodeModelContext) {
  if (caseStudyKind(absolutePath) !== "notebook")
    return nodeModel.findOne({
      type: "MarkdownRemark",
      query: { filter: { fileAbsolutePath: { eq: absolutePath } } },
    })
  const notebook = await nodeModel.findOne({
    type: "JupyterNotebook",
    query: { filter: { absolutePath: { eq: absolutePath } } },
  })
  const [markdown] = notebook?.children ?? []
  return markdown ? nodeModel.getNodeById({ id: markdown, type: "MarkdownRemark" }) : null
}

// The content's GraphQL types, derived from the schemas the content is checked against
// (content/content-file-table.ts): a field missing from every entry still exists, and the types
// cannot drift from the checks. A project's slug is derived from its title once, here; its case
// study is the MarkdownRemark of the file its caseStudy names, relative to the content folder, and
// caseStudyFile that file; notebookDownload, for a notebook, the address of its copy in the site (a
// Markdown case study's file is never published: only its page is).
export function customizeSchema(actions: Actions) {
  actions.createFieldExtension({
    name: "notebookDownload",
    extend: () => ({
      resolve: async (
        source: Record<string, unknown>,
        _args: unknown,
        context: NodeModelContext,
        info: FileResolveInfo,
      ) => {
        const file = source.caseStudy
        if (typeof file !== "string" || caseStudyKind(file) !== "notebook") return null
        const notebook = await context.nodeModel.findOne({
          type: "File",
          query: { filter: { absolutePath: { eq: path.resolve(CONTENT_DIR, file.trim()) } } },
        })
        // gatsby-source-filesystem's publicURL copies the file into public/static/ and answers its
        // address.
        const { publicURL } = info.schema.getType("File").getFields()
        return notebook ? publicURL.resolve(notebook, {}, context, info) : null
      },
    }),
  })
  actions.createFieldExtension({
    name: "caseStudyByRelativePath",
    extend: () => ({
      resolve: (
        source: Record<string, unknown>,
        _args: unknown,
        context: NodeModelContext,
        info: { fieldName: string },
      ) => {
        const file = source[info.fieldName]
        if (typeof file !== "string") return null
        return caseStudyByPath(path.resolve(CONTENT_DIR, file.trim()), context)
      },
    }),
  })
  // A résumé's date as the owner wrote it: YAML reads 2023-05-14 as a time, which GraphQL would
  // give as its milliseconds.
  actions.createFieldExtension({
    name: "dateText",
    extend: () => ({
      resolve: (
        source: Record<string, unknown>,
        _args: unknown,
        _context: unknown,
        info: { fieldName: string },
      ) => {
        const value = asDateText(source[info.fieldName])
        return value === undefined || value === null ? null : String(value)
      },
    }),
  })
  actions.createFieldExtension({
    name: "projectSlug",
    extend: () => ({ resolve: (source: { title: string }) => projectSlug(source.title) }),
  })
  actions.createTypes([
    contentTypeDefs(CONTENT_DIR),
    `type ProjectsYaml implements Node {
      slug: String! @projectSlug
      caseStudyFile: File @fileByRelativePath(from: "caseStudy")
      notebookDownload: String @notebookDownload
    }`,
    // What Gatsby would infer from a Markdown case study's node, declared so that the generated
    // types (src/gatsby-types.d.ts) are the same for an owner with none.
    `type MarkdownRemark implements Node @childOf(types: ["File"]) {
      fileAbsolutePath: String
      frontmatter: MarkdownRemarkFrontmatter
      rawMarkdownBody: String
    }`,
    `type MarkdownRemarkFrontmatter {
      title: String
    }`,
    // A project's tag and the page of the skill it names (skills/skill-pages.ts resolves it).
    `type ProjectTagLink {
      tag: String!
      page: String
    }`,
  ])
}
