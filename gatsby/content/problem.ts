import path from "node:path"

// A problem of the owner's content, and where it is: its file, and the line and column (from 1) of
// its YAML node, its Markdown node or its notebook cell, when the file has one. The message is the
// whole sentence, which names the file and the entry itself; the place is for the tools that point
// at the line (GitHub's annotations, below).
export type Position = { line: number; column: number }

export type Problem = { message: string; file?: string } & Partial<Position>

export const problemAt = (file: string, position: Position | undefined, message: string) =>
  ({ message, file, ...position }) satisfies Problem

// GitHub Actions' escapes (as @actions/core writes them): in the message, line breaks and "%"; in a
// property, also the ":" and "," that separate properties.
const escapeData = (text: string) =>
  text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A")
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C")

/**
 * A problem as a GitHub Actions workflow command, which GitHub shows as an annotation on its line
 * of the commit and the pull request: `::error file=content/skills.yaml,line=7,col=10,title=…::…`.
 * The file is written relative to `root`, the repository's folder, where the workflow runs.
 */
export function workflowCommand(
  kind: "error" | "warning",
  { message, file, line, column }: Problem,
  title: string,
  root = process.cwd(),
) {
  const properties = [
    file && ["file", path.relative(root, path.resolve(root, file)).split(path.sep).join("/")],
    line && ["line", String(line)],
    line && column && ["col", String(column)],
    ["title", title],
  ].filter((property): property is string[] => Array.isArray(property))
  const list = properties.map(([name, value]) => `${name}=${escapeProperty(value)}`).join(",")
  return `::${kind} ${list}::${escapeData(message)}`
}
