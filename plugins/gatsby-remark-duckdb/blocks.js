// @ts-check
// A case study's queries: its fenced code blocks of language `sql`, in order, each with the options
// of its info string, spelt as Observable Framework and Quarto spell them (```sql id=monthly echo=false).
// Read from the Markdown tree gatsby-transformer-remark parses (remark 13), by the checks and the
// remark plugin alike.
const visit = require("unist-util-visit")

// SQL of other databases, which a case study shows highlighted as SQL but does not run: a query of
// the owner's warehouse, whose tables are not in the repository (```postgresql).
const SQL_DIALECTS = [
  "postgresql",
  "postgres",
  "mysql",
  "sqlite",
  "bigquery",
  "snowflake",
  "redshift",
  "tsql",
  "trino",
  "sparksql",
]

// How long a query may run, in seconds, unless its block says `timeout=<seconds>`.
const DEFAULT_TIMEOUT = 30
const MAX_TIMEOUT = 600

/**
 * @typedef {import("unist").Node & { lang?: string | null, meta?: string | null, value?: string, children?: MarkdownNode[] }} MarkdownNode
 * @typedef {{ node: MarkdownNode, number: number, line: number, sql: string, id: string | null, echo: boolean, output: boolean, timeout: number, problems: string[] }} Block
 *   `number` counts the case study's queries from 1; `problems` are its info string's
 */

// A name a later query can read the result by: an SQL identifier that needs no quotes.
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/

/**
 * The options of a block's info string after its language, and what is wrong with them.
 * @param {string} meta
 */
function options(meta) {
  /** @type {{ id: string | null, echo: boolean, output: boolean, timeout: number }} */
  const found = { id: null, echo: true, output: true, timeout: DEFAULT_TIMEOUT }
  /** @type {string[]} */
  const problems = []
  for (const option of meta.split(/\s+/).filter(Boolean)) {
    const [key, value = ""] = option.split("=", 2)
    if (key === "id") {
      if (NAME.test(value)) found.id = value
      else
        problems.push(
          `id=${value} is not a name a later query can read: use letters, digits and _, starting with a letter (id=monthly_sales)`,
        )
    } else if ((key === "echo" || key === "output") && /^(true|false)$/.test(value))
      found[key] = value === "true"
    else if (key === "timeout" && /^\d+$/.test(value) && Number(value) >= 1) {
      found.timeout = Math.min(Number(value), MAX_TIMEOUT)
      if (Number(value) > MAX_TIMEOUT)
        problems.push(`timeout=${value} is more than ${MAX_TIMEOUT} seconds`)
    } else
      problems.push(
        `"${option}" is not an option of a query: write id=<name>, echo=false, output=false or timeout=<seconds>`,
      )
  }
  return { ...found, problems }
}

/**
 * The queries of a case study's Markdown tree, in order; `lineOffset` the lines before the text
 * the tree was parsed from (its front matter), so that a block's line is the file's.
 * @param {MarkdownNode} tree
 * @param {number} [lineOffset]
 * @returns {Block[]}
 */
function sqlBlocks(tree, lineOffset = 0) {
  /** @type {Block[]} */
  const blocks = []
  visit(tree, "code", (/** @type {MarkdownNode} */ node) => {
    if ((node.lang ?? "").toLowerCase() !== "sql") return
    blocks.push({
      node,
      number: blocks.length + 1,
      line: (node.position?.start.line ?? 1) + lineOffset,
      sql: node.value ?? "",
      ...options(node.meta ?? ""),
    })
  })
  return blocks
}

/**
 * The queries of a case study's Markdown tree by their code node: for a module that walks the tree
 * itself and meets a query's node, the query it is (not the one at the same place in a list).
 * @param {MarkdownNode} tree
 * @returns {Map<MarkdownNode, Block>}
 */
const sqlBlocksByNode = (tree) => new Map(sqlBlocks(tree).map((block) => [block.node, block]))

const QUERY_ANCHOR_PREFIX = "query-"

// Where a query is on its page: its id's anchor, or its number's.
const queryAnchor = (/** @type {Pick<Block, "id" | "number">} */ block) =>
  `${QUERY_ANCHOR_PREFIX}${block.id ?? block.number}`

// Whether an anchor of a page (an element's id) is a query's.
const isQueryAnchor = (/** @type {string} */ anchor) => anchor.startsWith(QUERY_ANCHOR_PREFIX)

module.exports = {
  DEFAULT_TIMEOUT,
  SQL_DIALECTS,
  isQueryAnchor,
  queryAnchor,
  sqlBlocks,
  sqlBlocksByNode,
}
