import { caseStudyKind, loadCaseStudyOf } from "case-study"
import { queryAnchor, sqlBlocksByNode } from "gatsby-remark-duckdb/blocks"
import { codeAnchor, isQuery } from "gatsby-remark-code-anchors"
import { notebookLanguageOf, notebookOutline } from "gatsby-transformer-notebook/checks"
import toString from "mdast-util-to-string"
import type { Node } from "unist"
import visit from "unist-util-visit"

// The pieces of work a case study holds, each where its page anchors it: its queries
// (gatsby-remark-duckdb's #query-…), its code blocks (gatsby-remark-code-anchors' #code-<n>, in the
// page's order) and, for a notebook, its language. Read as the page is made, so that a skill's page
// links the very block, under the heading its page shows (a value of a query written in, where the
// heading reads one: `shownHeadings`, the built case study's, in order).

type MarkdownNode = Node & { lang?: string | null; value?: string; depth?: number }

export type CodeBlock = {
  anchor: string
  language: string
  firstLine: string
  heading: string | null
}
export type QueryBlock = {
  anchor: string
  id: string | null
  firstLine: string
  heading: string | null
}
export type CaseStudyBlocks = {
  notebookLanguage: string | null
  queries: QueryBlock[]
  code: CodeBlock[]
}

const firstLine = (code: string) => code.trim().split("\n")[0]?.trim() ?? ""

function markdownBlocks(
  file: string,
  contentDir: string,
  shownHeadings: ReadonlyArray<string> | undefined,
): CaseStudyBlocks {
  const tree = loadCaseStudyOf(file, contentDir, "markdown").tree as MarkdownNode
  // Each owner decides which of its blocks it anchors: gatsby-remark-duckdb its queries, known by
  // their node; gatsby-remark-code-anchors the other code blocks, numbered in the page's order.
  const queries = sqlBlocksByNode(tree)
  const code: CodeBlock[] = []
  const queryBlocks: QueryBlock[] = []
  let heading: string | null = null
  let headings = 0
  visit(tree, (node: MarkdownNode) => {
    if (node.type === "heading")
      heading = shownHeadings?.[headings++] ?? toString(node as Parameters<typeof toString>[0])
    if (node.type !== "code") return
    const query = queries.get(node)
    if (query)
      queryBlocks.push({
        anchor: queryAnchor(query),
        id: query.id,
        firstLine: firstLine(query.sql),
        heading,
      })
    if (!isQuery(node, file))
      code.push({
        anchor: codeAnchor(code.length + 1),
        language: (node.lang ?? "").toLowerCase(),
        firstLine: firstLine(node.value ?? ""),
        heading,
      })
  })
  return { notebookLanguage: null, queries: queryBlocks, code }
}

function notebookBlocks(file: string, contentDir: string): CaseStudyBlocks {
  const { codeLanguages } = notebookOutline(file, contentDir)
  return {
    notebookLanguage: notebookLanguageOf(file, contentDir),
    queries: [],
    code: codeLanguages.map((language, index) => ({
      anchor: codeAnchor(index + 1),
      language: language.toLowerCase(),
      firstLine: "",
      heading: null,
    })),
  }
}

/**
 * The pieces of work of the case study `file` (a Markdown file or a notebook), under the headings
 * `shownHeadings` (its page's, in order), or as the Markdown writes them.
 */
export const caseStudyBlocks = (
  file: string,
  contentDir: string,
  shownHeadings?: ReadonlyArray<string>,
) =>
  caseStudyKind(file) === "notebook"
    ? notebookBlocks(file, contentDir)
    : markdownBlocks(file, contentDir, shownHeadings)
