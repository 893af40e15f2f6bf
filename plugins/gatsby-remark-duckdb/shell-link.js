// @ts-check
// "Run in DuckDB's shell": a query of a case study as a script for DuckDB's own web shell
// (shell.duckdb.org), run there over the data files the site publishes beside it, by their https
// address. The shell reads its script from its address, `#queries=v0,<query>,<query>…`
// (duckdb-wasm's packages/duckdb-wasm-shell/src/shell.ts: each part after a comma is
// decodeURIComponent'd, its "-" and " " swapped back, and "~" and ";", and handed whole to DuckDB,
// which runs every statement in it and prints the last one's result). The script: DuckDB's
// settings as the build ran the query; a view of each data file, named by its path as the
// queries write it (a view of that name is what `FROM 'data/sales.csv'` reads, before a file),
// reading it by its address; each named result the query reads, as a table of its id, in the
// page's order; then the owner's query as it is written, never rewritten.
const { publishedFileProblem } = require("content-files")
const { RUN_SETTINGS, namedStatement } = require("./query-script")

/** @typedef {import("./queries").Ran} Ran */

// The shell's address.
const SHELL = "https://shell.duckdb.org/"
// The longest address a link may have. The shell's code sets no limit (it reads
// window.location.hash whole); the browsers do: Chromium keeps an address of at most 2 MiB
// (url::kMaxURLChars), Firefox of 1 MiB (network.standard-url.max-length), so 1 MiB opens
// everywhere.
const MAX_ADDRESS = 1024 * 1024

const sqlName = (/** @type {string} */ name) => `"${name.replace(/"/g, '""')}"`
const sqlText = (/** @type {string} */ text) => `'${text.replace(/'/g, "''")}'`

// The shell's own swap of characters in its address, which undoes itself.
const SWAPS = /** @type {Record<string, string>} */ ({ " ": "-", "-": " ", ";": "~", "~": ";" })
const swapped = (/** @type {string} */ text) => text.replace(/[ \-;~]/g, (c) => SWAPS[c])

/**
 * The shell's address that runs `parts`, each handed to DuckDB whole.
 * @param {string[]} parts
 */
const shellAddress = (parts) =>
  `${SHELL}#queries=v0,${parts.map((part) => encodeURIComponent(swapped(part))).join(",")}`

/**
 * The parts of a shell address, as the shell reads them back.
 * @param {string} address
 */
const shellParts = (address) =>
  address
    .slice(address.indexOf("#"))
    .split(",")
    .slice(1)
    .map((part) => swapped(decodeURIComponent(part)))

/**
 * The queries `index` needs, in the page's order: those whose named results it reads, theirs, and
 * itself.
 * @param {Ran[]} ran
 * @param {number} index
 */
function neededQueries(ran, index) {
  const needed = new Set([index])
  for (let k = index; k >= 0; k--) {
    if (!needed.has(k)) continue
    for (const name of ran[k].reads)
      needed.add(ran.findIndex(({ block }) => block.id?.toLowerCase() === name))
  }
  return [...needed].filter((k) => k >= 0).sort((a, b) => a - b)
}

/**
 * The shell's link of query `index`, or why it has none: every file it reads (itself or through a
 * named result) named as a table, one file each (a reader's call, read_csv('…'), or a glob reads
 * a path the shell's DuckDB has no file at), and one the site publishes.
 * @param {Ran[]} ran
 * @param {number} index
 * @param {{ contentDir: string, addressOf: (file: string) => string }} options `addressOf` a data
 *   file's https address on the site (its real path)
 * @returns {{ address: string, reason: null } | { address: null, reason: string }}
 */
function shellLink(ran, index, { contentDir, addressOf }) {
  const none = (/** @type {string} */ reason) => ({ address: null, reason })
  const queries = neededQueries(ran, index).map((k) => ran[k])
  const fileColumns = queries.find((query) => query.fileColumns)
  if (fileColumns)
    return none(
      `the query at line ${fileColumns.block.line} reads a file's own columns (filename, file_row_number, file_index), which the shell, reading the file by its address, gives otherwise`,
    )
  /** @type {Map<string, string>} */
  const views = new Map()
  for (const { readers, paths } of queries)
    for (const { path, reader, names } of readers) {
      const file = paths.find(({ name }) => name === names[0])?.file
      if (reader !== "FROM" || names.length !== 1 || names[0] !== path || !file)
        return none(
          `it reads '${path}' by ${reader === "FROM" ? "a pattern" : `${reader}()`}: the shell's DuckDB finds a file named as a table (FROM '${names[0] ?? path}') only`,
        )
      const problem = publishedFileProblem(file, contentDir)
      if (problem) return none(`the site does not publish '${path}', which ${problem}`)
      views.set(
        path,
        `CREATE OR REPLACE VIEW ${sqlName(path)} AS FROM ${sqlText(addressOf(file))};`,
      )
    }
  const query = ran[index].block
  const parts = [
    RUN_SETTINGS,
    ...(views.size ? [[...views.values()].join("\n")] : []),
    ...queries
      .slice(0, -1)
      .map(({ block, describes }) => namedStatement({ ...block, describes }, "TABLE")),
    query.sql.trimEnd(),
  ]
  const address = shellAddress(parts)
  return address.length > MAX_ADDRESS
    ? none(
        `its address would be ${address.length.toLocaleString("en")} characters long, more than a browser opens (${MAX_ADDRESS.toLocaleString("en")})`,
      )
    : { address, reason: null }
}

module.exports = { MAX_ADDRESS, shellLink, shellParts }
