// @ts-check
// The values in a case study's prose: each reference (value-references.js) read from the results
// of its queries (reference-values.js), and written in its place on the Markdown tree as text, never
// HTML: a link to its query's block, whose title says which query and cell; in a heading (a link to
// itself) or a link, the same text and title without a link of its own. The checks and the build
// read the problems the same way.
const { shortText } = require("./quoting")
const { referenceValue } = require("./reference-values")
const { valueReferences } = require("./value-references")

/**
 * @typedef {import("./blocks").MarkdownNode} MarkdownNode
 * @typedef {import("./queries").Ran} Ran
 * @typedef {import("./value-references").Place} Place
 * @typedef {import("./reference-values").ReferenceValue} ReferenceValue
 * @typedef {Place & { found: ReferenceValue | null, problem: string | null }} ProseValue
 * @typedef {{ line: number, column: number, message: string }} ValueProblem
 */

/**
 * Every reference of the tree with the value it reads, or why it reads none (`found` and
 * `problem` both null: the query it reads did not run, and that query's own problem is listed).
 * @param {MarkdownNode} tree
 * @param {Ran[]} ran
 * @param {{ source?: string, lineOffset?: number }} [where] the case study's text, for the
 *   references' columns, and the lines of its front matter, which the tree was parsed without
 * @returns {ProseValue[]}
 */
const proseValues = (tree, ran, where) =>
  valueReferences(tree, where).map((place) => {
    if (!place.reference) return { ...place, found: null, problem: place.problem }
    const read = referenceValue(place.reference, ran)
    return { ...place, found: read?.found ?? null, problem: read?.problem ?? null }
  })

/**
 * The problems of the references, each at its line and column, starting with the reference.
 * @param {ProseValue[]} values
 * @returns {ValueProblem[]}
 */
const valueProblems = (values) =>
  values.flatMap(({ line, column, source, problem }) =>
    problem
      ? [{ line, column, message: `${shortText(source.replace(/\s+/g, " "))}: ${problem}` }]
      : [],
  )

/**
 * A value's node: text in a link to its query, or in a span where it may not be a link.
 * @param {ReferenceValue} found
 * @param {boolean} linkable
 * @returns {MarkdownNode}
 */
function valueNode({ value, anchor, title }, linkable) {
  const children = [{ type: "text", value }]
  if (linkable)
    return /** @type {MarkdownNode} */ ({
      type: "link",
      url: `#${anchor}`,
      title,
      data: { hProperties: { className: ["sql-value"] } },
      children,
    })
  return {
    type: "sqlValue",
    data: { hName: "span", hProperties: { className: ["sql-value"], title } },
    children,
  }
}

/**
 * Writes each value in place of its reference, on the tree the references were read from. Every
 * reference must have its value (no problems).
 * @param {ProseValue[]} values
 */
function writeValues(values) {
  /** @type {Map<MarkdownNode, ProseValue[]>} */
  const byNode = new Map()
  for (const value of values) byNode.set(value.node, [...(byNode.get(value.node) ?? []), value])
  for (const [node, inNode] of byNode) {
    const text = /** @type {string} */ (node.value)
    /** @type {MarkdownNode[]} */
    const nodes = []
    let at = 0
    for (const { start, end, found, linkable } of inNode) {
      if (!found) continue
      if (start > at) nodes.push({ type: "text", value: text.slice(at, start) })
      nodes.push(valueNode(found, linkable))
      at = end
    }
    if (at < text.length) nodes.push({ type: "text", value: text.slice(at) })
    const parent = inNode[0].parent
    const siblings = /** @type {MarkdownNode[]} */ (parent.children)
    siblings.splice(siblings.indexOf(node), 1, ...nodes)
  }
}

module.exports = { proseValues, valueProblems, writeValues }
