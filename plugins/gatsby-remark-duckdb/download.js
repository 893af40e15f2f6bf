// @ts-check
// A case study's queries for its reader to run: one .zip of the queries as one .sql file and the
// data files they read, at the paths they read them. Unzipped, `duckdb < <name>.sql` (DuckDB's own
// command line) gives every result of the page in the page's order, a named result as a view of
// that name. Made from the same blocks the page shows, through content-files' guard; the same
// content gives the same bytes (entries sorted, one fixed date).
const path = require("node:path")
const { zipSync } = require("fflate")
const { readContentFile } = require("content-files")
const { commonFolder, scriptName } = require("./download-names")
const { RUN_SETTINGS, queryScript } = require("./query-script")

/** @typedef {import("./queries").Ran} Ran */

// The date every entry carries (a zip's dates are local fields, so this reads the same anywhere).
const ENTRY_DATE = new Date(1980, 0, 1)

const sqlName = (/** @type {string} */ name) => `"${name.replace(/"/g, '""')}"`

/**
 * The .sql file: each query in the page's order, a named one as a view of its name (printed when
 * the page shows its table), the others as written, each as query-script.js writes and judges it.
 * @param {Ran[]} ran
 * @param {string} studyName the case study's file name, without its extension
 */
function queriesSql(ran, studyName) {
  const name = scriptName(studyName)
  const parts = ran.map(({ block, describes }) => {
    const query = queryScript({ ...block, describes })
    return block.id && block.output ? `${query}\nSELECT * FROM ${sqlName(block.id)};` : query
  })
  return [
    `-- The queries of the case study ${name}, in the order of its page.`,
    `-- From this folder: duckdb < ${name}.sql`,
    "-- DuckDB's settings as the site's build ran the queries, so that each gives the page's result:",
    RUN_SETTINGS,
    "",
    parts.join("\n\n"),
    "",
  ].join("\n")
}

/**
 * The case study's queries and their data as a zip, or null when it has no query: its name, its
 * bytes. `dir` is the case study's folder; every path a query reads is a file the guard accepted,
 * relative to it. The .sql file is where the case study is, under the folder that holds every file
 * the queries read (its own, unless a query reads '../…').
 * @param {Ran[]} ran
 * @param {{ name: string, dir: string, contentDir: string }} place `name` the case study's file
 *   name, without its extension
 */
function queriesZip(ran, { name, dir, contentDir }) {
  if (ran.length === 0) return null
  /** @type {Map<string, string>} */
  const files = new Map()
  for (const { paths } of ran)
    for (const { name: written, file } of paths) files.set(path.resolve(dir, written), file)
  const folders = [dir, ...[...files.keys()].map((file) => path.dirname(file))]
  const base = folders.reduce(commonFolder, dir)
  const entry = (/** @type {string} */ file) => path.relative(base, file).split(path.sep).join("/")
  /** @type {Record<string, [Uint8Array, { mtime: Date }]>} */
  const entries = {}
  const sqlFile = entry(path.join(dir, `${scriptName(name)}.sql`))
  entries[sqlFile] = [Buffer.from(queriesSql(ran, name), "utf8"), { mtime: ENTRY_DATE }]
  for (const file of [...files.keys()].sort())
    entries[entry(file)] = [
      readContentFile(/** @type {string} */ (files.get(file)), contentDir),
      { mtime: ENTRY_DATE },
    ]
  const sorted = Object.fromEntries(Object.entries(entries).sort(([a], [b]) => (a < b ? -1 : 1)))
  return {
    fileName: `${scriptName(name)}.zip`,
    sqlFile,
    bytes: Buffer.from(zipSync(sorted, { level: 9 })),
  }
}

module.exports = { queriesSql, queriesZip }
