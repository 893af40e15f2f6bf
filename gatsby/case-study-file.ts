import { existsSync, realpathSync, statSync } from "node:fs"
import path from "node:path"
import { isInside } from "content-files"

// What is wrong with `file` as the path of a case study inside `folder` (a Markdown file or a
// Jupyter notebook), relative to it, if anything (links followed, as for images).
export function caseStudyFileProblem(folder: string, file: string): string | null {
  if (!/\.(md|ipynb)$/i.test(file))
    return "the path of a Markdown file (.md) or a Jupyter notebook (.ipynb)"
  const outside = `a file inside ${folder}/, its path relative to it`
  const resolved = path.resolve(folder, file)
  if (!isInside(path.resolve(folder), resolved)) return outside
  if (!existsSync(resolved) || !statSync(resolved).isFile())
    return `a file that exists, its path relative to ${folder}/`
  return isInside(realpathSync(folder), realpathSync(resolved)) ? null : outside
}

export const isNotebook = (file: string) => /\.ipynb$/i.test(file)
