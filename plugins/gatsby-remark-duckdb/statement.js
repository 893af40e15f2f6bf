// @ts-check
// What a case study's query does, decided from DuckDB's own syntax tree (json_serialize_sql), never
// from its text: the one statement that reads, the files it names, the tables it reads by name, and
// what it may not do. A path is a constant of the tree, so what is checked is exactly what DuckDB
// reads; a path the query computes ('content/' || 'profile.yaml') is refused, as are functions that
// show DuckDB's settings or run SQL of their own, and what gives another result when or where the
// query runs (stability.js): a reader who runs the download must get the page's result.
const { calledFunction, callProblem } = require("./stability")

/**
 * @typedef {{ value: string, reader: string }} PathRead a path as the tree holds it, and the
 *   function that reads it ("FROM" for a file named as a table, `FROM 'data/sales.csv'`)
 * @typedef {{ paths: PathRead[], tables: string[], ordered: boolean, describes: boolean, fileColumns: boolean, problem: string | null }} Reads
 *   `tables` the names it reads that are not common table expressions in scope where it reads them,
 *   in lower case; `describes` and `fileColumns` as messages.js's Read says
 */

// The table functions that read files: their first argument is the path (or a list of paths).
const READERS = new Set([
  "read_csv",
  "read_csv_auto",
  "read_parquet",
  "parquet_scan",
  "read_json",
  "read_json_auto",
  "read_ndjson",
  "read_ndjson_auto",
  "read_json_objects",
  "read_json_objects_auto",
  "read_ndjson_objects",
  "read_text",
  "read_blob",
  "sniff_csv",
  "parquet_metadata",
  "parquet_schema",
  "parquet_file_metadata",
  "parquet_kv_metadata",
  "glob",
])

// The readers that give each file's time of change (last_modified): the build machine's, where a
// reader who unzips the download gets another.
const TIME_OF_CHANGE = new Set(["read_text", "read_blob"])

// The table functions that make rows of their arguments and read nothing.
const GENERATORS = new Set(["range", "generate_series", "unnest", "json_each", "json_tree"])

// The virtual columns DuckDB gives a file a query reads (`SELECT filename FROM 'data/sales.csv'`):
// its name and its place among the files, which another reading of it (the shell's, by its
// address) gives otherwise, or not at all. Read by name: a data file's own column of that name is
// taken for one too.
const FILE_COLUMNS = new Set(["filename", "file_row_number", "file_index"])

// The functions a query may not call: each shows what the build machine holds, or runs SQL the
// tree does not show.
/** @type {Record<string, string>} */
const REFUSED_FUNCTIONS = {
  current_setting: "shows DuckDB's settings, which are the build machine's",
  json_execute_serialized_sql: "runs SQL the query does not show",
  write_log: "writes DuckDB's log",
}

/**
 * @typedef {Map<string, "cte" | "recursive">} Scope the common table expressions a part of a
 *   statement can read by name (in lower case), as DuckDB's binder resolves them: "recursive" in the
 *   recursive part of a recursive one, where its name (and `recurring.<name>`) reads its rows so far
 */

/**
 * Every object of a syntax tree, in order, with the common table expressions in scope there. A
 * WITH's expressions are in scope in the query that declares them (its subqueries too), and each in
 * the later ones of the same WITH; not in itself nor in the earlier ones (there the name reads
 * DuckDB's catalog), except the recursive part of a recursive one (the right side of its
 * RECURSIVE_CTE_NODE: the anchor on its left reads the catalog).
 * @param {unknown} node
 * @param {Scope} scope
 * @param {(object: Record<string, any>, scope: Scope) => void} visit
 */
function walk(node, scope, visit) {
  if (!node || typeof node !== "object") return
  if (Array.isArray(node)) return node.forEach((item) => walk(item, scope, visit))
  const object = /** @type {Record<string, any>} */ (node)
  visit(object, scope)
  let inner = scope
  for (const { key, value } of object.cte_map?.map ?? []) {
    walk(value, inner, visit)
    inner = withName(inner, key, "cte")
  }
  const recursive = object.type === "RECURSIVE_CTE_NODE" ? object.cte_name : null
  for (const [field, child] of Object.entries(object))
    if (field === "right" && recursive !== null)
      walk(child, withName(inner, recursive, "recursive"), visit)
    else if (field !== "cte_map") walk(child, inner, visit)
}

