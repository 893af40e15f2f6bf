// @ts-check
// Vega's readers of delimited text (its "csv", "tsv" and "dsv" formats) without the Function they
// make: d3-dsv's `parse`, which Vega calls, builds each row with a Function made from the file's
// header, and the chart box's process forbids making code from text (chart-box.js). These make the
// same rows (the header's names, in its order, each an empty text where a line has no value) from
// d3-dsv's `parseRows`. Vega keeps its formats for the whole process: `useDelimitedReaders` sets
// them, the same for every drawing.
import { dsvFormat } from "d3-dsv"
import * as vega from "vega"

/**
 * A reader of text delimited by `fixed` (the format's own `delimiter` when none), as Vega calls it.
 * @param {string} [fixed]
 */
function delimitedReader(fixed) {
  /** @param {unknown} data @param {{ delimiter?: string, header?: unknown[] }} [format] */
  const read = (data, format) => {
    const delimiter = fixed ?? format?.delimiter ?? ","
    const text = format?.header
      ? `${format.header.map(vega.stringValue).join(delimiter)}\n${data}`
      : `${data}`
    /** @type {string[]} */
    let columns = []
    const rows = dsvFormat(delimiter).parseRows(text, (row, index) => {
      if (index === 0) {
        columns = row
        return null
      }
      /** @type {Record<string, string>} */
      const object = {}
      columns.forEach((name, column) => {
        object[name] = row[column] || ""
      })
      return object
    })
    return Object.assign(rows, { columns })
  }
  read.responseType = "text"
  return read
}

/** Makes Vega read delimited text with these readers, in this process. */
export function useDelimitedReaders() {
  vega.formats("csv", delimitedReader(","))
  vega.formats("tsv", delimitedReader("\t"))
  vega.formats("dsv", delimitedReader())
}
