// @ts-check
// A PDF read back as an applicant-tracking system reads it, by Mozilla's PDF.js (pdfjs-dist, from
// npm, so that the tests need no Poppler): its text in reading order, line by line, its pages and
// their size, its title, author and language, whether it is tagged and its structure, its fonts
// and its links. Run as a command (the PDF on standard input, the reading as JSON on standard
// output), so that jest's CommonJS tests and Playwright's read a PDF alike; e2e/pdf.ts calls it.
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs"

/** @typedef {import("pdfjs-dist").PDFPageProxy} Page */

// Items further apart than this, up or down, are on different lines (in points).
const SAME_LINE = 2

// A text that is `part` written n times over, as `part`.
/** @param {string} text */
const once = (text) => {
  for (let length = 1; length <= text.length / 2; length++)
    if (text.length % length === 0 && text.slice(0, length).repeat(text.length / length) === text)
      return text.slice(0, length)
  return text
}

// A page's text, line by line. Where Typst draws a cluster of several glyphs (a letter with two
// accents), it maps each glyph to the whole cluster and gives the cluster as the /ActualText of a
// marked-content span without an MCID; PDF.js 5 does not read /ActualText (mozilla/pdf.js#20014),
// so the span's text is taken once, and the space PDF.js adds where the span's glyphs advance is
// dropped, as a reader that honours /ActualText (Poppler) reads it.
/** @param {Page} page */
async function textOf(page) {
  const { items } = await page.getTextContent({ includeMarkedContent: true })
  let text = ""
  /** @type {number | null} */
  let lastY = null
  /** @type {{ text: string, x: number | null, y: number | null } | null} */
  let cluster = null
  /** @type {{ text: string, x: number | null, y: number | null } | null} */
  let afterCluster = null
  /** @type {(string: string, y: number, hasEOL: boolean) => void} */
  const add = (string, y, hasEOL) => {
    if (lastY !== null && Math.abs(y - lastY) > SAME_LINE && !text.endsWith("\n")) text += "\n"
    text += string
    if (hasEOL && !text.endsWith("\n")) text += "\n"
    lastY = y
  }
  for (const item of items) {
    if (!("str" in item)) {
      // PDF.js gives a marked-content span's tag, and a null id where it has no MCID; its types
      // name neither.
      const marked = /** @type {{ type: string, tag?: string, id: string | null }} */ (item)
      if (marked.type === "beginMarkedContentProps" && marked.tag === "Span" && marked.id === null)
        cluster = { text: "", x: null, y: null }
      else if (marked.type === "endMarkedContent" && cluster) {
        if (cluster.y !== null) add(once(cluster.text), cluster.y, false)
        afterCluster = cluster
        cluster = null
      }
      continue
    }
    const [x, y] = [item.transform[4], item.transform[5]]
    if (cluster) {
      cluster.text += item.str
      cluster.x ??= x
      cluster.y ??= y
      continue
    }
    const filler =
      afterCluster &&
      !item.str.trim() &&
      afterCluster.x !== null &&
      Math.abs(x - afterCluster.x) < 0.5 &&
      y === afterCluster.y
    afterCluster = null
    if (!filler) add(item.str, y, item.hasEOL)
  }
  return text.replace(/[ \t]+\n/g, "\n").trimEnd()
}

// The fonts a page draws with, as PDF.js loads them (their data kept: fontExtraProperties).
/** @param {Page} page */
async function fontsOf(page) {
  const operators = await page.getOperatorList()
  const ids = new Set()
  for (const [index, op] of operators.fnArray.entries())
    if (op === 37 /* OPS.setFont */) ids.add(operators.argsArray[index][0])
  return [...ids].map((id) => {
    const font = page.commonObjs.get(id)
    return {
      name: font.name,
      embedded: !font.missingFile,
      type3: Boolean(font.isType3Font),
      unicode: Boolean(font.toUnicode && Object.keys(font.toUnicode).length),
    }
  })
}

// The roles of a structure tree's nodes, depth first (H1, P, Link, ...). A node's children are
// nodes (a role and children) or marked content (neither).
/** @type {(node: object) => string[]} */
const rolesOf = (node) => {
  const { role, children } = /** @type {{ role?: string, children?: object[] }} */ (node)
  return [...(role && role !== "Root" ? [role] : []), ...(children ?? []).flatMap(rolesOf)]
}

/** @param {Buffer} bytes */
async function read(bytes) {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    fontExtraProperties: true,
    isEvalSupported: false,
    verbosity: 0,
  }).promise
  // PDF.js types the document's information dictionary as a bare Object; these are its fields.
  const info = /** @type {{ Title?: string, Author?: string, Language?: string }} */ (
    (await document.getMetadata()).info
  )
  const markInfo = await document.getMarkInfo()
  const pages = []
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number)
    const { width, height } = page.getViewport({ scale: 1 })
    const annotations = await page.getAnnotations()
    pages.push({
      size: [Math.round(width * 100) / 100, Math.round(height * 100) / 100],
      text: await textOf(page),
      fonts: await fontsOf(page),
      links: annotations.filter((a) => a.subtype === "Link" && a.url).map((a) => a.url),
      structure: rolesOf((await page.getStructTree()) ?? {}),
    })
  }
  const fonts = new Map(pages.flatMap((page) => page.fonts).map((font) => [font.name, font]))
  return {
    pages: pages.length,
    sizes: pages.map((page) => page.size),
    text: pages.map((page) => page.text).join("\n\f"),
    title: info.Title ?? null,
    author: info.Author ?? null,
    language: info.Language ?? null,
    tagged: Boolean(markInfo?.Marked),
    structure: pages.flatMap((page) => page.structure),
    fonts: [...fonts.values()],
    links: pages.flatMap((page) => page.links),
  }
}

/** @type {Buffer[]} */
const chunks = []
for await (const chunk of process.stdin) chunks.push(chunk)
process.stdout.write(JSON.stringify(await read(Buffer.concat(chunks))))
