import { locate } from "content-files"
import type { z } from "zod"
import { CONTENT_DIR } from "../content/content-dir.mjs"
import { contentFileName, contentFiles } from "../content/content-file-table"
import type { viewsSchema } from "../content/content-schema"
import { viewsSource } from "../content/views-source"
import { parseYaml, readYaml } from "../content/yaml-file.mjs"

export type View = z.output<ReturnType<typeof viewsSchema>>[number]

// The views' YAML data: the deploy variable's, or views.yaml's; none without either.
function viewsData(contentDir: string): unknown {
  const source = viewsSource(contentDir)
  if (source.kind === "variable") return parseYaml(source.text).data
  const name = contentFileName("views")
  return locate(name, { dir: contentDir, contentDir }).file === null ? null : readYaml(source.file)
}

/** Where the views are, as a problem names them: views.yaml, or the deploy variable. */
export function viewsPlace(contentDir = CONTENT_DIR) {
  const source = viewsSource(contentDir)
  return source.kind === "variable" ? source.name : `${contentDir}/${contentFileName("views")}`
}

/** The views, through their schema (the content checks have passed by now); none without them. */
export function readViews(contentDir = CONTENT_DIR): View[] {
  const data = viewsData(contentDir)
  return data === null ? [] : contentFiles.views.schema().parse(data)
}
