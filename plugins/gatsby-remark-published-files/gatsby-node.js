// @ts-check
// The plugin's options, checked by Gatsby when the site's config loads.

/** @type {import("gatsby").GatsbyNode["pluginOptionsSchema"]} */
exports.pluginOptionsSchema = ({ Joi }) =>
  Joi.object({
    contentDir: Joi.string()
      .required()
      .description(
        "The owner's content folder: only a file inside it, of a kind the site publishes, is copied.",
      ),
  })
