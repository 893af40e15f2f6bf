// @ts-check
// Static by default (README.md): the built pages load none of Gatsby's runtime (gatsby-ssr.tsx);
// what a visitor interacts with is an island, whose module this builds for the browser once the
// pages are built, and names in each page that marks it.
const path = require("node:path")
const { keepBuiltIslands } = require("./built-islands")
const { ISLANDS_PATH, buildIslands } = require("./islands")
const { writePagesIslands } = require("./pages")

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
    publicDir: Joi.string()
      .default("public")
      .description(
        "The folder of the built site, from the site's root: its pages, and the islands' scripts under static/islands/.",
      ),
    cacheDir: Joi.string()
      .default(".cache")
      .description(
        "The build's cache folder, from the site's root: the list of the built islands (islands.json), for tools that weigh them.",
      ),
    untrusted: Joi.string().description(
      "The attribute of the elements whose inside the site did not render (the owner's HTML): an island's mark there adds no island to the page.",
    ),
  })

/**
 * @typedef {{ islands: string, alias: Record<string, string>, publicDir: string, cacheDir: string,
 *   untrusted?: string }} Options
 */

/** @param {unknown} options */
const optionsOf = (options) => /** @type {Options} */ (options)

/** @param {Options} options */
const aliasesOf = ({ alias }) =>
  Object.fromEntries(Object.entries(alias).map(([name, file]) => [name, path.resolve(file)]))

// Once the pages are built: the islands, then each page's script of them, from the islands its
// HTML marks. Before the site's own onPostBuild, which hashes the pages' inline scripts.
/** @type {import("gatsby").GatsbyNode["onPostBuild"]} */
exports.onPostBuild = async ({ getNodesByType, pathPrefix, reporter }, pluginOptions) => {
  const options = optionsOf(pluginOptions)
  const publicDir = path.resolve(options.publicDir)
  try {
    const built = await buildIslands({
      dir: path.resolve(options.islands),
      publicDir,
      pathPrefix,
      alias: aliasesOf(options),
    })
    keepBuiltIslands(built, path.resolve(options.cacheDir))
    const problems = writePagesIslands({
      pagePaths: getNodesByType("SitePage").map((page) => String(page.path)),
      publicDir,
      islandsDir: path.join(publicDir, ...ISLANDS_PATH.split("/")),
      built,
      untrusted: options.untrusted,
    })
    if (problems.length > 0) reporter.panicOnBuild(problems.join("\n"))
    reporter.info(`Islands built: ${Object.keys(built).join(", ") || "none"}`)
  } catch (error) {
    reporter.panicOnBuild(`The islands could not be built: ${error}`)
  }
}

// The same stand-ins in Gatsby's bundles: the server rendering, and the development server.
/** @type {import("gatsby").GatsbyNode["onCreateWebpackConfig"]} */
exports.onCreateWebpackConfig = ({ actions }, options) => {
  actions.setWebpackConfig({ resolve: { alias: aliasesOf(optionsOf(options)) } })
}
