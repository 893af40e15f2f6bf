// @ts-check
// A built page's scripts load once the page has painted. Gatsby ends each page with its scripts as
// `<script src async>`, which a fast connection delivers before the first frame, and then the
// browser runs them first: the page paints after the framework and the app have been evaluated,
// which a slow phone takes long over, for nothing but a header to hydrate. A page here is whole in
// its HTML, so it is drawn first, and the same scripts are added in the frame after that.

// The page's run of Gatsby's scripts, as its scripts slice writes them.
const SCRIPTS = /(?:<script src="[^"]+" async><\/script>)+/

/**
 * The page's HTML with its scripts loaded after its first paint; as it is without Gatsby's scripts.
 * @param {string} html
 */
function scriptsAfterFirstPaint(html) {
  const run = SCRIPTS.exec(html)
  if (!run) return html
  const sources = [...run[0].matchAll(/src="([^"]+)"/g)].map(([, src]) => src)
  const loader =
    "<script>requestAnimationFrame(function(){setTimeout(function(){" +
    `${JSON.stringify(sources)}.forEach(function(src){` +
    'var script=document.createElement("script");script.src=src;document.body.appendChild(script)' +
    "})})})</script>"
  return html.replace(run[0], () => loader)
}

module.exports = { scriptsAfterFirstPaint }
