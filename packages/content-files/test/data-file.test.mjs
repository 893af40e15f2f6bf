// @ts-check
// The one check of a data file a query or a chart reads, on a content folder of the test's own:
// each refusal one sentence, the same for both readers but for the words that name them, and the
// folder unchanged: node --test packages/.
import assert from "node:assert/strict"
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import path from "node:path"
import { describe, it } from "node:test"

const requireHere = createRequire(import.meta.url)
/** @type {typeof import("../index")} */
const { MAX_DATA_BYTES, dataFile, dataFileProblem } = requireHere("../index")

function folder() {
  const root = mkdtempSync(path.join(tmpdir(), "data-file-"))
  const contentDir = path.join(root, "content")
  const study = path.join(contentDir, "study")
  mkdirSync(path.join(study, "data", "folder.csv"), { recursive: true })
  writeFileSync(path.join(root, "secret.csv"), "secret\nhunter2\n")
  writeFileSync(path.join(study, "data", "sales.csv"), "day,amount\n2024-01-01,3\n")
  writeFileSync(path.join(study, "data", "rows.jsonl"), '{"a": 1}\n')
  writeFileSync(path.join(study, "data", "notes.txt"), "a note\n")
  writeFileSync(path.join(study, "data", "binary.csv"), Buffer.from([0x61, 0, 0x62]))
  writeFileSync(path.join(study, "data", "fake.parquet"), "day,amount\n")
  writeFileSync(path.join(study, "data", "real.parquet"), "PAR1 and the rest")
  writeFileSync(path.join(study, "data", "big.csv"), "a\n")
  truncateSync(path.join(study, "data", "big.csv"), MAX_DATA_BYTES + 1024 * 1024)
  symlinkSync(path.join(root, "secret.csv"), path.join(study, "data", "linked.csv"))
  return { contentDir, dir: study }
}

// Every file of a folder with its bytes' size and time of change, links not followed.
function snapshot(/** @type {string} */ dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).map((entry) => {
    const file = path.join(entry.parentPath, entry.name)
    const { size, mtimeMs } = statSync(file, { throwIfNoEntry: false }) ?? {}
    return [file, size, mtimeMs, entry.isFile() ? readFileSync(file).length : null]
  })
}

describe("dataFile: the one check of a data file", () => {
  it("refuses each file in one sentence, the same for a query and a chart but for their words", () => {
    const place = folder()
    const before = snapshot(place.contentDir)
    const sentences = (/** @type {"query" | "chart"} */ reader) =>
      [
        "https://example.org/sales.csv",
        "../../secret.csv",
        "data/missing.csv",
        "data/linked.csv",
        "data/folder.csv",
        "data/big.csv",
        "data/notes.txt",
        "data/binary.csv",
        "data/fake.parquet",
      ].map((name) => dataFileProblem(name, { ...place, reader }))
    const { contentDir } = place
    assert.deepEqual(sentences("query"), [
      "'https://example.org/sales.csv' is a web address: save the data beside the case study and read it by its path",
      `'../../secret.csv' is outside ${contentDir}/: a query reads only the content folder's files`,
      "'data/missing.csv' does not exist (its path is relative to the case study)",
      `'data/linked.csv' is a link that leads outside ${contentDir}/ or to nothing: put the file itself there`,
      "'data/folder.csv' is a folder, not a file",
      "'data/big.csv' is 51 MB, too big for a repository (50 MB at most): save it as Parquet, or a sample of it",
      "'data/notes.txt' is not a CSV, TSV, Parquet or JSON file",
      "'data/binary.csv' is not a CSV file: it is not text",
      "'data/fake.parquet' is not a Parquet file: it has no Parquet signature",
    ])
    assert.deepEqual(sentences("chart"), [
      'its data "https://example.org/sales.csv" is a web address: save the data beside the chart and read it by its path',
      `its data "../../secret.csv" is outside ${contentDir}/: a chart reads only the content folder's files`,
      'its data "data/missing.csv" does not exist (its path is relative to the chart)',
      `its data "data/linked.csv" is a link that leads outside ${contentDir}/ or to nothing: put the file itself there`,
      'its data "data/folder.csv" is a folder, not a file',
      'its data "data/big.csv" is 51 MB, too big for a repository (50 MB at most): save a sample of it, or the aggregate the chart draws',
      'its data "data/notes.txt" is not a CSV, TSV or JSON file',
      'its data "data/binary.csv" is not a CSV file: it is not text',
      'its data "data/fake.parquet" is not a CSV, TSV or JSON file',
    ])
    assert.deepEqual(snapshot(place.contentDir), before)
  })

  it("gives the file each reader may read: Parquet and JSON lines to a query, CSV to both", () => {
    const place = folder()
    const read = (/** @type {string} */ name, /** @type {"query" | "chart"} */ reader) =>
      dataFile(name, { ...place, reader })
    for (const name of ["data/sales.csv", "data/rows.jsonl", "data/real.parquet"])
      assert.deepEqual(read(name, "query"), {
        file: path.join(place.dir, name),
        problem: null,
        refusal: null,
      })
    assert.equal(read("data/sales.csv", "chart").file, path.join(place.dir, "data", "sales.csv"))
    assert.equal(
      read("data/rows.jsonl", "chart").problem,
      'its data "data/rows.jsonl" is not a CSV, TSV or JSON file',
    )
  })

  it("names the content folder as the sentence's reader knows it, and says which refusal the guard gave", () => {
    const place = folder()
    assert.deepEqual(
      dataFile("../../secret.csv", { ...place, contentName: "content", reader: "query" }),
      {
        file: null,
        problem:
          "'../../secret.csv' is outside content/: a query reads only the content folder's files",
        refusal: "outside",
      },
    )
  })
})