/** @param {Scope} scope @param {unknown} name @param {"cte" | "recursive"} kind @returns {Scope} */
const withName = (scope, name, kind) => new Map([...scope, [String(name).toLowerCase(), kind]])

/**
 * The constant texts of a reader's path argument: a text, or a list of texts
 * (read_csv(['a.csv', 'b.csv'])); null when the query computes it.
 * @param {Record<string, any>} node
 * @returns {string[] | null}
 */
function constantPaths(node) {
  if (node.class === "CONSTANT")
    return node.value?.type?.id === "VARCHAR" && !node.value.is_null
      ? [String(node.value.value)]
      : null
  if (node.class === "FUNCTION" && /^(list_value|array_value)$/.test(node.function_name)) {
    const parts = (node.children ?? []).map(constantPaths)
    return parts.every(Array.isArray) ? parts.flat() : null
  }
  return null
}

// What a query that reads one of DuckDB's own tables is told.
const OWN_TABLE =
  "a table of DuckDB's own: read a data file by its path in quotes (FROM 'data/sales.csv') or a query's result by its id"

// A table named like a file (`FROM 'data/sales.csv'`), which DuckDB reads as one.
const isFileName = (/** @type {string} */ name) => /[./\\]/.test(name)

// What a sample without a seed (USING SAMPLE, TABLESAMPLE: its seed is -1 in the tree) is told.
const UNSEEDED_SAMPLE =
  "a sample without a seed picks other rows each time the query runs: the page shows the build's result, and a reader who runs the download later must get the same: give it a seed (USING SAMPLE reservoir(1000 ROWS) REPEATABLE (42))"

/**
 * What a statement's syntax tree reads, or the first thing it does that a case study's query may
 * not do.
 * @param {unknown} statement one statement of json_serialize_sql's tree
 * @param {ReadonlyMap<string, string>} unsteady the functions whose result depends on when or
 *   where they run, with why (stability.js: unsteadyFunctions)
 * @returns {Reads}
 */
function readsOf(statement, unsteady) {
  /** @type {PathRead[]} */
  const paths = []
  /** @type {Set<string>} */
  const tables = new Set()
  /** @type {string[]} */
  const problems = []
  let fileColumn = false
  walk(statement, new Map(), (node, scope) => {
    if (node.class === "COLUMN_REF")
      fileColumn ||= FILE_COLUMNS.has(String(node.column_names?.at(-1) ?? "").toLowerCase())
    if (node.type === "BASE_TABLE") {
      const name = String(node.table_name)
      const inScope = scope.get(name.toLowerCase())
      const qualified = Boolean(node.schema_name || node.catalog_name)
      // recurring.<name>: the rows so far of the recursive expression whose recursive part this is
      const recurring = !node.catalog_name && String(node.schema_name).toLowerCase() === "recurring"
      if (qualified && !(recurring && inScope === "recursive"))
        problems.push(
          `it reads "${[node.catalog_name, node.schema_name, name].filter(Boolean).join(".")}", ${OWN_TABLE}`,
        )
      else if (!qualified && !inScope) {
        if (isFileName(name)) paths.push({ value: name, reader: "FROM" })
        else tables.add(name.toLowerCase())
      }
    }
    if (node.type === "SHOW_REF" && node.table_name)
      problems.push(
        "it lists DuckDB's own catalog (SHOW TABLES, SHOW DATABASES, DESCRIBE alone): describe a data file by its path in quotes (DESCRIBE 'data/sales.csv') or a query's result by its id",
      )
    if (node.type === "TABLE_FUNCTION") {
      const name = String(node.function?.function_name ?? "").toLowerCase()
      if (READERS.has(name)) {
        const [first] = node.function.children ?? []
        const given = first ? constantPaths(first) : null
        if (given) paths.push(...given.map((value) => ({ value, reader: name })))
        else
          problems.push(
            `${name} is given a path the query computes: write each path as one text in quotes (${name}('data/sales.csv'))`,
          )
        if (TIME_OF_CHANGE.has(name))
          problems.push(
            `${name}() gives each file's time of change (last_modified), the build machine's, and a reader who unzips the download gets another: read the file with read_csv or read_json`,
          )
      } else if (!GENERATORS.has(name))
        problems.push(
          `${name}() is not a function a case study's query may read from: read files with read_csv, read_parquet, read_json, read_text or read_blob, and make rows with range or unnest`,
        )
    }
    const call = calledFunction(node)
    if (call && Object.hasOwn(REFUSED_FUNCTIONS, call.name))
      problems.push(`${call.name}() ${REFUSED_FUNCTIONS[call.name]}`)
    else if (call) {
      const problem = callProblem(call, unsteady)
      if (problem) problems.push(problem)
    }
    if (node.sample && !(Number(node.sample.seed) >= 0)) problems.push(UNSEEDED_SAMPLE)
  })
  return {
    paths,
    tables: [...tables],
    ordered: isOrdered(statement),
    describes: isDescribing(statement),
    fileColumns: fileColumn && paths.length > 0,
    problem: problems[0] ?? null,
  }
}

