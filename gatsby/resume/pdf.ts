import path from "node:path"
import { NodeCompiler } from "@myriaddreamin/typst-ts-node-compiler"
import { fontBlobs, RESUME_DIR } from "./font"
import type { ResumeView } from "./model"

// The résumé as a tagged PDF (PDF/UA-1), typeset by Typst's compiler (an npm package, no browser
// and no network) from resume.typ, with the vendored font (font.ts).

type Edge = { section: string; side: "start" | "end"; page: number; y: number }

export type TypesetResume = {
  pdf: Buffer
  pages: number
  // Each section's height in points, the tallest first: what to shorten when it is too long.
  sectionHeights: Array<{ section: string; height: number }>
}

let compiler: NodeCompiler | undefined

/** The PDF of a résumé's view (model.ts); the same view gives the same bytes. */
export function typesetResume(view: ResumeView): TypesetResume {
  compiler ??= NodeCompiler.create({
    workspace: RESUME_DIR,
    fontArgs: [{ fontBlobs: fontBlobs() }],
  })
  const args = {
    mainFilePath: path.join(RESUME_DIR, "resume.typ"),
    inputs: { resume: JSON.stringify(view) },
  }
  const result = compiler.compile(args)
  const document = result.result
  if (!document) {
    const error = result.takeError()
    throw new Error(
      `Typst could not typeset the résumé: ${JSON.stringify(error?.shortDiagnostics ?? result.takeDiagnostics()?.shortDiagnostics)}`,
    )
  }
  const edges = (compiler.query(document, { selector: "<edge>", field: "value" }) ?? []) as Edge[]
  const pageHeight = view.paper === "Letter" ? 792 : 841.89
  const at = ({ page, y }: Edge) => (page - 1) * pageHeight + y
  const sectionHeights = edges
    .filter((edge) => edge.side === "start")
    .map((start) => {
      const end = edges.find((edge) => edge.section === start.section && edge.side === "end")
      return { section: start.section, height: end ? at(end) - at(start) : 0 }
    })
    .sort((a, b) => b.height - a.height)
  return {
    pdf: compiler.pdf(document, { pdfStandard: "ua-1" }),
    pages: document.numOfPages,
    sectionHeights,
  }
}
