import { closeSync, existsSync, openSync, readSync, realpathSync, statSync } from "node:fs"
import path from "node:path"

// What a file is, judged by its first bytes rather than its name: a README renamed .jpg is not
// an image.
const signatures = {
  JPEG: (head: Buffer) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff,
  PNG: (head: Buffer) => head.toString("latin1", 0, 8) === "\x89PNG\r\n\x1a\n",
  WebP: (head: Buffer) =>
    head.toString("latin1", 0, 4) === "RIFF" && head.toString("latin1", 8, 12) === "WEBP",
  AVIF: (head: Buffer) =>
    head.toString("latin1", 4, 8) === "ftyp" &&
    ["avif", "avis"].includes(head.toString("latin1", 8, 12)),
  PDF: (head: Buffer) => head.toString("latin1", 0, 5) === "%PDF-",
}

export type FileType = keyof typeof signatures

export const IMAGE_TYPES: ReadonlyArray<FileType> = ["JPEG", "PNG", "WebP", "AVIF"]

// Whether `file` is `root` or inside it (both absolute).
export const isInside = (root: string, file: string) => {
  const inside = path.relative(root, file)
  return !inside.startsWith("..") && !path.isAbsolute(inside)
}

function head(file: string) {
  const buffer = Buffer.alloc(16)
  const descriptor = openSync(file, "r")
  try {
    readSync(descriptor, buffer, 0, buffer.length, 0)
  } finally {
    closeSync(descriptor)
  }
  return buffer
}

// Whether `file`, a path relative to `folder`, is a regular file inside it (after links are
// followed) of one of `types`.
export function isFileOfType(folder: string, file: string, types: ReadonlyArray<FileType>) {
  try {
    const root = realpathSync(folder)
    const real = realpathSync(path.resolve(folder, file))
    if (!isInside(root, real)) return false
    if (!statSync(real).isFile()) return false
    const bytes = head(real)
    return types.some((type) => signatures[type](bytes))
  } catch {
    return false
  }
}

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
