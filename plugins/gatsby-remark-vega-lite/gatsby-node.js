// @ts-check
// The plugin's options, checked by Gatsby when the site's config loads (README.md), and the start
// of each build, which begins with nothing said and nothing written (build-state.js).
const { startBuild } = require("./build-state")

/** @type {import("gatsby").GatsbyNode["onPluginInit"]} */
exports.onPluginInit = () => startBuild()

/** @type {import("gatsby").GatsbyNode["pluginOptionsSchema"]} */
exports.pluginOptionsSchema = ({ Joi }) =>
  Joi.object({
    contentDir: Joi.string()
      .required()
      .description(
        "The owner's content folder: a chart's data files must be inside it (gatsby-config.ts passes CONTENT_DIR).",
      ),
    publicDir: Joi.string()
      .required()
      .description(
        "The site's public folder, where a chart's files (a long table's CSV, image marks' pictures, its live view) are written.",
      ),
    widths: Joi.object({
      wide: Joi.number().integer().min(100).required(),
      narrow: Joi.number().integer().min(100).required(),
    })
      .required()
      .description(
        "The widths a chart is drawn at, in CSS pixels: the inside of its box in the case study's column on a desktop, and on a phone.",
      ),
  })
