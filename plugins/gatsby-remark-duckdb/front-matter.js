// @ts-check
// A case study's front matter: the block between "---" lines at its top, which
// gatsby-transformer-remark cuts off with gray-matter before it parses the Markdown, and which the
// site shows nowhere. The build's Markdown tree starts after it, and counts its lines from there;
// the checks parse the same Markdown, and both add the front matter's lines, so that a problem
// names the file's line and column, the same in both. A value reference in the front matter would
// never be written: each is refused.
const matter = require("gray-matter")
const { shortText } = require("./quoting")

// gray-matter's engines here read nothing: only where the front matter ends matters. (Its fields
// are read by the content checks, gatsby/content/front-matter.mjs, and by Gatsby with the same
// engines; gray-matter's own would run a ---js block.)
const UNREAD = { parse: () => ({}) }
const ENGINES = { yaml: UNREAD, json: UNREAD, javascript: UNREAD }

/**
 * A case study's text as gatsby-transformer-remark splits it: its front matter ("" for none), the
 * Markdown it parses, and how many lines come before that Markdown.
 * @param {string} text
 */
function splitFrontMatter(text) {
  let markdown = text
  try {
    markdown = matter(text, { engines: ENGINES }).content
  } catch {
    // A language gray-matter has no engine for (---toml): the content checks refuse it.
  }
  const frontMatter = text.slice(0, text.length - markdown.length)
  return { frontMatter, markdown, lineOffset: frontMatter.split("\n").length - 1 }
}

const OPEN = "{{="

/**
 * Each value reference in a front matter, refused at its line and column.
 * @param {string} frontMatter
 * @returns {Array<{ line: number, column: number, message: string }>}
 */
const frontMatterProblems = (frontMatter) =>
  frontMatter.split("\n").flatMap((text, index) =>
    [...text.matchAll(/\{\{=/g)].map(({ index: at = 0 }) => {
      const close = text.indexOf("}}", at + OPEN.length)
      const source = text.slice(at, close === -1 ? text.length : close + 2)
      return {
        line: index + 1,
        column: at + 1,
        message: `${shortText(source)}: a reference in the front matter is never written, as the site shows none of its fields: write it in the text below the front matter`,
      }
    }),
  )

module.exports = { frontMatterProblems, splitFrontMatter }
