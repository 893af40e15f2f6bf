import path from "node:path"
import type { CreatePagesArgs } from "gatsby"
import { caseStudyPath } from "../src/lib/case-study-path"
import { isComingSoon } from "../src/lib/project-status"

// A page per case study, in the order of the projects. A coming-soon project's case study is a
// draft: the development server shows it, a production build leaves it out.
export async function createCaseStudyPages({ graphql, actions, reporter }: CreatePagesArgs) {
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
