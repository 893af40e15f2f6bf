import { readFileSync } from "node:fs"
import { caseStudyKind } from "case-study/kind"
import { sqlBlocks } from "gatsby-remark-duckdb/blocks"
import { runWithValues } from "gatsby-remark-duckdb/case-study-values"
import { writeValues } from "gatsby-remark-duckdb/prose-values"
import { valueReferences } from "gatsby-remark-duckdb/value-references"
import toString from "mdast-util-to-string"
import remark from "remark"
import gfm from "remark-gfm"
import type { Node } from "unist"
import visit from "unist-util-visit"
import { caseStudyOutline } from "../gatsby/case-studies/case-study-checks"

// A case study's values of its queries, as its page shows them (gatsby-remark-duckdb's
// prose-values.js): each reference's value, with its query's anchor and its title, and the
// headings with their values written in. The Markdown is parsed as the build parses it, and its
// queries run again over the owner's data.

type MarkdownNode = Node & { depth?: number }

const parsed = (text: string) => remark().use(gfm).parse(text) as MarkdownNode

/** Whether a Markdown case study's prose reads a value of its queries. */
export const bindsValues = (file: string) =>
  caseStudyKind(file) === "markdown" &&
  valueReferences(parsed(readFileSync(file, "utf8"))).length > 0

/** The values of a Markdown case study's prose, in the page's order, and its headings. */
export async function caseStudyValues(file: string, contentDir: string, cacheDir: string) {
  const text = readFileSync(file, "utf8")
  const tree = parsed(text)
  const { values } = await runWithValues(tree, sqlBlocks(tree), {
    markdownFile: file,
    contentDir,
    cacheDir,
    source: text,
  })
  writeValues(values)
  const headings: Array<{ depth: number; text: string }> = []
  visit(tree, "heading", (node: MarkdownNode) => {
    headings.push({
      depth: node.depth ?? 2,
      text: toString(node as Parameters<typeof toString>[0]),
    })
  })
  return {
    values: values.map(({ found, linkable, problem }) => {
      if (!found) throw new Error(`${file}: ${problem}`)
      return { ...found, linkable }
    }),
    headings,
  }
}

/** A case study's headings as its page shows them: a Markdown one's with its values. */
export const shownHeadings = async (file: string, contentDir: string, cacheDir: string) =>
  caseStudyKind(file) === "markdown"
    ? (await caseStudyValues(file, contentDir, cacheDir)).headings
    : caseStudyOutline(file, contentDir).headings
