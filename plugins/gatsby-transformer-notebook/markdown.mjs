// @ts-check
// The notebook's Markdown as the page's: raw HTML and links that would run through the sanitizer
// and back to Markdown, links to files that are not there as their text, and headings at the
// levels the page gives them.
import contentFiles from "content-files"
import rehypeRaw from "rehype-raw"
import rehypeRemark from "rehype-remark"
import rehypeSanitize from "rehype-sanitize"
import remarkGfm from "remark-gfm"
import remarkParse from "remark-parse"
import remarkRehype from "remark-rehype"
import remarkStringify from "remark-stringify"
import { unified } from "unified"
import { visit } from "unist-util-visit"
import notebookFormat from "./notebook.js"
import { markdownSchema, protocolOf, removedBy, unwrapDeadLinks } from "./sanitize.mjs"

const { levelsUnderTitle } = notebookFormat
const { isHtmlComment } = contentFiles

/**
 * @typedef {import("mdast").Root} Root
 * @typedef {import("mdast").Heading} Heading
 */

const parse = (/** @type {string} */ markdown) =>
  unified().use(remarkParse).use(remarkGfm).parse(markdown)

// Whether Markdown holds what only the sanitizer may judge: raw HTML (comments aside, as a browser
// reads them), or a link, an image or a reference's definition whose address has a protocol the
// sanitizer would refuse (`javascript:`, `data:`). A definition is judged as a link and as an
// image: a reference of either kind may use it.
function needsSanitizer(/** @type {string} */ markdown) {
  let found = false
  const { protocols } = markdownSchema
  const refused = (
    /** @type {string} */ url,
    /** @type {string[] | null | undefined} */ allowed,
  ) => {
    const protocol = protocolOf(url)
    return protocol !== undefined && !(allowed ?? []).includes(protocol)
  }
  visit(parse(markdown), (node) => {
    if (node.type === "html") found ||= !isHtmlComment(node.value)
    if (node.type === "image") found ||= refused(node.url, protocols?.src)
    if (node.type === "link") found ||= refused(node.url, protocols?.href)
    if (node.type === "definition")
      found ||= refused(node.url, protocols?.src) || refused(node.url, protocols?.href)
  })
  return found
}

/**
 * Markdown with raw HTML (common in notebooks: <br>, <img>, <div>) or links that would run, through
 * the sanitizer and back to Markdown, so that its images and headings go where Markdown's go;
 * Markdown that needs no sanitizer stays as written. `removed` says what the sanitizer took out.
 * @param {string} markdown
 */
export async function safeMarkdown(markdown) {
  /** @type {Set<string>} */
  const removed = new Set()
  if (!needsSanitizer(markdown)) return { markdown, removed }
  const file = await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRaw)
    .use(() => (/** @type {import("hast").Root} */ tree) => {
      removedBy(markdownSchema, tree, removed)
    })
    .use(rehypeSanitize, markdownSchema)
    .use(unwrapDeadLinks)
    .use(rehypeRemark)
    .use(remarkGfm)
    .use(remarkStringify)
    .process(markdown)
  return { markdown: String(file), removed }
}

/**
 * Markdown whose links to files that are not there (`linkProblem` says why) are their text: real
 * notebooks link their neighbours in a book or a repository, which the site does not have.
 * @param {string} markdown
 * @param {(url: string) => string | null} linkProblem
 */
export function withDeadLinksAsText(markdown, linkProblem) {
  const tree = parse(markdown)
  /** @type {Map<string, string>} */
  const definitions = new Map()
  visit(tree, "definition", (node) => void definitions.set(node.identifier, node.url))
  /** @type {string[]} */
  const problems = []
  // The definitions of the references shown as text.
  /** @type {Set<string>} */
  const unused = new Set()
  visit(tree, (node, index, parent) => {
    if ((node.type !== "link" && node.type !== "linkReference") || !parent || index === undefined)
      return
    const url = node.type === "link" ? node.url : (definitions.get(node.identifier) ?? "")
    const problem = linkProblem(url)
    if (!problem) return
    problems.push(problem)
    if (node.type === "linkReference") unused.add(node.identifier)
    parent.children.splice(index, 1, ...node.children)
    return index
  })
  if (!problems.length) return { markdown, problems }
  visit(tree, "definition", (node, index, parent) => {
    if (!unused.has(node.identifier) || !parent || index === undefined) return
    parent.children.splice(index, 1)
    return index
  })
  return { markdown: unified().use(remarkGfm).use(remarkStringify).stringify(tree), problems }
}

/**
 * The Markdown fragments with their headings at the levels the page gives them (levelsUnderTitle),
 * each rewritten in place as an ATX heading.
 * @param {string[]} fragments
 */
export function withHeadingsUnderTitle(fragments) {
  const headings = fragments.map((markdown) => {
    /** @type {Heading[]} */
    const found = []
    visit(parse(markdown), "heading", (heading) => void found.push(heading))
    return found
  })
  const depths = levelsUnderTitle(headings.flat().map((heading) => heading.depth))
  let next = 0
  return fragments.map((markdown, index) =>
    headings[index]
      .map((heading) => {
        const [first, last] = [heading.children[0], heading.children[heading.children.length - 1]]
        const text =
          first && last
            ? markdown.slice(first.position?.start.offset, last.position?.end.offset)
            : ""
        return {
          start: heading.position?.start.offset ?? 0,
          end: heading.position?.end.offset ?? 0,
          text: `${"#".repeat(depths[next++])} ${text}`,
        }
      })
      .reverse()
      .reduce(
        (text, edit) => text.slice(0, edit.start) + edit.text + text.slice(edit.end),
        markdown,
      ),
  )
}
