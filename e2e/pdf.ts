import { execFileSync } from "node:child_process"
import path from "node:path"

// A PDF read back as an applicant-tracking system reads it, by PDF.js from npm (e2e/read-pdf.mjs):
// no Poppler or other program beside Node.

export type PdfFont = { name: string; embedded: boolean; type3: boolean; unicode: boolean }

export type PdfReading = {
  pages: number
  // Each page's width and height, in points.
  sizes: Array<[number, number]>
  // The text in reading order, a line of the page a line here (pages apart by a form feed).
  text: string
  title: string | null
  author: string | null
  language: string | null
  tagged: boolean
  // The roles of the structure tree's elements, depth first: Document, H1, P, Link, ...
  structure: string[]
  fonts: PdfFont[]
  links: string[]
}

/** What a reader finds in the PDF `pdf`. */
export const readPdf = (pdf: Buffer): PdfReading =>
  JSON.parse(
    execFileSync(process.execPath, [path.join(__dirname, "read-pdf.mjs")], {
      input: pdf,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    }),
  )

const PAPERS: Record<string, [number, number]> = { A4: [595.28, 841.89], Letter: [612, 792] }

/** The paper of every page of a reading ("A4", "Letter"), or its size in points. */
export const paperOf = ({ sizes }: PdfReading) =>
  [
    ...new Set(
      sizes.map(
        ([width, height]) =>
          Object.entries(PAPERS).find(
            ([, [w, h]]) => Math.abs(w - width) < 1 && Math.abs(h - height) < 1,
          )?.[0] ?? `${width} × ${height} pt`,
      ),
    ),
  ].join(", ")
