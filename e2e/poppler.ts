import { execFileSync } from "node:child_process"
import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

// A PDF read back as an applicant-tracking system reads it, with Debian's Poppler (poppler-utils,
// which .ci/run installs): pdftotext, pdfinfo, pdffonts.

/** What a Poppler tool says of the PDF `file` (pdftotext's text, to standard output). */
export const poppler = (
  tool: "pdftotext" | "pdfinfo" | "pdffonts",
  file: string,
  ...args: string[]
) =>
  execFileSync(tool, [...args, file, ...(tool === "pdftotext" ? ["-"] : [])], {
    encoding: "utf8",
    // Poppler warns of what it tolerates (Typst's MarkInfo) on stderr.
    stdio: ["ignore", "pipe", "ignore"],
  })

/** The PDF's bytes written to a file of their own, for Poppler to read. */
export function pdfFile(pdf: Buffer, name = "document.pdf") {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "pdf-")), name)
  writeFileSync(file, pdf)
  return file
}
