// @ts-check
// The plugin's options, checked by Gatsby when the site's config loads (README.md).

/** @type {import("gatsby").GatsbyNode["pluginOptionsSchema"]} */
exports.pluginOptionsSchema = ({ Joi }) =>
  Joi.object({
    contentDir: Joi.string()
      .required()
      .description(
        "The owner's content folder: a chart's data files must be inside it (gatsby-config.ts passes CONTENT_DIR).",
      ),
  })
