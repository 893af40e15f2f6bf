/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"

// Every file the build reads of the owner's content goes through content-files' guard (links
// resolved, inside the content folder, a regular file): no other build code reads the file system,
// except where this table says what it reads, none of which is the owner's content.

const root = path.resolve(__dirname, "..")

const READS =
  /\b(readFileSync|readFile|createReadStream|statSync|lstatSync|existsSync|readdirSync|opendirSync|realpathSync|openSync|copyFileSync|cpSync|accessSync)\b|["']node:fs\/promises["']|["']fs\/promises["']|\bfs\.promises\b/g

// What each module other than the guard may read, and why it is not the owner's content.
const OTHER_READS: Record<string, { reads: string[]; what: string }> = {
  "packages/content-files/guard.js": {
    reads: ["lstatSync", "openSync", "readdirSync", "readFileSync", "realpathSync", "statSync"],
    what: "the guard itself",
  },
  "plugins/gatsby-remark-duckdb/runner.js": {
    reads: ["existsSync", "readFileSync", "realpathSync"],
    what: "the result cache in .cache/, and the content folder's own real path",
  },
  "packages/engine-box/index.js": {
    reads: ["readFileSync"],
    what: "/proc/<pid>/status: the memory of an engine's process (the queries', a chart's…)",
  },
  "plugins/gatsby-plugin-static-by-default/built-islands.js": {
    reads: ["existsSync", "readFileSync"],
    what: "the list of built islands in .cache/, for the bench",
  },
  "plugins/gatsby-plugin-static-by-default/islands.js": {
    reads: ["existsSync", "readdirSync"],
    what: "the site's islands folder, src/islands/",
  },
  "plugins/gatsby-plugin-static-by-default/pages.js": {
    reads: ["readFileSync"],
    what: "the pages Gatsby built in public/, and the built islands in public/static/islands/",
  },
  "gatsby/site-files/static-files.ts": {
    reads: ["openSync", "readdirSync"],
    what: "the files the build wrote under public/static/, for their first bytes",
  },
  "gatsby/views/view-pages.ts": {
    reads: ["existsSync", "readdirSync"],
    what: "the views' files an earlier build wrote under public/for/ and public/static/share/, to remove them",
  },
  "gatsby/site-files/inline-scripts.ts": {
    reads: ["readFileSync"],
    what: "the pages Gatsby built in public/, and its _headers",
  },
  "plugins/gatsby-remark-vega-lite/chart.mjs": {
    reads: ["readFileSync"],
    what: "the plugin's own explorer.css",
  },
  "plugins/gatsby-remark-vega-lite/schema-problem.mjs": {
    reads: ["readFileSync"],
    what: "Vega-Lite's JSON Schema in node_modules",
  },
  "gatsby/fonts/font.ts": { reads: ["readFileSync"], what: "the site's vendored fonts" },
  "plugins/gatsby-transformer-notebook/svg-picture.mjs": {
    reads: ["readFileSync"],
    what: "resvg's WebAssembly in node_modules, and the site's fonts it is given",
  },
  "gatsby/share-cards/share-cards.ts": {
    reads: ["existsSync", "readFileSync"],
    what: "the drawn cards in .cache/share-cards, and the vendored fonts' bytes for their key",
  },
  "packages/share-card/card-fonts.js": {
    reads: ["readFileSync"],
    what: "the fonts it is given",
  },
  "packages/share-card/index.js": {
    reads: ["readdirSync", "readFileSync"],
    what: "its own folder's code, for its digest",
  },
}

// The build's code: plugins, local packages, gatsby/ and the root gatsby-*.ts, not their tests.
function buildFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory())
      return ["node_modules", "test", "fixtures"].includes(name) ? [] : buildFiles(file)
    return /\.(ts|tsx|js|mjs)$/.test(name) && !name.endsWith(".d.ts") ? [file] : []
  })
}

const files = [
  ...["plugins", "packages", "gatsby"].flatMap((dir) => buildFiles(path.join(root, dir))),
  ...readdirSync(root)
    .filter((name) => /^gatsby-.*\.tsx?$/.test(name))
    .map((name) => path.join(root, name)),
]

// The reads a module's code makes (comments aside).
const readsOf = (file: string) => {
  const code = readFileSync(file, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "")
  return [...new Set([...code.matchAll(READS)].map(([read]) => read))].sort()
}

test("no build code reads the file system but through content-files' guard, or what it names", () => {
  const found = Object.fromEntries(
    files
      .map((file) => [path.relative(root, file).split(path.sep).join("/"), readsOf(file)] as const)
      .filter(([, reads]) => reads.length > 0),
  )
  expect(found).toEqual(
    Object.fromEntries(
      Object.entries(OTHER_READS).map(([file, { reads }]) => [file, [...reads].sort()]),
    ),
  )
})

test("the check can fail: a read of a content path is found", () => {
  expect(readsOf(path.join(root, "packages/content-files/guard.js"))).toContain("readFileSync")
  expect(files.length).toBeGreaterThan(40)
})
