// @ts-check
// Whether a block of raw HTML is comments only, as a browser reads it: the HTML standard's
// tokenizer (parse5) decides where a comment ends, so that `<!-- a --!><script>…<!-- b -->` or
// `<!--><meta …><!-- b -->`, which start and end like one comment, are read as the markup they
// hold.
const { parseFragment } = require("parse5")

/**
 * Whether `html` is one or more HTML comments, with white space between, and nothing else.
 * @param {string} html
 */
function isHtmlComment(html) {
  const nodes = parseFragment(html).childNodes
  return (
    nodes.some((node) => node.nodeName === "#comment") &&
    nodes.every(
      (node) =>
        node.nodeName === "#comment" ||
        (node.nodeName === "#text" && "value" in node && node.value.trim() === ""),
    )
  )
}

module.exports = { isHtmlComment }
