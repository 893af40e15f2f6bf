// `npm run schemas`: writes the content files' JSON Schemas (gatsby/site-files/editor-schemas.ts)
// into schemas/, after a change of the zod schemas; __tests__/gatsby/editor-schemas.test.ts fails
// until they are written and committed.
import { mkdirSync, writeFileSync } from "node:fs"
import {
  editorSchemaText,
  schemaFile,
  schemaNames,
  SCHEMAS_DIR,
} from "../gatsby/site-files/editor-schemas"

mkdirSync(SCHEMAS_DIR, { recursive: true })
for (const name of schemaNames) {
  writeFileSync(schemaFile(name), editorSchemaText(name))
  console.log(`wrote ${schemaFile(name)}`)
}
