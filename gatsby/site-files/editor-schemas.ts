import path from "node:path"
import { z } from "zod"
import { contentFile, contentNames } from "../content/content-file-table"
import { emailJsSchema } from "../emailjs/emailjs-config.mjs"

// The JSON Schema of each content file, made from the zod schemas the build checks with, for the
// owner's editor: the YAML language server (VS Code's YAML extension, also in github.dev) checks a
// file against the schema its first line names, completes its fields and explains them on hover. It
// reads JSON Schema draft 7. The schemas are committed in schemas/ (`npm run schemas` writes them;
// a test fails when they drift). What JSON Schema cannot say (that a file exists, an image's type, a
// dashboard's address, a name used twice) only the build checks.

export const SCHEMAS_DIR = "schemas"

// The folders that the schemas' checks of files look in, which a JSON Schema does not have.
const FOLDERS = { contentDir: "content", staticDir: "static" }

const zodSchemas = {
  ...(Object.fromEntries(
    contentNames.map((name) => [name, contentFile(name).schema(FOLDERS)]),
  ) as Record<(typeof contentNames)[number], z.ZodType>),
  emailjs: emailJsSchema,
}

export type SchemaName = keyof typeof zodSchemas

export const schemaNames = Object.keys(zodSchemas) as SchemaName[]

export const schemaFile = (name: SchemaName) => path.join(SCHEMAS_DIR, `${name}.schema.json`)

// Metadata of the zod schemas that is the GraphQL types' (content/content-types.ts), not the
// editor's.
const GRAPHQL_ONLY = ["file", "caseStudy"]

// A schema whose JSON Schema zod cannot derive gives its own, as `editorSchema` in its metadata
// (its description kept).
function editorOnly({ jsonSchema }: { jsonSchema: Record<string, unknown> }) {
  const own = jsonSchema.editorSchema
  const replaced = (key: string) => Boolean(own) && key !== "description"
  for (const key of Object.keys(jsonSchema))
    if (replaced(key) || GRAPHQL_ONLY.includes(key) || key === "editorSchema")
      delete jsonSchema[key]
  if (own) Object.assign(jsonSchema, own)
}

export function editorSchema(name: SchemaName) {
  const { $schema, ...schema } = z.toJSONSchema(zodSchemas[name], {
    target: "draft-07",
    io: "input",
    unrepresentable: "any",
    override: editorOnly,
  })
  return { $schema, title: `${name}.yaml`, ...schema }
}

// The file's text, as it is committed.
export const editorSchemaText = (name: SchemaName) =>
  `${JSON.stringify(editorSchema(name), null, 2)}\n`

/**
 * The first line of a content file in `contentDir`, which names its schema to the YAML language
 * server by its path relative to the file: `# yaml-language-server: $schema=../schemas/skills.schema.json`.
 */
export const schemaModeline = (contentDir: string, name: SchemaName) =>
  `# yaml-language-server: $schema=${path.relative(contentDir, schemaFile(name)).split(path.sep).join("/")}`