/**
 * Whether a statement is a DESCRIBE, SUMMARIZE or SHOW (its tree: a SELECT of a SHOW_REF), which
 * DuckDB takes as a view's or a table's query only as a subquery: `CREATE VIEW x AS FROM (DESCRIBE …)`.
 * @param {any} statement
 */
const isDescribing = (statement) => statement?.node?.from_table?.type === "SHOW_REF"

// Whether a statement's own result has a stable order: an ORDER BY at its top, or a kind of
// statement whose order is its own (DESCRIBE, SUMMARIZE, VALUES).
function isOrdered(/** @type {any} */ statement) {
  const node = statement?.node ?? {}
  if ((node.modifiers ?? []).some((/** @type {any} */ m) => m.type === "ORDER_MODIFIER"))
    return true
  return ["SHOW_REF", "EXPRESSION_LIST"].includes(node.from_table?.type)
}

// Why a statement that does not read is refused, by its first keyword.
/** @type {Record<string, string>} */
const WHAT_IT_DOES = {
  COPY: "writes a file",
  EXPORT: "writes files",
  IMPORT: "loads a database",
  ATTACH: "opens another database",
  DETACH: "closes a database",
  INSTALL: "installs an extension",
  LOAD: "loads an extension",
  FORCE: "installs an extension",
  UPDATE: "changes the database",
  SET: "changes DuckDB's settings",
  RESET: "changes DuckDB's settings",
  PRAGMA: "changes or reads DuckDB's settings",
  USE: "changes DuckDB's settings",
  CALL: "runs a procedure",
  EXPLAIN: "shows a plan, not data",
  CREATE: "changes the database",
  INSERT: "changes the database",
  DELETE: "changes the database",
  DROP: "changes the database",
  ALTER: "changes the database",
  TRUNCATE: "changes the database",
  CHECKPOINT: "writes the database",
  VACUUM: "writes the database",
  EXECUTE: "runs a prepared statement",
  PREPARE: "prepares a statement",
}

// The first word of a statement, as written: comments and spaces before it aside. Only names the
// statement in a message; what is refused was decided by the parser.
const firstKeyword = (/** @type {string} */ sql) =>
  /^(?:\s+|--[^\n]*\n?|\/\*[\s\S]*?\*\/)*([A-Za-z]+)/.exec(sql)?.[1] ?? sql.trim().split(/\s/)[0]

/**
 * Why a statement DuckDB's parser would not serialize (only statements that read are) is refused.
 * @param {string} sql
 */
function notReading(sql) {
  const keyword = firstKeyword(sql)
  const does = WHAT_IT_DOES[keyword.toUpperCase()] ?? "does not only read"
  return `${keyword} ${does}; a case study's queries only read`
}

module.exports = { OWN_TABLE, isDescribing, notReading, readsOf }
