import { locate } from "content-files"

// What is wrong with `file` as the path of a case study inside `folder` (a Markdown file or a
// Jupyter notebook), relative to it, if anything (content-files' guard: links resolved, inside).
export function caseStudyFileProblem(folder: string, file: string): string | null {
  if (!/\.(md|ipynb)$/i.test(file))
    return "the path of a Markdown file (.md) or a Jupyter notebook (.ipynb)"
  const { refusal } = locate(file, { dir: folder, contentDir: folder })
  if (refusal === null) return null
  if (refusal === "missing") return `a file that exists, its path relative to ${folder}/`
  return refusal === "outside" || refusal === "link"
    ? `a file inside ${folder}/, its path relative to it`
    : `a file, its path relative to ${folder}/`
}

export const isNotebook = (file: string) => /\.ipynb$/i.test(file)
