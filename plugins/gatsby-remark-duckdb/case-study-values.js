// @ts-check
// A Markdown case study's queries run and its prose's references read against their results: what
// the build (index.js), the content checks (checks.js) and the browser tests do with its tree.
const { proseValues } = require("./prose-values")
const { runQueries } = require("./queries")
const { referencedResults } = require("./value-references")

/**
 * @param {import("./blocks").MarkdownNode} tree the Markdown's, past its front matter
 * @param {import("./blocks").Block[]} blocks its SQL blocks (blocks.js)
 * @param {{ markdownFile: string, contentDir: string, cacheDir: string, source: string, lineOffset?: number, charted?: ReadonlySet<string> }} options
 *   `source` the file's text, `lineOffset` its front matter's lines, `charted` the names of the
 *   results its charts draw (lower case)
 */
async function runWithValues(tree, blocks, { source, lineOffset, charted, ...place }) {
  const referenced = referencedResults(tree)
  const ran = await runQueries(blocks, { ...place, handOn: charted, quoted: referenced })
  return { ran, referenced, values: proseValues(tree, ran, { source, lineOffset }) }
}

module.exports = { runWithValues }
