// @ts-check
// A value in the prose of a case study, from a named result: `{{= returns.change format=percent }}`
// in a paragraph, a list, a heading, a table's cell or a block quote is a reference to the column
// `change` of the result of the query `id=returns`, which the build writes in its place
// (reference-values.js). `{{=` is no template language's and no prose's: Jinja, Liquid, Vue and
// Handlebars write `{{ x }}`. A reference names the row of a result of more rows by its position
// (`row=2`) or by the value of a key column (`region=North`, `"sales region"="North East"`), and may
// name a format (`format=percent`, value-formats.js). Read from the text of the Markdown tree, never
// from code, inline code or the owner's HTML: inline code is how prose writes `{{=` as it is. One in
// an image's description, a link's address or title, where no value is written, is refused.
const { quotedName, shortText } = require("./quoting")

/**
 * @typedef {import("./blocks").MarkdownNode} MarkdownNode
 * @typedef {{ position: number } | { column: string, value: string }} RowChoice
 * @typedef {{ result: string, column: string, row: RowChoice | null, format: string | null }} Reference
 * @typedef {{ node: MarkdownNode, parent: MarkdownNode, start: number, end: number, source: string, line: number, column: number, linkable: boolean }} Place
 *   where a reference is: its text node, its offsets in the node's value, its own text, its line and
 *   column in the case study, and whether its value may be a link (not in a heading, already a
 *   link to itself, nor in a link)
 * @typedef {Place & ({ reference: Reference, problem: null } | { reference: null, problem: string })} FoundReference
 */

const OPEN = "{{="
const CLOSE = "}}"
// A name as a result's id is written (blocks.js) and a column's name that needs no quotes; or a
// name in double quotes, a quote in it doubled, as SQL quotes it.
const NAME = String.raw`[A-Za-z_][A-Za-z0-9_]*`
const QUOTED = String.raw`"(?:[^"]|"")*"`
const TARGET = new RegExp(`^(${NAME})\\.(${NAME}|${QUOTED})$`)
const OPTION = new RegExp(`^(${NAME}|${QUOTED})=(${QUOTED}|[^"]+)$`)
const EXAMPLE = "{{= returns.change format=percent }}"

const unquoted = (/** @type {string} */ text) =>
  text.startsWith('"') ? text.slice(1, -1).replace(/""/g, '"') : text

/**
 * The words of a reference, up to its "}}": each a run of characters other than white space, a
 * text in double quotes one piece of it. Null with why when it does not end.
 * @param {string} text the node's value
 * @param {number} from the offset after "{{="
 * @returns {{ words: string[], end: number } | { words: null, problem: string }}
 */
function referenceWords(text, from) {
  /** @type {string[]} */
  const words = []
  let word = ""
  let at = from
  while (at < text.length) {
    if (text.startsWith(CLOSE, at) && word === "") return { words, end: at + CLOSE.length }
    const character = text[at]
    if (/\s/.test(character)) {
      if (word) words.push(word)
      word = ""
      at += 1
    } else if (character === '"') {
      const quoted = new RegExp(QUOTED, "y")
      quoted.lastIndex = at
      const match = quoted.exec(text)
      if (!match) return { words: null, problem: `a quote in it is not closed: ${EXAMPLE}` }
      word += match[0]
      at += match[0].length
    } else if (text.startsWith(CLOSE, at)) {
      words.push(word)
      word = ""
    } else {
      word += character
      at += 1
    }
  }
  return {
    words: null,
    problem: `it does not end with "}}" in the same text: write it on its own, without *, _, \` or a link inside it (${EXAMPLE})`,
  }
}

/**
 * A reference from its words: the result and column, then options.
 * @param {string[]} words
 * @returns {{ reference: Reference, problem: null } | { reference: null, problem: string }}
 */
function referenceOf([target = "", ...options]) {
  const found = TARGET.exec(target)
  if (!found)
    return {
      reference: null,
      problem: `it names no result and column: start it with <id of a query>.<column> (${EXAMPLE})`,
    }
  /** @type {Reference} */
  const reference = { result: found[1], column: unquoted(found[2]), row: null, format: null }
  for (const option of options) {
    const [, key = "", value = ""] = OPTION.exec(option) ?? []
    const bare = !key.startsWith('"')
    if (!key)
      return {
        reference: null,
        problem: `${quotedName(option)} is not an option of a reference: write row=<n>, <key column>=<value> or format=<format>`,
      }
    if (bare && key === "format") {
      if (reference.format !== null)
        return { reference: null, problem: "it names two formats: keep one" }
      reference.format = unquoted(value)
    } else if (reference.row !== null)
      return { reference: null, problem: "it names its row twice: name it once" }
    else if (bare && key === "row") {
      // A row's position is a plain whole number, no longer than a JavaScript number holds exactly.
      if (!/^[1-9]\d*$/.test(value) || !Number.isSafeInteger(Number(value)))
        return {
          reference: null,
          problem: `row=${shortText(value)} is not a row's position: write row=1 for the first row`,
        }
      reference.row = { position: Number(value) }
    } else reference.row = { column: unquoted(key), value: unquoted(value) }
  }
  return { reference, problem: null }
}

/**
 * The line and column, in the case study, of `offset` in a text node's value: from the node's
 * start on its first line, from its end on its last (a block quote's "> " or a list's indentation
 * is not in the value), counted in the value in between.
 * @param {MarkdownNode & { value: string }} node
 * @param {number} offset
 */
