import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { serveIconSprite, writeIconSprite } from "./gatsby/sprite-and-headers"
import { createCaseStudyPages } from "./gatsby/case-study-pages"
import { applyEmailJsSettings } from "./gatsby/emailjs-build"
import { createResumePage } from "./gatsby/resume/pages"
import { customizeSchema } from "./gatsby/schema-customization"
import { createSkillPages, skillResolvers } from "./gatsby/skill-pages"
import { checkContent } from "./gatsby/validate-content"

// Each of Gatsby's APIs the site uses, delegated to the build code that does the work (gatsby/);
// nothing is kept between them. What the browser bundle leaves out is
// plugins/gatsby-plugin-static-by-default's.

// The contact form's settings, before anything else: the browser code is built with them.
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => applyEmailJsSettings(reporter)

// The owner's content is checked before Gatsby reads it: one line per problem, then the build stops.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => checkContent(reporter)

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) =>
  customizeSchema(actions)

// The pages made from the content: the case studies, the skills and the résumé. The query is here, where
// GraphQL typegen types it.
export const createPages: GatsbyNode["createPages"] = async ({
  graphql,
  actions,
  reporter,
  pathPrefix,
}) => {
  const { data, errors } = await graphql<Queries.ContentPagesQuery>(`
    query ContentPages {
      site {
        siteMetadata {
          siteUrl
        }
      }
      allProjectsYaml {
        nodes {
          id
          slug
          status
          caseStudy {
            id
          }
          dashboards {
            url
          }
        }
      }
    }
  `)
  if (errors || !data) {
    reporter.panicOnBuild("Could not list the pages of the content", errors)
    return
  }
  createCaseStudyPages(data.allProjectsYaml.nodes, actions)
  createSkillPages(actions, reporter)
  createResumePage(actions, reporter, `${data.site?.siteMetadata?.siteUrl ?? ""}${pathPrefix}`)
}

// A skill card's page and summary and a project tag's skill page, from the work in the content.
export const createResolvers: GatsbyNode["createResolvers"] = (args) => skillResolvers(args)

// @emotion/react imports hoist-non-react-statics only for withTheme, which the site never calls.
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions }) => {
  actions.setWebpackConfig({
    resolve: { alias: { "hoist-non-react-statics": path.resolve("src/lib/no-hoist-statics.ts") } },
  })
}

export const onPostBuild: GatsbyNode["onPostBuild"] = () => writeIconSprite()

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => serveIconSprite(app)
