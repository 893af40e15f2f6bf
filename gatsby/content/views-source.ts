import path from "node:path"
import { locate } from "content-files"
import { contentFileName } from "./content-file-table"

// Where the views come from (content/README.md, "Keeping the views private"): views.yaml in the
// content folder, which a public repository shows to everyone, or the deploy variable
// PORTFOLIO_VIEWS, which holds the same YAML and stays in the host's settings. Never both.

export const VIEWS_VARIABLE = "PORTFOLIO_VIEWS"

type Env = Readonly<Record<string, string | undefined>>

export type ViewsSource =
  | { kind: "file"; file: string }
  | { kind: "variable"; text: string; name: string; fileToo: string | null }

/** The views' source of this build: the variable when it is set (not empty), else the file. */
export function viewsSource(contentDir: string, env: Env = process.env): ViewsSource {
  const name = contentFileName("views")
  const file = path.join(contentDir, name)
  const text = env[VIEWS_VARIABLE]
  if (!text?.trim()) return { kind: "file", file }
  const fileToo = locate(name, { dir: contentDir, contentDir }).refusal === "missing" ? null : file
  return { kind: "variable", text, name: `the deploy variable ${VIEWS_VARIABLE}`, fileToo }
}