function placeOf(node, offset) {
  const start = node.position?.start ?? { line: 1, column: 1 }
  const end = node.position?.end ?? start
  const lines = node.value.split("\n")
  const before = node.value.slice(0, offset).split("\n")
  const index = before.length - 1
  const inLine = before[index].length
  if (index === 0) return { line: start.line, column: start.column + inLine }
  if (index === lines.length - 1)
    return { line: end.line, column: end.column - (lines[index].length - inLine) }
  return { line: start.line + index, column: inLine + 1 }
}

/**
 * Every reference in a text node's value, with where it is and what it reads or why it reads
 * nothing.
 * @param {MarkdownNode & { value: string }} node
 * @param {MarkdownNode} parent
 * @param {boolean} linkable
 * @returns {FoundReference[]}
 */
function referencesIn(node, parent, linkable) {
  /** @type {FoundReference[]} */
  const found = []
  let start = node.value.indexOf(OPEN)
  while (start !== -1) {
    const read = referenceWords(node.value, start + OPEN.length)
    const end = read.words ? read.end : node.value.length
    const place = { node, parent, start, end, linkable, ...placeOf(node, start) }
    const source = node.value.slice(start, end)
    found.push(
      read.words
        ? { ...place, source, ...referenceOf(read.words) }
        : { ...place, source, reference: null, problem: read.problem },
    )
    start = node.value.indexOf(OPEN, end)
  }
  return found
}

// What holds no prose: code, and the owner's HTML (shown as text by gatsby-remark-owner-html).
const NOT_PROSE = new Set(["code", "inlineCode", "html"])

// What a value in it may not be a link in: a heading (a link to itself) and a link.
const INSIDE_NO_LINK = new Set(["heading", "link", "linkReference"])

// The fields of a node whose text is no prose, where a reference is never written: each field's
// name in a sentence, and where its value can be written instead.
const IMAGE_FIELDS = {
  alt: "an image's description (alt)",
  url: "an image's address",
  title: "an image's title",
  instead: "the text beside the image",
}
const LINK_FIELDS = { url: "a link's address", title: "a link's title", instead: "the link's text" }
/** @type {Record<string, Record<string, string>>} */
const NOT_READ_FIELDS = {
  image: IMAGE_FIELDS,
  imageReference: IMAGE_FIELDS,
  link: LINK_FIELDS,
  definition: LINK_FIELDS,
}

/**
 * The references in the fields of a node that are no prose (an image's description, a link's
 * address or title), each refused at the node's start: its value would never be written there.
 * @param {MarkdownNode & Record<string, unknown>} node
 * @param {MarkdownNode} parent
 * @returns {FoundReference[]}
 */
function unreadReferences(node, parent) {
  const { instead, ...fields } = NOT_READ_FIELDS[node.type] ?? {}
  const start = node.position?.start ?? { line: 1, column: 1 }
  return Object.entries(fields).flatMap(([field, named]) => {
    const text = typeof node[field] === "string" ? String(node[field]) : ""
    const at = text.indexOf(OPEN)
    if (at === -1) return []
    const close = text.indexOf(CLOSE, at)
    const source = text.slice(at, close === -1 ? text.length : close + CLOSE.length)
    const problem = `a reference in ${named} stays as written there: write the value in ${instead}`
    return [
      {
        node,
        parent,
        start: 0,
        end: 0,
        linkable: false,
        line: start.line,
        column: start.column,
        source,
        reference: null,
        problem,
      },
    ]
  })
}

/**
 * Each reference's column as the case study's `source` has it, where its line holds the same
 * references as the text read from it: a character reference (`&lt;`) or an escape before it on
 * its line is one character of the text, several of the source.
 * @param {FoundReference[]} found
 * @param {string} source
 */
function sourceColumns(found, source) {
  const lines = source.split("\n")
  for (const line of new Set(found.map((reference) => reference.line))) {
    const onLine = found.filter((reference) => reference.line === line)
    const text = lines[line - 1] ?? ""
    const starts = [...text.matchAll(/\{\{=/g)].map(({ index }) => index ?? 0)
    if (starts.length === onLine.length)
      for (const [index, reference] of onLine.entries()) reference.column = starts[index] + 1
  }
}

/**
 * Every reference of a case study's Markdown tree, in the page's order. `source` is the case
 * study's text, for the references' columns; `lineOffset` the lines before the text the tree was
 * parsed from (its front matter), so that a line is the file's.
 * @param {MarkdownNode} tree
 * @param {{ source?: string, lineOffset?: number }} [where]
 * @returns {FoundReference[]}
 */
function valueReferences(tree, { source, lineOffset = 0 } = {}) {
  /** @type {FoundReference[]} */
  const found = []
  /** @param {MarkdownNode} node @param {boolean} linkable */
  const walk = (node, linkable) => {
    for (const child of node.children ?? []) {
      if (NOT_PROSE.has(child.type)) continue
      if (child.type === "text")
        found.push(...referencesIn(/** @type {any} */ (child), node, linkable))
      else walk(child, linkable && !INSIDE_NO_LINK.has(child.type))
      // after a link's text, as its address and title come after it in the source
      found.push(...unreadReferences(/** @type {any} */ (child), node))
    }
  }
  walk(tree, true)
  for (const reference of found) reference.line += lineOffset
  if (source !== undefined) sourceColumns(found, source)
  return found
}

/**
 * The names of the results a case study's prose reads, in lower case (a query's id is read as SQL
 * reads a name: in any case).
 * @param {MarkdownNode} tree
 */
const referencedResults = (tree) =>
  new Set(
    valueReferences(tree).flatMap(({ reference }) =>
      reference ? [reference.result.toLowerCase()] : [],
    ),
  )

module.exports = { referencedResults, valueReferences }
