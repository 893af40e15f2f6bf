import type { Folders } from "./content-schema"

// What a check of a whole content file is given besides its data (content-files.ts's `checks`): the
// folders, the file's location for messages, how an entry is named in them, and every file's data
// by its name (null where a file is absent or broken), for checks against another file. Its own
// module, so that the checks need not import the table that lists them.
export type FileCheckContext = Folders & {
  location: string
  entryLabel: (index: number) => string
  content: Partial<Record<string, unknown>>
}
