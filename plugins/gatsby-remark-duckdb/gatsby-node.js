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
  })
