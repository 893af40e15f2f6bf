// @ts-check
// The data files a case study's queries read, published in the site for DuckDB's web shell to read
// by their https address (shell-link.js): under static/sql-data/, in a folder named by the case
// study and a digest of the files (a new folder when any of them changes), each at the path it has
// in the download (download.js: relative to the folder that holds the case study and every file
// its queries read). Only a file the site publishes as it is (content-files' PUBLISHED_KINDS, by
// its name and its content); the hosts' _headers let any site read this folder, and no other.
const path = require("node:path")
const { digest, publishedFileProblem, readContentFile } = require("content-files")
const { commonFolder, scriptName } = require("./download-names")
const { DATA_FILES_FOLDER } = require("./data-files-folder")

/** @typedef {import("./queries").Ran} Ran */

/**
 * The case study's data files to publish: its folder's name under DATA_FILES_FOLDER, and each
 * file (its real path) with its path there and its bytes.
 * @param {Ran[]} ran
 * @param {{ name: string, dir: string, contentDir: string }} place `name` the case study's file
 *   name, without its extension; `dir` its folder
 */
function publishedDataFiles(ran, { name, dir, contentDir }) {
  /** @type {Map<string, string>} */
  const written = new Map()
  for (const { paths } of ran)
    for (const { name: read, file } of paths)
      if (!written.has(file) && publishedFileProblem(file, contentDir) === null)
        written.set(file, path.resolve(dir, read))
  const base = [...written.values()].map((file) => path.dirname(file)).reduce(commonFolder, dir)
  const files = [...written.entries()]
    .map(([file, where]) => ({
      file,
      entry: path.relative(base, where).split(path.sep).join("/"),
      bytes: readContentFile(file, contentDir),
    }))
    .sort((a, b) => (a.entry < b.entry ? -1 : 1))
  const content = files.map(({ entry, bytes }) => [entry, digest(bytes, 64)])
  return { folder: `${scriptName(name)}-${digest(JSON.stringify(content), 10)}`, files }
}

/**
 * A published file's address: the site's, its folder's, and its path, each part escaped.
 * @param {string} siteUrl the site's https address with its path prefix, without a final "/"
 * @param {string} folder
 * @param {string} entry
 */
const dataFileAddress = (siteUrl, folder, entry) =>
  `${siteUrl}/${DATA_FILES_FOLDER}/${folder}/${entry.split("/").map(encodeURIComponent).join("/")}`

module.exports = { dataFileAddress, publishedDataFiles }
