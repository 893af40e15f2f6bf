import path from "node:path"
import { createEngineBox, ENGINE_LIMITS, overLimitText, type EngineBox } from "engine-box"
import { fontBlobs } from "../fonts/font"
import type { ResumeView } from "./model"

// The résumé as a tagged PDF (PDF/UA-1), typeset by Typst's compiler (an npm package, no browser
// and no network) from resume.typ, with the vendored font (fonts/font.ts), in a process of its own
// (typeset.mjs, in engine-box's box: killed past ENGINE_LIMITS.resumePdf).

// This folder, the compiler's workspace, from the site's folder, where Gatsby and the tests run.
const RESUME_DIR = path.resolve("gatsby", "resume")

type Edge = import("./typeset.mjs").Edge

export type TypesetResume =
  | {
      pdf: Buffer
      pages: number
      // Each section's height in points, the tallest first: what to shorten when it is too long.
      sectionHeights: Array<{ section: string; height: number }>
      problem: null
    }
  // Why it cannot be typeset: past its time or memory, or Typst's error.
  | { problem: string }

// The typesetting process, started on the first résumé; the compiler stays warm in it.
let box: EngineBox<typeof import("./typeset.mjs")> | undefined

/** Stops the typesetting process, if one runs (when a build ends); the next résumé starts one. */
export const closeResumeBox = async () => box?.close()

/** The PDF of a résumé's view (model.ts); the same view gives the same bytes. */
export async function typesetResume(view: ResumeView): Promise<TypesetResume> {
  box ??= createEngineBox({
    engine: path.join(RESUME_DIR, "typeset.mjs"),
    limits: ENGINE_LIMITS.resumePdf,
  })
  const outcome = await box.run("typeset", {
    workspace: RESUME_DIR,
    fonts: fontBlobs(),
    view: JSON.stringify(view),
  })
  if (outcome.kind === "failed") return { problem: outcome.message }
  if (outcome.kind !== "done")
    return {
      problem: `it ${overLimitText(outcome, "typeset")}: shorten it to its maxPages (${view.maxPages} page${view.maxPages > 1 ? "s" : ""})`,
    }
  const { pdf, pages, edges } = outcome.value
  const pageHeight = view.paper === "Letter" ? 792 : 841.89
  const at = ({ page, y }: Edge) => (page - 1) * pageHeight + y
  const sectionHeights = edges
    .filter((edge) => edge.side === "start")
    .map((start) => {
      const end = edges.find((edge) => edge.section === start.section && edge.side === "end")
      return { section: start.section, height: end ? at(end) - at(start) : 0 }
    })
    .sort((a, b) => b.height - a.height)
  return { pdf, pages, sectionHeights, problem: null }
}
