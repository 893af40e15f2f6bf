// @ts-check
// The names a case study's download holds, made so that nothing that opens it reads one otherwise: the
// .sql file and the zip named from the case study's file name without what a shell or a line of the
// script would read as code, and every path in the zip judged for what a reader's unzip tool could
// take for a folder or a command to its terminal.
const path = require("node:path")

/**
 * The name of the case study's .sql file and zip, from its file's name: what a shell or a line of
 * the script would read otherwise (a space, "$", a line end, a "." at its start) is left out.
 * @param {string} name the case study's file name, without its extension
 */
function scriptName(name) {
  const plain = name
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[-.]+|[-.]+$/g, "")
    .slice(0, 100)
  return plain || "queries"
}

// The folder that holds both `folder` and `other`.
function commonFolder(/** @type {string} */ folder, /** @type {string} */ other) {
  let common = folder
  while (/^\.\.($|[\\/])/.test(path.relative(common, other))) common = path.dirname(common)
  return common
}

// What a reader's unzip tool may take for a folder (a backslash, on Windows) or a command to the
// terminal (a control character, ESC among them) in a name of the zip.
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const UNSAFE_ENTRY = /[\\\u0000-\u001f\u007f-\u009f]/

/**
 * Why the zip cannot hold the data file `name`, as a query reads it (relative to the case study's
 * folder `dir`), or null: its path in the zip, or the .sql file's beside it (the folders it climbs
 * out of with "../"), would hold a backslash or a control character.
 * @param {string} dir
 * @param {string} name
 */
function entryProblem(dir, name) {
  const file = path.resolve(dir, name)
  const base = commonFolder(dir, path.dirname(file))
  const entries = [file, dir].map((where) => path.relative(base, where).split(path.sep).join("/"))
  if (!entries.some((entry) => UNSAFE_ENTRY.test(entry))) return null
  return `${JSON.stringify(name)} would be unzipped from the download under a name with a backslash or a control character, which a reader's unzip tool can take for a folder or a command to the terminal: rename it, and its folders, with letters, digits, "-", "_" and "."`
}

module.exports = { commonFolder, entryProblem, scriptName }
