// @ts-check
// Static by default (README.md): in the browser bundle of a production build, code that only the
// server needs is swapped for stand-ins, so it neither ships nor hydrates.
const path = require("node:path")

/** @param {string} file */
const here = (file) => path.join(__dirname, file)

// What each kind of module is in the browser bundle.
/** @type {Array<[RegExp, string]>} */
const browserStandIns = [
  // A *.static.tsx module: its default export becomes a root element that keeps the server's HTML.
  [/\.static$/, here("static-root.browser.tsx")],
  // StaticPart: the element stays React's, what is inside keeps the server's HTML.
  [/\/static-part$/, here("static-part.browser.tsx")],
  // A *.head.tsx module, a page's Head: complete in the HTML, so there is none in the browser.
  [/\.head$/, here("server-only-head.ts")],
]

/** @type {import("gatsby").GatsbyNode["pluginOptionsSchema"]} */
exports.pluginOptionsSchema = ({ Joi }) => Joi.object({})

// Only `gatsby build`'s browser bundle: `gatsby develop` renders every page in the browser, so
// there every part is interactive.
/** @type {import("gatsby").GatsbyNode["onCreateWebpackConfig"]} */
exports.onCreateWebpackConfig = ({ stage, actions, plugins }) => {
  if (stage !== "build-javascript") return
  actions.setWebpackConfig({
    plugins: browserStandIns.map(([request, standIn]) =>
      plugins.normalModuleReplacement(request, standIn),
    ),
  })
}
