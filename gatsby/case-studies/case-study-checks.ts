import path from "node:path"
import { caseStudyKind, loadCaseStudyOf } from "case-study"
import { imageOrChartProblem, isChart } from "chart-spec"
import { isHtmlComment, linkProblem, readContentText, siteFolderPlace } from "content-files"
import { dashboardOf, isVendorAddress } from "gatsby-remark-dashboards/vendors"
import { notebookFindings, notebookOutline } from "gatsby-transformer-notebook/checks"
import toString from "mdast-util-to-string"
import type { Node } from "unist"
import visit from "unist-util-visit"
import { caseStudyPath, projectSlug } from "../../src/lib/case-study-path"
import type { FileCheckContext } from "../content/file-check-context"
import { quoted, sameNameKey } from "../content/names"
import { problemAt, type Problem } from "../content/problem"
import { describeValue, yamlLocator } from "../content/yaml-file.mjs"

// The checks of a case study's Markdown that its project's entry cannot show: raw HTML, images
// that are not image files inside the content folder, and headings out of order under the page's
// one h1 (the project's title). The Markdown is parsed by the parser
// gatsby-transformer-remark renders it with (remark 13 with GitHub's extensions), so what is
// refused here is exactly what would reach the page.

type MarkdownNode = Node & {
  value?: string
  alt?: string
  lang?: string | null
  url?: string
  identifier?: string
  depth?: number
  children?: MarkdownNode[]
}

// A Markdown case study the checks found, as the case-study loader parsed it.
const parse = (markdownFile: string, contentDir: string) =>
  loadCaseStudyOf(markdownFile, contentDir, "markdown").tree as MarkdownNode

// Every node of the tree, in document order.
const nodesOf = (tree: MarkdownNode) => {
  const nodes: MarkdownNode[] = []
  visit(tree, (node: MarkdownNode) => {
    nodes.push(node)
  })
  return nodes
}

const shortened = (html: string) => {
  const line = html.trim().split("\n")[0]
  return line.length > 40 ? `${line.slice(0, 39)}…` : line
}

// The check of the file each kind of node names, by its own address or its definition's: the
// same as a notebook's (content-files, the chart plugin's checks).
const fileChecks: Partial<Record<string, typeof linkProblem>> = {
  image: imageOrChartProblem,
  imageReference: imageOrChartProblem,
  link: linkProblem,
  linkReference: linkProblem,
}

// One message per problem in the case study `markdownFile` (a path inside contentDir), each
// starting with the file and line and ending with `owner`, the entry that names the file.
export function markdownProblems(
  contentDir: string,
  markdownFile: string,
  owner: string,
  dashboards: ReadonlyArray<string> = [],
) {
  const listed = new Set(dashboards.map((address) => dashboardOf(address).embedUrl))
  const nodes = nodesOf(parse(markdownFile, contentDir))
  const definitions = new Map(
    nodes.filter((node) => node.type === "definition").map((node) => [node.identifier, node.url]),
  )
  const at = (node: MarkdownNode) =>
    `${markdownFile}, line ${node.position?.start.line ?? 1} (${owner})`
  const problem = (node: MarkdownNode, message: string) =>
    problemAt(markdownFile, node.position?.start, `${at(node)}: ${message}`)
  let depth = 1
  return nodes.flatMap((node) => {
    if (node.type === "paragraph" && (node.children ?? []).length > 1) {
      const chart = node.children?.find(
        (child) => child.type === "image" && isChart(child.url ?? ""),
      )
      if (chart)
        return [
          problem(
            chart,
            `the chart "${chart.url}" shares its paragraph with other text: give it a line of its own, with a blank line before and after`,
          ),
        ]
    }
    // A poster linked to a dashboard, alone on a line, places it (gatsby-remark-dashboards): one
    // of the project's.
    const [link] = node.type === "paragraph" && node.children?.length === 1 ? node.children : []
    const [poster] = link?.type === "link" && link.children?.length === 1 ? link.children : []
    if (poster?.type === "image" && isVendorAddress(link.url ?? "")) {
      const { embedUrl, problem: refusal } = dashboardOf(link.url)
      if (refusal)
        return [
          problem(
            link,
            `the poster links "${link.url}", not a dashboard the site can show: expected ${refusal}`,
          ),
        ]
      if (!listed.has(embedUrl))
        return [
          problem(
            link,
            `the dashboard "${link.url}" is not one of the project's: list it under the project's dashboards in projects.yaml, with its poster and title`,
          ),
        ]
    }
    if (node.type === "heading") {
      const [previous, heading] = [depth, node.depth ?? 2]
      depth = heading
      if (heading === 1)
        return [
          problem(
            node,
            `a "# " heading would be a second title (the page's title is the project's): start at "## "`,
          ),
        ]
      if (heading > previous + 1)
        return [
          problem(
            node,
            `a heading of level ${heading} after one of level ${previous}: go down one level at a time`,
          ),
        ]
      return []
    }
    if (node.type === "html" && !isHtmlComment(node.value ?? ""))
      return [
        problem(
          node,
          `raw HTML is not allowed in a case study, got ${JSON.stringify(shortened(node.value ?? ""))}: write it in Markdown (HTML comments may stay)`,
        ),
      ]
    const check = fileChecks[node.type]
    const url =
      node.url ?? (node.identifier === undefined ? undefined : definitions.get(node.identifier))
    const place = { dir: path.dirname(markdownFile), contentDir }
    const refusal = check && url !== undefined ? check(url, place) : null
    return refusal ? [problem(node, refusal)] : []
  })
}

