// @ts-check
// The one allowlist HTML from a notebook goes through (rehype-sanitize, GitHub's rules by default):
// nothing that runs or styles reaches the page: no <script>, <style>, style= or on*= attribute,
// <iframe>, <object>, <embed>, javascript: or data: link. What it removes is reported, so that the
// build can say so.
import { find, html } from "property-information"
import { defaultSchema } from "rehype-sanitize"
import { visit } from "unist-util-visit"

/**
 * @typedef {import("rehype-sanitize").Options} Schema
 * @typedef {import("hast").Root} Root
 */

const HEADINGS = ["h1", "h2", "h3", "h4", "h5", "h6"]

// A Markdown cell's HTML: GitHub's rules. Its images and headings become Markdown's. What a
// <script> or <style> holds goes with it.
/** @type {Schema} */
export const markdownSchema = { ...defaultSchema, strip: ["script", "style"] }

// An output's HTML (a data frame, a SQL result): text and tables. Its pictures are image outputs of
// their own, and its headings would break the page's outline, so they are text here; the only
// classes are the ANSI colours of text output.
const defaults =
  /** @type {{ tagNames: string[], attributes: NonNullable<Schema["attributes"]> }} */ (
    defaultSchema
  )
/** @type {Schema} */
export const outputSchema = {
  ...markdownSchema,
  tagNames: defaults.tagNames.filter((tag) => tag !== "img" && !HEADINGS.includes(tag)),
  attributes: {
    ...defaults.attributes,
    span: [...(defaults.attributes.span ?? []), ["className", /^ansi-[\w-]+$/]],
    th: [...(defaults.attributes.th ?? []), "scope", "colSpan", "rowSpan"],
    td: [...(defaults.attributes.td ?? []), "colSpan", "rowSpan"],
  },
}

/** The attributes `schema` allows on `tagName`. @param {Schema} schema @param {string} tagName */
const allowedNames = (schema, tagName) =>
  [...(schema.attributes?.[tagName] ?? []), ...(schema.attributes?.["*"] ?? [])].map((entry) =>
    Array.isArray(entry) ? entry[0] : entry,
  )

/** A link's protocol, in lower case ("javascript"), if it has one. @param {unknown} value */
export const protocolOf = (value) =>
  /^([a-z][a-z0-9+.-]*):/i.exec(String(value).trim())?.[1].toLowerCase()

// What runs: the parts of HTML whose removal the build reports for every notebook. The rest that
// the sanitizer takes out of an output (pandas' <style scoped>, its class names) is its own
// styling, of no use on the page and no concern of the owner's.
const RUNS =
  /^(<(script|iframe|object|embed|frame|frameset|form|input|button)>|on\w+=|a (javascript|data|vbscript): link)$/

/**
 * Adds to `removed` what `schema` takes out of `tree`: elements as <name>, attributes as name=, and
 * links by their protocol; with `onlyWhatRuns`, only what would run.
 * @param {Schema} schema
 * @param {Root} tree
 * @param {Set<string>} removed
 * @param {{ onlyWhatRuns?: boolean }} [options]
 */
export function removedBy(schema, tree, removed, { onlyWhatRuns = false } = {}) {
  const add = (/** @type {string} */ what) => {
    if (!onlyWhatRuns || RUNS.test(what)) removed.add(what)
  }
  visit(tree, "element", (node) => {
    if (!schema.tagNames?.includes(node.tagName)) {
      add(`<${node.tagName}>`)
      return
    }
    const names = allowedNames(schema, node.tagName)
    for (const [property, value] of Object.entries(node.properties ?? {})) {
      if (!names.includes(property)) {
        add(`${find(html, property).attribute}=`)
        continue
      }
      const protocol = protocolOf(value)
      const protocols = schema.protocols?.[property]
      if (protocol && protocols && !protocols.includes(protocol)) add(`a ${protocol}: link`)
    }
  })
  return removed
}

// A link the sanitizer left without its target is its text.
export const unwrapDeadLinks = () => (/** @type {Root} */ tree) => {
  visit(tree, "element", (node, index, parent) => {
    if (node.tagName !== "a" || node.properties?.href || !parent || index === undefined) return
    parent.children.splice(index, 1, ...node.children)
    return index
  })
}
