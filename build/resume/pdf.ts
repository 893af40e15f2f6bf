import { readFileSync } from "node:fs"
import path from "node:path"
import { NodeCompiler } from "@myriaddreamin/typst-ts-node-compiler"
import * as fontkit from "fontkit"
import type { ResumeView } from "./model"

// The résumé as a tagged PDF (PDF/UA-1), typeset by Typst's compiler (an npm package, no browser
// and no network) from resume.typ, with the vendored font (fonts/, Noto Sans under the SIL Open
// Font License, renamed so that no system font stands in for it).

// From the site's folder, where Gatsby and the tests run.
const HERE = path.resolve("build", "resume")
const FONT_FILES = ["PortfolioResumeSans-Regular.ttf", "PortfolioResumeSans-Bold.ttf"]
// What the owner knows the font as.
export const RESUME_FONT = "Noto Sans"

const fontBlobs = () => FONT_FILES.map((file) => readFileSync(path.join(HERE, "fonts", file)))

// The characters the font draws.
let font: fontkit.Font | undefined
export function fontLacks(text: string): string[] {
  font ??= fontkit.create(fontBlobs()[0]) as fontkit.Font
  const lacking = [...text].filter(
    (character) =>
      !/\s/.test(character) && !font?.hasGlyphForCodePoint(character.codePointAt(0) ?? 0),
  )
  return [...new Set(lacking)]
}

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
  compiler ??= NodeCompiler.create({ workspace: HERE, fontArgs: [{ fontBlobs: fontBlobs() }] })
  const args = {
    mainFilePath: path.join(HERE, "resume.typ"),
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
