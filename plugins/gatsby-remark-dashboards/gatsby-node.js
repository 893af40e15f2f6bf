// @ts-check
// The plugin's options, checked by Gatsby when the site's config loads.

/** @type {import("gatsby").GatsbyNode["pluginOptionsSchema"]} */
exports.pluginOptionsSchema = ({ Joi }) =>
  Joi.object({
    contentDir: Joi.string()
      .required()
      .description("The owner's content folder: a project's case study and posters are in it."),
    projectType: Joi.string()
      .default("ProjectsYaml")
      .description("The GraphQL type of a project, whose `caseStudy` and `dashboards` it reads."),
  })