// What a reader finds in a case study, in order: its headings (at the page's levels), the images
// of its Markdown, its figures' alt texts (a notebook's outputs), its charts (their alt text and
// spec) and its code blocks' languages. The browser tests compare the page with it.
export function caseStudyOutline(file: string, contentDir: string) {
  if (caseStudyKind(file) === "notebook") return notebookOutline(file, contentDir)
  const nodes = nodesOf(parse(file, contentDir))
  const images = nodes
    .filter((node) => node.type === "image")
    .map((node) => ({ alt: node.alt ?? "", url: node.url ?? "" }))
  return {
    headings: nodes
      .filter((node) => node.type === "heading")
      .map((node) => ({
        depth: node.depth ?? 2,
        text: toString(node as Parameters<typeof toString>[0]),
      })),
    images,
    figures: [] as string[],
    charts: images
      .filter(({ url }) => isChart(url))
      .map(({ alt, url }) => ({
        alt,
        spec: JSON.parse(
          readContentText(decodeURI(url), { dir: path.dirname(file), contentDir }).text ?? "",
        ) as Record<string, unknown>,
      })),
    codeLanguages: nodes.filter((node) => node.type === "code").map((node) => node.lang ?? ""),
  }
}

// A notebook's problems, each placed on the first line of its cell in the notebook's JSON (JSON is
// YAML, whose locator finds a node by its path; a whole notebook's problem is placed on its start).
function notebookCellProblems(notebookFile: string, contentDir: string, owner: string) {
  const findings = notebookFindings(notebookFile, contentDir, owner)
  const text = findings.length
    ? readContentText(notebookFile, siteFolderPlace(contentDir)).text
    : null
  const at = text === null ? null : yamlLocator(text)
  return findings.map(({ message, cell }) =>
    problemAt(notebookFile, cell === null ? undefined : at?.(["cells", cell]), message),
  )
}

// A project's dashboards' addresses, as projects.yaml lists them.
const dashboardAddresses = (dashboards: unknown) =>
  Array.isArray(dashboards)
    ? dashboards.flatMap((dashboard) => (typeof dashboard?.url === "string" ? [dashboard.url] : []))
    : []

// The projects' case studies (projects.yaml): each its own file, each at its own page address, and
// Markdown or a notebook that the page can show.
export function caseStudyProblems(
  data: unknown,
  { contentDir, isUnreadable, caseStudies, location, entryLabel, problem }: FileCheckContext,
): Problem[] {
  if (!Array.isArray(data)) return []
  const pages = new Map<string, Record<string, unknown>>()
  const files = new Map<string, string>()
  return caseStudies.flatMap((found) => {
    if (found.problem) return []
    const { index, kind } = found
    const entry: Record<string, unknown> = data[index]
    const { title, caseStudy, dashboards } = entry
    const label = entryLabel(index)
    const where = `${location}, ${label}`
    const problems: Problem[] = []
    const slug = typeof title === "string" ? projectSlug(title) : null
    const samePage = slug ? pages.get(slug) : undefined
    if (slug === "")
      problems.push(
        problem(
          [index, "title"],
          `${where}, field "title": expected a title with a letter from a to z or a digit, which its case study's page address is made of, ${describeValue(title)}`,
        ),
      )
    else if (samePage && sameNameKey(samePage.title) !== sameNameKey(title))
      problems.push(
        problem(
          [index, "title"],
          `${where}, field "title": gives the page address ${caseStudyPath(slug ?? "")} that another project's title gives too (${quoted(String(samePage.title))}): change one of them`,
        ),
      )
    else if (slug) pages.set(slug, entry)

    const file = path.normalize(found.caseStudy)
    const other = files.get(file)
    if (other)
      return [
        ...problems,
        problem(
          [index, "caseStudy"],
          `${where}, field "caseStudy": ${quoted(String(caseStudy))} is already the case study of ${other}: each project needs its own file`,
        ),
      ]
    files.set(file, label)
    const study = found.file
    // A file Gatsby could not read is named by markdown-files.ts, and read no further here.
    if (isUnreadable(study)) return problems
    const owner = `the case study of ${label}`
    return [
      ...problems,
      ...readToTheEnd(study, owner, () =>
        kind === "notebook"
          ? notebookCellProblems(study, contentDir, owner)
          : markdownProblems(contentDir, study, owner, dashboardAddresses(dashboards)),
      ),
    ]
  })
}

// A case study's checks, or, when they stop on something they did not expect, one problem naming
// the file and what stopped them instead of a stack trace. (What its Markdown can stop a reader
// with, nesting, time, memory, is found before: markdown-files.ts; a chart's spec nested too deep
// is the chart's problem: chart-spec.)
function readToTheEnd(file: string, owner: string, check: () => Problem[]): Problem[] {
  try {
    return check()
  } catch (error) {
    const caught = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
    return [
      problemAt(
        file,
        undefined,
        `${file} (${owner}): the checks stopped on it (${caught}): report it to the site's developer`,
      ),
    ]
  }
}
