// @ts-check
// How a built page loads its islands: after its first paint. A script named in the HTML, even a
// module that runs only once the HTML is parsed, is fetched with the page, and a browser that has
// the whole HTML at once runs it before it draws the first frame: the page appears later, for a
// header's buttons. So the page names its islands' scripts in a block of data, and one line of
// inline script, the same on every page, adds them in the frame after the first one (a page opened
// in a background tab adds them when it is shown).

// The block of data: the modules to run.
const DATA_ATTRIBUTE = "data-islands"

// The loader, as it is inlined in every page (its hash is in the Content-Security-Policy).
const LOADER =
  "requestAnimationFrame(function(){setTimeout(function(){" +
  `var d=document.querySelector("script[${DATA_ATTRIBUTE}]");if(!d)return;d=JSON.parse(d.textContent);` +
  'd.run.forEach(function(s){var e=document.createElement("script");e.type="module";e.src=s;document.head.appendChild(e)})' +
  "})})"

/**
 * The block of data a page carries for its islands, as JSON: `run`, their scripts.
 * @param {Array<{ src: string }>} islands
 */
const islandsData = (islands) => JSON.stringify({ run: islands.map(({ src }) => src) })

/**
 * The scripts a built page loads for its islands before any interaction, from its HTML: for tools
 * that weigh them (npm run bench).
 * @param {string} html
 * @returns {string[]}
 */
function islandSourcesOf(html) {
  const data = new RegExp(`<script[^>]*\\s${DATA_ATTRIBUTE}[^>]*>([^<]*)</script>`).exec(html)
  if (!data) return []
  return JSON.parse(data[1]).run
}

module.exports = { DATA_ATTRIBUTE, LOADER, islandSourcesOf, islandsData }
