import path from "node:path"
import { contentFileList, locate, readContentText, siteFolderPlace } from "content-files"
import {
  createEngineBox,
  ENGINE_LIMITS,
  overLimitText,
  type EngineBox,
  type Limits,
  type Outcome,
} from "engine-box"
import { caseStudyKind, isGatsbyMarkdown } from "case-study"
import { MAX_MARKDOWN_BYTES } from "../content/case-study-file"
import { frontMatterOf, opensFrontMatter } from "../content/front-matter.mjs"
import { problemAt, type Problem } from "../content/problem"

// Every Markdown file and notebook of the content folder, read as Gatsby will read it, before any
// other check parses one: gatsby-source-filesystem sources each file of the folder, and
// gatsby-transformer-remark reads every Markdown one (a case study's, a document a case study
// links, a note no project names) and every notebook's Markdown, its front matter first. So each is
// held to the limits of a case study: its size, its front matter (content/front-matter.mjs), and a
// reading by the Markdown parser of the checks and of Gatsby (remark 13, markdown-reader.mjs) in a
// process of its own (engine-box), stopped at its time and memory: remark 13 reads some inputs of a
// few hundred kilobytes for minutes, or without end. A file refused here is read by no other check.

type Reader = typeof import("./markdown-reader.mjs")

const READER = path.resolve("gatsby", "case-studies", "markdown-reader.mjs")

// The deepest a Markdown file's tree may nest (a list item's paragraph in a list is three deep):
// every walk of the tree, the checks' and the build's, is recursive, and overflows its stack a few
// thousand deep; written Markdown nests a few levels.
export const MAX_MARKDOWN_DEPTH = 100

// What gatsby-config.ts's gatsby-source-filesystem leaves out: README.md files and Jupyter's
// checkpoints.
const isSourced = (file: string) =>
  path.basename(file) !== "README.md" &&
  !path.dirname(file).split(path.sep).includes(".ipynb_checkpoints")

// Where a sentence names a file: its path, the line where there is one, and the entry that names
// it where one does ("the case study of project 1 "Churn"").
type Where = (line?: number) => string

type FileFindings = { problems: Problem[]; unreadable: boolean; refused: boolean }

const fine: FileFindings = { problems: [], unreadable: false, refused: false }

// Why a reading gave no tree the build can walk, as a problem; null when it did.
function readingProblem(
  outcome: Outcome<{ depth: number; line?: number }>,
  file: string,
  where: Where,
  lineOffset = 0,
): Problem | null {
  if (outcome.kind === "done") {
    const { depth, line } = outcome.value
    if (depth <= MAX_MARKDOWN_DEPTH) return null
    const at = line === undefined ? undefined : line + lineOffset
    return problemAt(
      file,
      at === undefined ? undefined : { line: at, column: 1 },
      `${where(at)}: it nests quotes, lists or emphasis more than ${MAX_MARKDOWN_DEPTH} deep, deeper than the build can read: flatten it`,
    )
  }
  if (outcome.kind === "failed")
    return problemAt(
      file,
      undefined,
      /call stack/i.test(outcome.message)
        ? `${where()}: it nests quotes, lists or emphasis too deep to be read: flatten it`
        : `${where()}: the checks stopped reading it as Markdown (${outcome.message}): report it to the site's developer`,
    )
  return problemAt(
    file,
    undefined,
    `${where()}: it ${overLimitText(outcome, "read as Markdown")}, and so would the build: split it, or flatten its nesting (quotes, lists, emphasis)`,
  )
}

const megabytes = (bytes: number) =>
  `${(bytes / 1_000_000).toLocaleString("en", { maximumFractionDigits: 1 })} MB`

