// @ts-check
// The files a case study links (a CSV, a PDF, a notebook), copied into the site under
// /static/<hash>/ by gatsby-remark-copy-linked-files, and only those the site publishes:
// content-files' table of kinds, by name and by content. The content checks refuse any other link
// first, with a sentence; this is the second wall, so that a link that escaped them (a notebook no
// project names, an edit under `gatsby develop`) publishes nothing: the copier never sees its file.
const { isPublishable } = require("content-files")
const copyLinkedFiles = require("gatsby-remark-copy-linked-files")

/**
 * @typedef {{ absolutePath?: unknown }} FileNode
 * @param {{ files: ReadonlyArray<FileNode | null | undefined> }} args gatsby-transformer-remark's
 * @param {{ contentDir: string }} options
 * @returns {Promise<unknown>}
 */
module.exports = (args, { contentDir }) => {
  const publishable = isPublishable(contentDir)
  const files = args.files.filter(
    (file) => typeof file?.absolutePath === "string" && publishable(file.absolutePath),
  )
  return copyLinkedFiles({ ...args, files }, { destinationDir: "static", ignoreFileExtensions: [] })
}
