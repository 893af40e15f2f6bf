// @ts-check
// The one check of a data file a query or a chart reads: never a web address (a page must not
// change after the build, or break when someone else's server is down), a file the guard lets the
// build read (inside the content folder, links resolved), of a size a repository holds, of a kind
// its reader takes by its extension, and of that kind by its first bytes. One sentence per refusal,
// the same for both readers but for the words that name them.
const path = require("node:path")
const { hasScheme } = require("./address")
const { locate, readContentFile, refusalText } = require("./guard")
const { signatures, typeNames } = require("./types")

// A data file heavier than this does not belong in a repository.
const MAX_DATA_BYTES = 50 * 1024 * 1024

/**
 * @typedef {"query" | "chart"} DataReader
 * @typedef {{ subject: (name: string) => string, who: string, relativeTo: string, kinds: Record<string, string>, smaller: string }} ReaderWords
 *   how a reader's sentences name a file (`subject`) and itself (`who`), what its paths are relative
 *   to, the kinds of file it reads by extension, and how to make a file too big smaller
 */

/** @type {Record<DataReader, ReaderWords>} */
const READERS = {
  // A query names a file as SQL quotes it.
  query: {
    subject: (name) => `'${name}'`,
    who: "a query",
    relativeTo: "the case study",
    kinds: {
      csv: "CSV",
      tsv: "TSV",
      parquet: "Parquet",
      json: "JSON",
      jsonl: "JSON",
      ndjson: "JSON",
    },
    smaller: "save it as Parquet, or a sample of it",
  },
  // Vega reads no Parquet.
  chart: {
    subject: (url) => `its data "${url}"`,
    who: "a chart",
    relativeTo: "the chart",
    kinds: { csv: "CSV", tsv: "TSV", json: "JSON" },
    smaller: "save a sample of it, or the aggregate the chart draws",
  },
}

/**
 * @typedef {import("./guard").Place & { reader: DataReader, contentName?: string }} DataPlace
 *   `reader` who reads the file, whose words the sentences use; `contentName` the content folder
 *   as the sentences name it (`contentDir` unless given)
 */

/**
 * The sentence of a data file the guard refuses (locate's refusal), naming it as its reader does.
 * @param {string} name the path as the owner wrote it
 * @param {import("./guard").Refusal} refusal
 * @param {{ contentDir: string, reader: DataReader }} wording
 */
function dataRefusalText(name, refusal, { contentDir, reader }) {
  const { subject, who, relativeTo } = READERS[reader]
  if (refusal === "outside")
    return `${subject(name)} is outside ${contentDir}/: ${who} reads only the content folder's files`
  return `${subject(name)} ${refusalText(refusal, { contentDir, relativeTo })}`
}

/**
 * The data file a query or a chart reads, or the sentence that says why it may not: a web
 * address, refused by the guard, past MAX_DATA_BYTES, not of a kind its reader takes by its
 * extension (any case), or not of that kind by its first bytes (Parquet's signature, or text).
 * @param {string} name the path as the owner wrote it, relative to `dir`
 * @param {DataPlace} place
 * @returns {{ file: string, problem: null, refusal: null } | { file: null, problem: string, refusal: import("./guard").Refusal | null }}
 *   `refusal` the guard's, when it refused the path
 */
function dataFile(name, { reader, contentName, ...place }) {
  const { subject, relativeTo, kinds, smaller } = READERS[reader]
  const refused = (/** @type {string} */ problem) => ({ file: null, problem, refusal: null })
  if (hasScheme(name))
    return refused(
      `${subject(name)} is a web address: save the data beside ${relativeTo} and read it by its path`,
    )
  const found = locate(name, place)
  if (found.refusal !== null) {
    const contentDir = contentName ?? place.contentDir
    const problem = dataRefusalText(name, found.refusal, { contentDir, reader })
    return { file: null, problem, refusal: found.refusal }
  }
  const { file, size } = found
  if (size > MAX_DATA_BYTES)
    return refused(
      `${subject(name)} is ${Math.round(size / 1024 / 1024)} MB, too big for a repository (${MAX_DATA_BYTES / 1024 / 1024} MB at most): ${smaller}`,
    )
  const extension = path.extname(name).slice(1).toLowerCase()
  if (!Object.hasOwn(kinds, extension))
    return refused(
      `${subject(name)} is not a ${typeNames([...new Set(Object.values(kinds))])} file`,
    )
  const head = readContentFile(file, place.contentDir, 512)
  if (kinds[extension] === "Parquet" && !signatures.Parquet(head))
    return refused(`${subject(name)} is not a Parquet file: it has no Parquet signature`)
  if (kinds[extension] !== "Parquet" && !signatures.text(head))
    return refused(`${subject(name)} is not a ${extension.toUpperCase()} file: it is not text`)
  return { file, problem: null, refusal: null }
}

/**
 * What is wrong with a data file a query or a chart reads, if anything (`dataFile`'s problem).
 * @param {string} name
 * @param {DataPlace} place
 * @returns {string | null}
 */
const dataFileProblem = (name, place) => dataFile(name, place).problem

module.exports = { MAX_DATA_BYTES, dataFile, dataFileProblem, dataRefusalText }
