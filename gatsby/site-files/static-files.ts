import { closeSync, openSync, readdirSync, readSync } from "node:fs"
import path from "node:path"
import { markupStart } from "content-files"

// What the build publishes under /static/ (the CSV files of queries and charts, a notebook's
// figures, the linked files it copies, the zips of queries, the islands) must pass the rule the
// owner's linked files pass: it may not start like a page. A browser given no type for a file (a
// host that sends none) reads its first bytes, and one that starts with a tag is opened as a page
// and runs on the site's origin. A second wall behind each writer's own (a CSV's header in
// quotes): after the build, every file is read, whatever its name; an image or an archive never
// starts with "<", and the standard looks for a page's tags before it looks for binary bytes.

// The bytes a browser sniffs (the MIME Sniffing Standard reads 1,445), with room.
const HEAD_BYTES = 2048

function firstBytes(file: string) {
  const descriptor = openSync(file, "r")
  try {
    const head = Buffer.alloc(HEAD_BYTES)
    return head.subarray(0, readSync(descriptor, head, 0, HEAD_BYTES, 0))
  } finally {
    closeSync(descriptor)
  }
}

// Each file under `publicDir`/static/ that starts like a page: a sentence naming it (under
// `publicDir` as given) and the tag it starts with.
export function pageLikeFiles(publicDir = "public"): string[] {
  const folder = path.join(publicDir, "static")
  let entries
  try {
    entries = readdirSync(folder, { recursive: true, withFileTypes: true })
  } catch {
    return []
  }
  return entries
    .filter((entry) => entry.isFile())
    .flatMap((entry) => {
      const file = path.join(entry.parentPath, entry.name)
      const tag = markupStart(firstBytes(file))
      return tag
        ? [
            `${file} starts like a web page ("${tag}"), which a browser given no type would open as one, running its scripts on the site: it was made from the content (a query's column, a chart's title, a linked file), so change what made it`,
          ]
        : []
    })
}
