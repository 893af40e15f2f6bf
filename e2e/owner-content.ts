import { existsSync } from "node:fs"
import path from "node:path"
import {
  contentFileName,
  contentNames,
  type ContentInput,
  type ContentName,
  type contentFiles,
} from "../gatsby/content/content-file-table"
import { readYaml } from "../gatsby/content/yaml-file.mjs"

// Every content file of the table (gatsby/content/content-file-table.ts); an optional file the
// owner left out is undefined.
export type OwnerContent = {
  [Name in ContentName]: (typeof contentFiles)[Name] extends { optional: true }
    ? ContentInput<Name> | undefined
    : ContentInput<Name>
}

export function readContent(dir: string): OwnerContent {
  const read = (name: ContentName) => {
    const file = path.join(dir, contentFileName(name))
    return existsSync(file) ? readYaml(file) : undefined
  }
  return Object.fromEntries(contentNames.map((name) => [name, read(name)])) as OwnerContent
}
