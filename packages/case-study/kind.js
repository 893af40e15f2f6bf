// @ts-check
// The kinds of case study the site reads, by the extension of their file in any case (`Study.MD`
// is Markdown, `Study.IPYNB` a notebook): the one table a new format joins. Nothing here reads a
// file, so that the site's components may ask too.

/** @typedef {"markdown" | "notebook"} CaseStudyKind */

/** @type {ReadonlyArray<{ kind: CaseStudyKind, extension: string, name: string }>} */
const FORMATS = [
  { kind: "markdown", extension: "md", name: "a Markdown file (.md)" },
  { kind: "notebook", extension: "ipynb", name: "a Jupyter notebook (.ipynb)" },
]

/** What a case study's file may be, as a phrase: "a Markdown file (.md) or a Jupyter notebook (.ipynb)". */
const CASE_STUDY_FORMATS = FORMATS.map(({ name }) => name).join(" or ")

/**
 * The kind of case study a file of this extension is ("md", ".MD", "ipynb"), or null for none.
 * @param {string} extension
 * @returns {CaseStudyKind | null}
 */
const kindOfExtension = (extension) =>
  FORMATS.find((format) => format.extension === extension.replace(/^\./, "").toLowerCase())?.kind ??
  null

/**
 * The kind of case study the file at `file` is, by its extension, or null for none.
 * @param {string} file a path or a file name
 * @returns {CaseStudyKind | null}
 */
const caseStudyKind = (file) => kindOfExtension(/\.([^./\\]*)$/.exec(file.trim())?.[1] ?? "")

module.exports = { CASE_STUDY_FORMATS, FORMATS, caseStudyKind, kindOfExtension }
