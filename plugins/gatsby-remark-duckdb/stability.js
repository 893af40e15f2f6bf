// @ts-check
// Whether a query's result depends on when or where it runs, judged from DuckDB's own catalog. The
// page shows the build's result, and a reader who runs the download later, on another machine,
// must get the same: then an error the reader's run would print (DuckDB's command line prints an
// error's message as it is, control characters and all) is an error the build's run met first,
// which stops the build. So a query may not call a function DuckDB does not call consistent
// (`duckdb_functions()`'s stability: VOLATILE, such as random() and error(), or
// CONSISTENT_WITHIN_QUERY, such as now() and current_date), a macro that calls one (ago()), nor the
// few that DuckDB calls consistent and that still read the clock or the session
// (current_localtimestamp(), age() of one date, version()).

/**
 * @typedef {{ name: string, stability: string | null, calls: string[] }} CatalogFunction a
 *   function of DuckDB's catalog: its name in lower case, its stability (null for a macro), and
 *   the functions a macro's definition calls
 * @typedef {{ name: string, written: string, argumentCount: number, asColumn: boolean }} Call a
 *   function a node of a syntax tree calls: its name in lower case, as the query writes it
 *   (`now()`, `current_date`), and whether it is written as a column
 */

// The names DuckDB's binder reads as a function's call where no column of that name is in scope,
// and the function each calls (GetSQLValueFunctionName, src/planner/column_qualifier.cpp).
/** @type {Record<string, string>} */
const SQL_VALUE_FUNCTIONS = {
  current_catalog: "current_catalog",
  current_date: "current_date",
  current_role: "current_role",
  current_schema: "current_schema",
  current_time: "get_current_time",
  current_timestamp: "get_current_timestamp",
  current_user: "current_user",
  localtime: "current_localtime",
  localtimestamp: "current_localtimestamp",
  session_user: "session_user",
  user: "user",
}

// Functions DuckDB's catalog calls consistent whose result still depends on when or where they run
// (ICU's current_localtime and current_localtimestamp take the time when the query is bound).
/** @type {Record<string, string>} */
const BY_NATURE = {
  current_localtime: "reads the clock",
  current_localtimestamp: "reads the clock",
  version: "gives the version of the DuckDB that runs it",
  getvariable: "reads a variable of the DuckDB session that runs it",
}

/** @type {Record<string, string>} */
const BY_STABILITY = {
  VOLATILE: "may give another result each time it is called (DuckDB calls it volatile)",
  CONSISTENT_WITHIN_QUERY:
    "gives another result each time the query runs (DuckDB calls it consistent within a query only)",
}

/**
 * The function a node of json_serialize_sql's tree calls, or null: a function's or a window
 * function's call, or a name DuckDB reads as one (`current_date`).
 * @param {Record<string, any>} node
 * @returns {Call | null}
 */
function calledFunction(node) {
  if (node.class === "FUNCTION" || node.class === "WINDOW") {
    const name = String(node.function_name ?? "").toLowerCase()
    return {
      name,
      written: `${name}()`,
      argumentCount: node.children?.length ?? 0,
      asColumn: false,
    }
  }
  const names = node.class === "COLUMN_REF" ? (node.column_names ?? []) : []
  const name = names.length === 1 ? String(names[0]).toLowerCase() : ""
  return Object.hasOwn(SQL_VALUE_FUNCTIONS, name)
    ? {
        name: SQL_VALUE_FUNCTIONS[name],
        written: String(names[0]),
        argumentCount: 0,
        asColumn: true,
      }
    : null
}

/**
 * The names of the functions a syntax tree calls (a macro's definition's), in lower case.
 * @param {unknown} tree
 * @returns {string[]}
 */
function calledFunctions(tree) {
  if (!tree || typeof tree !== "object") return []
  if (Array.isArray(tree)) return tree.flatMap(calledFunctions)
  const call = calledFunction(/** @type {Record<string, any>} */ (tree))
  return [...(call ? [call.name] : []), ...Object.values(tree).flatMap(calledFunctions)]
}

/**
 * The functions of DuckDB's catalog whose result depends on when or where they run, each with why:
 * by their stability, by nature, or as a macro that calls one of them.
 * @param {CatalogFunction[]} catalog
 * @returns {Map<string, string>}
 */
function unsteadyFunctions(catalog) {
  const reasons = new Map(Object.entries(BY_NATURE))
  for (const { name, stability } of catalog)
    if (stability && Object.hasOwn(BY_STABILITY, stability) && !reasons.has(name))
      reasons.set(name, BY_STABILITY[stability])
  // A macro is what it calls, through as many macros as it takes.
  for (let found = true; found;) {
    found = false
    for (const { name, calls } of catalog) {
      const called = calls.find((call) => reasons.has(call))
      if (reasons.has(name) || !called) continue
      reasons.set(name, `calls ${called}(), which ${reasons.get(called)}`)
      found = true
    }
  }
  return reasons
}

// What a query that calls one is told to do instead.
const INSTEAD =
  "the page shows the build's result, and a reader who runs the download later must get the same: write its value as a constant (DATE '2024-06-30', not current_date), or keep it in a data file"

/**
 * Why a query may not make a call, or null.
 * @param {Call} call
 * @param {ReadonlyMap<string, string>} unsteady unsteadyFunctions' answer
 */
function callProblem({ name, written, argumentCount, asColumn }, unsteady) {
  const column = asColumn
    ? `; a column of that name is written with its table's name (t.${written})`
    : ""
  if (unsteady.has(name)) return `${written} ${unsteady.get(name)}: ${INSTEAD}${column}`
  // age(d) counts from the day it runs; age(end, d) from the day it is given.
  if (name === "age" && argumentCount === 1)
    return `age() of one date counts from the day the query runs: the page shows the build's result, and a reader who runs the download later must get the same: give it the day to count to (age(DATE '2024-06-30', day))`
  return null
}

module.exports = { calledFunction, calledFunctions, callProblem, unsteadyFunctions }
