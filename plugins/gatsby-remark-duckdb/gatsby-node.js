// @ts-check
// The plugin's options, checked by Gatsby when the site's config loads.
const { DEFAULT_CACHE_DIR } = require("./queries")

/** @type {import("gatsby").GatsbyNode["pluginOptionsSchema"]} */
exports.pluginOptionsSchema = ({ Joi }) =>
  Joi.object({
    contentDir: Joi.string()
      .required()
      .description(
        "The owner's content folder: the only folder a query may read (gatsby-config.ts passes CONTENT_DIR).",
      ),
    publicDir: Joi.string()
      .required()
      .description("The site's public folder, where a long result's CSV file is written."),
    cacheDir: Joi.string()
      .default(DEFAULT_CACHE_DIR)
      .description("Where results are kept between builds, by the query and what it reads."),
    siteUrl: Joi.string()
      .uri({ scheme: ["https"] })
      .allow(null)
      .default(null)
      .description(
        "The site's https origin (SITE_URL, no final /): each query's link to DuckDB's web shell reads the data files published there, under the site's path prefix; null for no link.",
      ),
  })

// Said once a build: without the site's address, no query has a link to DuckDB's web shell.
/** @type {import("gatsby").GatsbyNode["onPreBootstrap"]} */
exports.onPreBootstrap = ({ reporter }, options) => {
  if (!options.siteUrl)
    reporter.info(
      "No SITE_URL with https: the case studies' queries get no \"Run in DuckDB's shell\" link, which reads the data files the site publishes by their https address",
    )
}
