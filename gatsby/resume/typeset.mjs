// @ts-check
// The résumé typeset by Typst's compiler (an npm package, no browser and no network) from
// resume.typ, in a process of its own (engine-box: pdf.ts starts it and kills it at its limits):
// the tagged PDF (PDF/UA-1), its pages, and where each section starts and ends.
import path from "node:path"
import { NodeCompiler } from "@myriaddreamin/typst-ts-node-compiler"

/**
 * @typedef {{ section: string, side: "start" | "end", page: number, y: number }} Edge
 * @typedef {{ pdf: Buffer, pages: number, edges: Edge[] }} Typeset
 */

/** @type {NodeCompiler | undefined} */
let compiler

/**
 * The PDF of the résumé's view (`view`, model.ts's, as JSON), typeset from resume.typ in
 * `workspace` with the font's files (`fonts`, their bytes: the first call's make the compiler).
 * @param {{ workspace: string, fonts: Buffer[], view: string }} input
 * @returns {Typeset}
 */
export function typeset({ workspace, fonts, view }) {
  compiler ??= NodeCompiler.create({
    workspace,
    fontArgs: [{ fontBlobs: fonts }],
  })
  const result = compiler.compile({
    mainFilePath: path.join(workspace, "resume.typ"),
    inputs: { resume: view },
  })
  const document = result.result
  if (!document) {
    const error = result.takeError()
    throw new Error(
      `Typst could not typeset the résumé: ${JSON.stringify(error?.shortDiagnostics ?? result.takeDiagnostics()?.shortDiagnostics)}`,
    )
  }
  const edges = /** @type {Edge[]} */ (
    compiler.query(document, { selector: "<edge>", field: "value" }) ?? []
  )
  return {
    pdf: compiler.pdf(document, { pdfStandard: "ua-1" }),
    pages: document.numOfPages,
    edges,
  }
}
