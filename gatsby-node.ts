import { logText, problemList } from "content-files"
import type { GatsbyNode } from "gatsby"
import { serveIconSprite, writeIconSprite } from "./gatsby/site-files/sprite-and-headers"
import { hashInlineScripts } from "./gatsby/site-files/inline-scripts"
import { createCaseStudyPages, type CaseStudyProject } from "./gatsby/case-studies/case-study-pages"
import { CONTENT_DIR } from "./gatsby/content/content-dir.mjs"
import { contentFileName } from "./gatsby/content/content-file-table"
import { applyEmailJsSettings } from "./gatsby/emailjs/emailjs-build"
import { quoted } from "./gatsby/content/names"
import { closeResumeBox } from "./gatsby/resume/pdf"
import { createResumePage } from "./gatsby/resume/pages"
import { customizeSchema } from "./gatsby/content/schema-customization"
import { caseStudyCard, homeCard, readOwner } from "./gatsby/share-cards/share-card-content"
import { closeShareCardBox, shareCardMaker } from "./gatsby/share-cards/share-cards"
import {
  createSkillPages,
  forgetSkills,
  shownHeadingsOf,
  skillResolvers,
} from "./gatsby/skills/skill-pages"
import { pageLikeFiles } from "./gatsby/site-files/static-files"
import { applyVisitCounter } from "./gatsby/site-files/visit-counter"
import { createViewPages } from "./gatsby/views/view-pages"
import { checkContent } from "./gatsby/checks/validate-content"
import { readYaml } from "./gatsby/content/yaml-file.mjs"
import { colourTokens, shareCardColours } from "./src/styles/share-card-colours"

// Each of Gatsby's APIs the site uses, delegated to the build code that does the work (gatsby/);
// nothing is kept between them. What the built pages load is
// plugins/gatsby-plugin-static-by-default's.

// The contact form's settings, before anything else: the islands are built with them.
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => applyEmailJsSettings(reporter)

// The owner's content is checked before Gatsby reads it: one line per problem, then the build stops.
// Then the visit counter, if the build publishes the site with one, reaches the pages' renderer.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  await checkContent(reporter)
  applyVisitCounter()
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) =>
  customizeSchema(actions)

// The share cards are drawn in the light scheme's colours.
const shareCardTheme = { colours: shareCardColours, tokens: colourTokens }

// The pages made from the content: the case studies, the skills, the résumé and the views of
// views.yaml, each with its share card. A card or a résumé that cannot be made is a problem; the
// build stops once all are made, naming each. The query is here, where GraphQL typegen types it.
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
          title
          description
          image {
            absolutePath
          }
          caseStudy {
            id
            fileAbsolutePath
            headings {
              value
            }
          }
          dashboards {
            url
          }
        }
      }
      profileYaml {
        leads {
          skills
        }
      }
    }
  `)
  if (errors || !data) {
    reporter.panicOnBuild("Could not list the pages of the content", errors)
    return
  }
  // The skills are found once for the pages made here, from the content as it is now, under each
  // case study's headings as its page shows them (with the values of its queries).
  forgetSkills(shownHeadingsOf(data.allProjectsYaml.nodes))
  const problems: string[] = []
  const report = (problem: string) => problems.push(problem)
  const makeShareCard = shareCardMaker(shareCardTheme, { report })
  const owner = readOwner(CONTENT_DIR)
  // A case study's card draws its first chart, as the charts plugin hands it out: of a page that
  // is made, and of no draft.
  const shareCardOf = async (project: CaseStudyProject) => {
    const chart = await graphql<Queries.CaseStudyFirstChartQuery>(
      `
        query CaseStudyFirstChart($id: String!) {
          markdownRemark(id: { eq: $id }) {
            firstChartDrawings
            firstChartDescription
          }
        }
      `,
      { id: project.caseStudy?.id },
    )
    const { card, alt } = caseStudyCard(
      {
        title: project.title,
        description: project.description,
        picture: project.image.absolutePath,
        chartDrawings: chart.data?.markdownRemark?.firstChartDrawings ?? [],
        chartDescription: chart.data?.markdownRemark?.firstChartDescription ?? null,
      },
      owner,
      shareCardTheme,
    )
    const source = `${CONTENT_DIR}/${contentFileName("projects")}, project ${quoted(project.title)}`
    return makeShareCard(`project-${project.slug}`, card, alt, source)
  }
  await createCaseStudyPages(data.allProjectsYaml.nodes, actions, shareCardOf)
  await createSkillPages(actions, reporter, {
    makeShareCard,
    owner,
    lead: data.profileYaml?.leads?.skills ?? null,
  })
  const siteUrl = `${data.site?.siteMetadata?.siteUrl ?? ""}${pathPrefix}`
  await createResumePage(actions, report, siteUrl, { makeShareCard, owner })
  await createViewPages(actions, report, siteUrl, { makeShareCard, owner })
  if (problems.length)
    reporter.panicOnBuild(
      problemList("The pages of the content have", problems, `${CONTENT_DIR}/README.md`),
    )
}

// The home page (src/pages/index.tsx) gets its share card as its context: the owner's name, role,
// headline and first skills.
export const onCreatePage: GatsbyNode["onCreatePage"] = async ({ page, actions, reporter }) => {
  if (page.path !== "/" || page.context?.shareCard) return
  const skills = readYaml(`${CONTENT_DIR}/${contentFileName("skills")}`) as Array<{ name: string }>
  const { card, alt } = homeCard(
    readOwner(CONTENT_DIR),
    skills.map((skill) => skill.name.trim()),
  )
  const report = (problem: string) => reporter.panicOnBuild(logText(problem))
  const shareCard = await shareCardMaker(shareCardTheme, { report })(
    "home",
    card,
    alt,
    `${CONTENT_DIR}/${contentFileName("profile")} (the home page)`,
  )
  actions.deletePage(page)
  actions.createPage({ ...page, context: { ...page.context, shareCard } })
}

// A skill card's page and summary and a project tag's skill page, from the work in the content.
export const createResolvers: GatsbyNode["createResolvers"] = (args) => skillResolvers(args)

// No file the build published under /static/ may start like a page (the rule the owner's linked
// files pass): one that does stops the build. Then the icon sprite; then the inline scripts of the
// pages the site renders (Gatsby's, and no other file of public/) are hashed into their policies
// and the hosts'. The share cards' and the résumé's processes end with the build.
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ getNodesByType, reporter }) => {
  const pageLike = pageLikeFiles()
  if (pageLike.length)
    reporter.panicOnBuild(
      problemList(
        "The files the build published have",
        pageLike,
        'content/README.md, "What the build refuses"',
      ),
    )
  writeIconSprite()
  hashInlineScripts(getNodesByType("SitePage").map((page) => String(page.path)))
  await Promise.all([closeShareCardBox(), closeResumeBox()])
}

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => serveIconSprite(app)