// A Markdown file: its size, its front matter, then its reading as the checks parse it (the whole
// file) and as gatsby-transformer-remark does (what follows the front matter). A case study's size
// is said of its project's entry (content/case-study-file.ts), not again here.
async function markdownFileFindings(
  box: EngineBox<Reader>,
  {
    file,
    size,
    contentDir,
    named,
  }: { file: string; size: number; contentDir: string; named: boolean },
  where: Where,
): Promise<FileFindings> {
  if (size > MAX_MARKDOWN_BYTES) {
    const message = `${where()}: the file is ${megabytes(size)}, more than the ${megabytes(MAX_MARKDOWN_BYTES)} a Markdown file of the content may be (the build reads every one): split it, or keep its data in files it links`
    return {
      problems: named ? [] : [problemAt(file, undefined, message)],
      unreadable: true,
      refused: false,
    }
  }
  const text = readContentText(file, siteFolderPlace(contentDir)).text ?? ""
  const { content, problem } = frontMatterOf(text)
  const problems = problem
    ? [
        problemAt(
          file,
          problem.line ? { line: problem.line, column: problem.column ?? 1 } : undefined,
          `${where()}: ${problem.reason}`,
        ),
      ]
    : []
  const contentLine = text.slice(0, text.length - content.length).split("\n").length - 1
  for (const [markdown, parser, lineOffset] of [
    [text, "checks", 0],
    [content, "gatsby", contentLine],
  ] as const) {
    const outcome = await box.run("readMarkdown", markdown, parser, MAX_MARKDOWN_DEPTH)
    const refusal = readingProblem(outcome, file, where, lineOffset)
    if (refusal) return { problems: [...problems, refusal], unreadable: true, refused: true }
  }
  return { problems, unreadable: false, refused: false }
}

// A notebook: its Markdown read as its checks and gatsby-transformer-remark read it, and the page
// made of it, whose start gatsby-transformer-remark would read as front matter if it opened one.
async function notebookFindings(
  box: EngineBox<Reader>,
  { file, contentDir }: { file: string; contentDir: string },
  where: Where,
): Promise<FileFindings> {
  const outcome = await box.run("readNotebook", file, contentDir, MAX_MARKDOWN_DEPTH)
  const refusal = readingProblem(outcome, file, where)
  if (refusal) return { problems: [refusal], unreadable: true, refused: true }
  const page = outcome.kind === "done" ? outcome.value.page : null
  if (page === null || !opensFrontMatter(page)) return fine
  const message = `${where()}: the first cell its page shows starts with "---", which the build would read as front matter, and leave off the page: start that cell with a heading or text`
  return { problems: [problemAt(file, undefined, message)], unreadable: false, refused: false }
}

/**
 * The problems of every Markdown file and notebook of the content folder (`owners` names the
 * entry that names a file, by its real path), and the files no other check may parse (`unreadable`,
 * by their real paths); `refused` when one of them cannot be read in time, memory or depth, which
 * would stop Gatsby's own reading of it, under `gatsby develop` too. `limits` are the reading's
 * (ENGINE_LIMITS.markdown; a test lowers them).
 */
export async function markdownFindings(
  contentDir: string,
  owners: ReadonlyMap<string, string>,
  limits: Limits = ENGINE_LIMITS.markdown,
) {
  const box: EngineBox<Reader> = createEngineBox({ engine: READER, limits })
  const found = { problems: [] as Problem[], unreadable: new Set<string>(), refused: false }
  try {
    for (const file of contentFileList(contentDir).filter(isSourced)) {
      // The files gatsby-transformer-remark reads (its shouldOnCreateNode: .md, .markdown, .mkd),
      // and the notebooks gatsby-transformer-notebook makes Markdown of.
      const isNotebook = caseStudyKind(file) === "notebook"
      if (!isGatsbyMarkdown(file) && !isNotebook) continue
      const located = locate(file, siteFolderPlace(contentDir))
      if (located.refusal !== null) continue
      const owner = owners.get(located.file)
      const where: Where = (line) =>
        `${file}${line === undefined ? "" : `, line ${line}`}${owner ? ` (${owner})` : ""}`
      const findings = isNotebook
        ? await notebookFindings(box, { file, contentDir }, where)
        : await markdownFileFindings(
            box,
            { file, size: located.size, contentDir, named: owner !== undefined },
            where,
          )
      found.problems.push(...findings.problems)
      if (findings.unreadable) found.unreadable.add(located.file)
      found.refused ||= findings.refused
    }
  } finally {
    await box.close()
  }
  return found
}

/**
 * Whether `file` (a path as the checks name it: inside the content folder, relative to the site's
 * folder) is one of `unreadable` (markdownFindings'), by its real path.
 */
export const isUnreadable =
  (unreadable: ReadonlySet<string>, contentDir: string) => (file: string) => {
    const { file: real } = locate(file, siteFolderPlace(contentDir))
    return real !== null && unreadable.has(real)
  }
