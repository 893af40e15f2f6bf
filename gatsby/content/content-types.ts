import { z } from "zod"
import { contentFile, contentNames } from "./content-file-table"

// Gatsby's GraphQL types for the content, derived from its zod schemas (content-schema.ts) through
// their JSON Schema: a required field becomes `Type!`, an optional one nullable, a list `[Type!]`,
// a nested object a type of its own named after its path (ProfileYamlStats), and a field marked
// `.meta({ file: true })` a File that Gatsby finds by its path relative to the YAML file, and one
// marked `.meta({ caseStudy: true })` the MarkdownRemark of the case study at that path, and one
// marked `.meta({ dateText: true })` a date as the owner wrote it (schema-customization.ts).

type JsonSchema = {
  type?: string
  properties?: Record<string, JsonSchema>
  required?: ReadonlyArray<string>
  items?: JsonSchema
  file?: boolean
  caseStudy?: boolean
  dateText?: boolean
}

const pascalCase = (name: string) =>
  name.replace(/(^|[^a-zA-Z0-9])([a-zA-Z0-9])/g, (_match, _sep, letter: string) =>
    letter.toUpperCase(),
  )

const scalars: Record<string, string> = {
  string: "String",
  integer: "Int",
  number: "Float",
  boolean: "Boolean",
}

// The type definitions for one object schema, the type of each nested object first.
function objectTypes(typeName: string, schema: JsonSchema, node: boolean): string[] {
  const nested: string[] = []
  const fieldType = (name: string, field: JsonSchema): string => {
    if (field.type === "array" && field.items) return `[${fieldType(name, field.items)}!]`
    if (field.type === "object") {
      const nestedName = `${typeName}${pascalCase(name)}`
      nested.push(...objectTypes(nestedName, field, false))
      return nestedName
    }
    if (field.file) return "File"
    if (field.caseStudy) return "MarkdownRemark"
    const scalar = field.type && scalars[field.type]
    if (!scalar)
      throw new Error(`${typeName}.${name}: no GraphQL type for JSON Schema type ${field.type}`)
    return scalar
  }
  const fields = Object.entries(schema.properties ?? {}).map(([name, field]) => {
    const required = schema.required?.includes(name) ? "!" : ""
    const directive = field.file
      ? " @fileByRelativePath"
      : field.caseStudy
        ? " @caseStudyByRelativePath"
        : field.dateText
          ? " @dateText"
          : ""
    return `  ${name}: ${fieldType(name, field)}${required}${directive}`
  })
  // A YAML node is its file's child, said here so that File's child fields exist when the owner has
  // no such file (an optional one): the generated types do not change with the content.
  const header = node
    ? `type ${typeName} implements Node @childOf(types: ["File"]) @dontInfer`
    : `type ${typeName}`
  return [...nested, `${header} {\n${fields.join("\n")}\n}`]
}

// The GraphQL type of a YAML file's nodes, from its name without ".yaml": profile -> ProfileYaml.
// gatsby-transformer-yaml names its nodes with it (gatsby-config.ts); a file that holds a list
// makes one node per entry.
export const yamlTypeName = (name: string) => `${pascalCase(name)}Yaml`

export function graphqlTypeDefs(schema: z.ZodType, typeName: string): string {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema
  const entry = json.type === "array" && json.items ? json.items : json
  return objectTypes(typeName, entry, true).join("\n\n")
}

// Every content file's types (content/content-file-table.ts), an optional file's too: a page can
// ask for it and get null when the owner has none.
export function contentTypeDefs(contentDir: string, staticDir = "static"): string {
  return contentNames
    .map((name) =>
      graphqlTypeDefs(contentFile(name).schema({ contentDir, staticDir }), yamlTypeName(name)),
    )
    .join("\n\n")
}
