import { CASE_STUDY_FORMATS, caseStudyKind } from "case-study"
import { locate } from "content-files"

// The largest Markdown case study, in bytes: some 150,000 words. The Markdown parser's time grows
// faster than the text (a file of 10 MB took 18 minutes to check), and the build parses it again.
export const MAX_MARKDOWN_BYTES = 1_000_000

// What is wrong with `file` as the path of a case study inside `folder` (a Markdown file or a
// Jupyter notebook), relative to it, if anything (content-files' guard, `found`: links resolved,
// inside): a phrase that follows "expected".
export function caseStudyFileProblem(
  folder: string,
  file: string,
  found = locate(file, { dir: folder, contentDir: folder }),
): string | null {
  const kind = caseStudyKind(file)
  if (kind === null) return `the path of ${CASE_STUDY_FORMATS}`
  if (found.refusal === null)
    return kind !== "markdown" || found.size <= MAX_MARKDOWN_BYTES
      ? null
      : `a Markdown file of at most 1 MB (this one is ${(found.size / 1_000_000).toFixed(1)} MB): split it, or keep its data in files it links`
  if (found.refusal === "missing") return `a file that exists, its path relative to ${folder}/`
  return found.refusal === "outside" || found.refusal === "link"
    ? `a file inside ${folder}/, its path relative to it`
    : `a file, its path relative to ${folder}/`
}
