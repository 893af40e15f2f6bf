// @ts-check
// The plugin's options, checked by Gatsby when the site's config loads, and the dashboards' script
// written into the site, minified, where script.js names it: for the development server and the
// build alike.
const { mkdirSync, readFileSync, writeFileSync } = require("node:fs")
const path = require("node:path")
const { minify } = require("terser")
const { SOURCE, dashboardScriptPath } = require("./script")

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

/** @type {import("gatsby").GatsbyNode["onPostBootstrap"]} */
exports.onPostBootstrap = async () => {
  const target = path.join(process.cwd(), "public", dashboardScriptPath())
  const { code } = await minify(readFileSync(SOURCE, "utf8"), { module: true })
  mkdirSync(path.dirname(target), { recursive: true })
  writeFileSync(target, code ?? "")
}
