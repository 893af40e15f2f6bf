import { writeFileSync } from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { CONTENT_DIR } from "./build/content-dir.mjs"
import { ICON_SPRITE_PATH, iconSpriteSvg } from "./build/icon-sprite"
import { securityHeaders } from "./build/security-headers"
import { contentTypeDefs } from "./build/content-types"
import { caseStudyPath, projectSlug } from "./src/lib/case-study-path"
import { isComingSoon } from "./src/lib/project-status"
import { validateContent } from "./build/validate-content"
import {
  emailJsEnv,
  loadEmailJsConfig,
  missingEmailJsSettings,
  missingSettingsMessage,
  type EmailJsConfig,
} from "./build/emailjs-config.mjs"

// "The content in content/ has 2 problems (see …):" and one line per problem.
const problemList = (subject: string, problems: ReadonlyArray<string>, help: string) =>
  `${subject} ${problems.length} problem${problems.length > 1 ? "s" : ""} (see ${help}):\n- ` +
  problems.join("\n- ")

// The owner's YAML is checked before Gatsby reads it: a mistake stops the build with one message
// per problem, instead of an empty section or a GraphQL error.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const problems = validateContent(CONTENT_DIR)
  if (problems.length > 0) {
    reporter.panicOnBuild(
      problemList(`The content in ${CONTENT_DIR}/ has`, problems, `${CONTENT_DIR}/README.md`),
    )
  }
}

// The contact form's EmailJS settings, resolved and validated once, here: they reach the page as
// GATSBY_EMAILJS_* variables, which Gatsby builds into the browser code, and the CSP of the
// security headers (onPostBuild) and of the page's meta tag (gatsby-ssr.tsx).
let emailJs: EmailJsConfig

export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const { config, problems } = loadEmailJsConfig()
  if (problems.length > 0) {
    reporter.panic(
      problemList("The EmailJS settings have", problems, 'README, "The contact form and EmailJS"'),
    )
  }
  const missing = missingEmailJsSettings(config)
  if (missing.length > 0 && process.env.REQUIRE_EMAILJS === "true") {
    reporter.panic(
      `${missingSettingsMessage(missing)} This build publishes the site (REQUIRE_EMAILJS=true), and ` +
        `a form that cannot send must not go live: set the GATSBY_EMAILJS_* variables in the host's ` +
        `settings (see README, "Deploying").`,
    )
  } else if (missing.length > 0) {
    reporter.warn(
      `${missingSettingsMessage(missing)} Visitors will see "Something went wrong" for every ` +
        `message. Fill them in, or use npm start / npm run develop, which send to a local mail sink.`,
    )
  }
  Object.assign(process.env, emailJsEnv(config))
  emailJs = config
}

// The content's GraphQL types, derived from the schemas the content is checked against
// (build/content-schema.ts): a field missing from every entry still exists, and the types cannot
// drift from the checks.
// A project's slug is derived from its title once, here; its case study is the MarkdownRemark of
// the file its caseStudy names, relative to the content folder.
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createFieldExtension({
    name: "markdownByRelativePath",
    extend: () => ({
      resolve: (
        source: Record<string, unknown>,
        _args: unknown,
        context: NodeModelContext,
        info: { fieldName: string },
      ) => {
        const file = source[info.fieldName]
        if (typeof file !== "string") return null
        return context.nodeModel.findOne({
          type: "MarkdownRemark",
          query: { filter: { fileAbsolutePath: { eq: path.resolve(CONTENT_DIR, file.trim()) } } },
        })
      },
    }),
  })
  actions.createFieldExtension({
    name: "projectSlug",
    extend: () => ({ resolve: (source: { title: string }) => projectSlug(source.title) }),
  })
  actions.createTypes([
    contentTypeDefs(CONTENT_DIR),
    "type ProjectsYaml implements Node { slug: String! @projectSlug }",
  ])
}

type NodeModelContext = {
  nodeModel: { findOne: (args: { type: string; query: unknown }) => Promise<unknown> }
}

// A page per case study, in the order of the projects. A coming-soon project's case study is a
// draft: the development server shows it, a production build leaves it out.
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const { data, errors } = await graphql<Queries.CaseStudyPagesQuery>(`
    query CaseStudyPages {
      allProjectsYaml {
        nodes {
          id
          slug
          status
          caseStudy {
            id
          }
        }
      }
    }
  `)
  if (errors || !data) {
    reporter.panicOnBuild("Could not list the case studies", errors)
    return
  }
  const showDrafts = process.env.NODE_ENV !== "production"
  const studies = data.allProjectsYaml.nodes.filter(
    (project) => project.caseStudy && (showDrafts || !isComingSoon(project.status)),
  )
  studies.forEach((project, index) => {
    actions.createPage({
      path: caseStudyPath(project.slug),
      component: path.resolve("src/templates/case-study.tsx"),
      context: {
        id: project.id,
        previousId: studies[index - 1]?.id ?? null,
        nextId: studies[index + 1]?.id ?? null,
      },
    })
  })
}

// @emotion/react imports hoist-non-react-statics only for withTheme, which the site never calls:
// see src/lib/no-hoist-statics.ts. (What else the browser bundle leaves out:
// plugins/gatsby-plugin-static-by-default.)
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions }) => {
  actions.setWebpackConfig({
    resolve: { alias: { "hoist-non-react-statics": path.resolve("src/lib/no-hoist-statics.ts") } },
  })
}

// The icon sprite and the hosts' security headers, written into the build (the sprite is also
// answered by the development server, below).
export const onPostBuild: GatsbyNode["onPostBuild"] = () => {
  writeFileSync(path.join("public", ICON_SPRITE_PATH), iconSpriteSvg())
  writeFileSync(path.join("public", "_headers"), securityHeaders(emailJs.origin))
}

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  app.get(
    ICON_SPRITE_PATH,
    (_request: unknown, response: { type: (mime: string) => { send: (body: string) => void } }) => {
      response.type("image/svg+xml").send(iconSpriteSvg())
    },
  )
}
