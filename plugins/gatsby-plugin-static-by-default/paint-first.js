// @ts-check
// A built page's scripts load once the page has painted. Gatsby ends each page with its scripts as
// `<script src async>`, which a fast connection delivers before the first frame, and then the
// browser runs them first: the page paints after the framework and the app have been evaluated,
// which a slow phone takes long over, for nothing but a header to hydrate. A page here is whole in
// its HTML, so it is drawn first, and the same scripts are added in the frame after that.

// The page's run of Gatsby's scripts, as its scripts slice writes them.
const SCRIPTS = /(?:<script src="[^"]+" async><\/script>)+/

// The line that adds `sources` in the frame after the first one, in their order.
const loaderOf = (/** @type {string[]} */ sources) =>
  "<script>requestAnimationFrame(function(){setTimeout(function(){" +
  `${JSON.stringify(sources)}.forEach(function(src){` +
  'var script=document.createElement("script");script.src=src;document.body.appendChild(script)' +
  "})})})</script>"
// Its list of sources, in a built page.
const LOADED =
  /<script>requestAnimationFrame\(function\(\)\{setTimeout\(function\(\)\{(\[[^\]]*\])\.forEach\(/

/**
 * The page's HTML with its scripts loaded after its first paint; as it is without Gatsby's scripts.
 * @param {string} html
 */
function scriptsAfterFirstPaint(html) {
  const run = SCRIPTS.exec(html)
  if (!run) return html
  const sources = [...run[0].matchAll(/src="([^"]+)"/g)].map(([, src]) => src)
  return html.replace(run[0], () => loaderOf(sources))
}

/**
 * The scripts a built page loads before any interaction, in its HTML's order: through the line
 * that adds them after the first paint, or as Gatsby's own tags.
 * @param {string} html
 * @returns {string[]}
 */
function scriptSourcesOf(html) {
  const loaded = LOADED.exec(html)
  if (loaded) return JSON.parse(loaded[1])
  return [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map(([, src]) => src)
}

module.exports = { scriptSourcesOf, scriptsAfterFirstPaint }
