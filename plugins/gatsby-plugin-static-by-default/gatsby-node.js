// @ts-check
// Static by default (README.md): the built pages load none of Gatsby's runtime (gatsby-ssr.tsx);
// what a visitor interacts with is an island, whose module this builds for the browser.
const path = require("node:path")
const { builtIslands, keepBuiltIslands } = require("./built-islands")
const { buildIslands } = require("./islands")
const { remakePageIslands } = require("./page-islands")

/** @type {import("gatsby").GatsbyNode["pluginOptionsSchema"]} */
exports.pluginOptionsSchema = ({ Joi }) =>
  Joi.object({
    islands: Joi.string()
      .default("src/islands")
      .description(
        "The site's islands folder, from the site's root: each folder in it with an island.ts or island.tsx module is an island of that name.",
      ),
    alias: Joi.object()
      .pattern(Joi.string(), Joi.string())
      .default({})
      .description(
        "Modules that stand in for packages, in the islands and in Gatsby's own bundles alike: a package's name, and a module's path from the site's root.",
      ),
  })

/** @typedef {{ islands: string, alias: Record<string, string> }} Options */

/** @param {Options} options */
const aliasesOf = ({ alias }) =>
  Object.fromEntries(Object.entries(alias).map(([name, file]) => [name, path.resolve(file)]))

// The islands, before the pages are rendered: a page names its islands' scripts.
/** @type {import("gatsby").GatsbyNode["onPreBuild"]} */
exports.onPreBuild = async ({ pathPrefix, reporter }, options) => {
  const { islands, ...rest } = /** @type {Options} */ (/** @type {unknown} */ (options))
  try {
    const built = await buildIslands({
      dir: path.resolve(islands),
      pathPrefix,
      alias: aliasesOf({ islands, ...rest }),
    })
    keepBuiltIslands(built)
    remakePageIslands(built)
    reporter.info(`Islands built: ${Object.keys(built).join(", ") || "none"}`)
  } catch (error) {
    reporter.panicOnBuild(`The islands could not be built: ${error}`)
  }
}

// The same stand-ins in Gatsby's bundles: the server rendering, and the development server. The
// server rendering is compiled with the built islands (gatsby-ssr.tsx), so that a change of an
// island renders the pages again.
/** @type {import("gatsby").GatsbyNode["onCreateWebpackConfig"]} */
exports.onCreateWebpackConfig = ({ actions, plugins, stage }, options) => {
  const alias = aliasesOf(/** @type {Options} */ (/** @type {unknown} */ (options)))
  const islands = stage === "build-html" ? builtIslands() : {}
  actions.setWebpackConfig({
    resolve: { alias },
    plugins: [plugins.define({ __BUILT_ISLANDS__: JSON.stringify(islands) })],
  })
}
