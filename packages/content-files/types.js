// @ts-check
// A file's type by its first bytes, never by its name (a README renamed .jpg is not an image), and
// whether text starts as a browser would read a page.

/** @type {Record<string, (head: Buffer) => boolean>} */
const signatures = {
  JPEG: (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff,
  PNG: (head) => head.toString("latin1", 0, 8) === "\x89PNG\r\n\x1a\n",
  WebP: (head) =>
    head.toString("latin1", 0, 4) === "RIFF" && head.toString("latin1", 8, 12) === "WEBP",
  AVIF: (head) =>
    head.toString("latin1", 4, 8) === "ftyp" &&
    ["avif", "avis"].includes(head.toString("latin1", 8, 12)),
  GIF: (head) => ["GIF87a", "GIF89a"].includes(head.toString("latin1", 0, 6)),
  PDF: (head) => head.toString("latin1", 0, 5) === "%PDF-",
  Parquet: (head) => head.toString("latin1", 0, 4) === "PAR1",
  // An Excel workbook (.xlsx) is a ZIP archive.
  ZIP: (head) => head.toString("latin1", 0, 4) === "PK\x03\x04",
  // Text (CSV, TSV, JSON, Markdown, YAML): no NUL byte in its first bytes, and none of the
  // signatures above.
  text: (head) =>
    !head.includes(0) &&
    !Object.entries(signatures).some(([type, matches]) => type !== "text" && matches(head)),
}

/** @typedef {"JPEG" | "PNG" | "WebP" | "AVIF" | "GIF" | "PDF" | "Parquet" | "ZIP" | "text"} FileType */

// Where a browser that is given no type for a file looks for a page: after a byte order mark and
// white space, a tag (<!DOCTYPE html, <html, <script, <?xml, <svg, <!-- …). The MIME Sniffing
// Standard's "rules for identifying an unknown MIME type" list some tags; any tag is refused here,
// so that no browser's longer list is missed.
const MARKUP_START = /^(?:\uFEFF|[\t\n\v\f\r ])*(<[!?/a-zA-Z][\w:.-]{0,14})/

/**
 * The tag a text starts with, as a browser that sniffs it would read a page (`<html`), or null.
 * @param {Buffer} head the file's first bytes
 * @returns {string | null}
 */
const markupStart = (head) => MARKUP_START.exec(head.toString("utf8"))?.[1] ?? null

/** The types as a sentence names them: "JPEG, PNG, WebP or AVIF". @param {ReadonlyArray<string>} types */
const typeNames = (types) =>
  types.length > 1 ? `${types.slice(0, -1).join(", ")} or ${types[types.length - 1]}` : types[0]

module.exports = { markupStart, signatures, typeNames }
