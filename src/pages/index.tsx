import { graphql, type PageProps } from "gatsby"
import { SiteFrame } from "../components/layout/site-frame"
import { inViewOrder, type RoleView } from "../lib/role-view"
import { sections } from "../sections"

export { Head } from "../heads/index-page.head"

// The home page, and a view's page (/for/<segment>/, gatsby/views/view-pages.ts): the same page
// with the view's role in the hero and its skills and projects in its order.
export default function IndexPage({
  data,
  pageContext,
}: PageProps<Queries.IndexPageQuery, { view?: RoleView }>) {
  const { profileYaml: profile, allSkillsYaml, allProjectsYaml, resumeYaml } = data
  if (!profile) throw new Error("content/profile.yaml is missing")
  const { view = null } = pageContext
  const content = {
    profile,
    skills: inViewOrder(allSkillsYaml.nodes, view?.skillOrder),
    projects: inViewOrder(allProjectsYaml.nodes, view?.projectOrder),
    hasResume: Boolean(resumeYaml),
    certificates: resumeYaml?.certificates ?? [],
    view,
  }

  return (
    <SiteFrame profile={profile} home="">
      {sections.map(({ id, label, Section }) => (
        <Section key={id} id={id} label={label} content={content} />
      ))}
    </SiteFrame>
  )
}

export const query = graphql`
  query IndexPage {
    site {
      siteMetadata {
        siteUrl
      }
    }
    profileYaml {
      name
      role
      headline
      intro
      email
      phone
      linkedin
      github
      location
      ...HeroFields
      ...AboutFields
      ...SkillsSectionFields
      ...PortfolioSectionFields
      ...ContactFields
      ...SiteFooterFields
    }
    allSkillsYaml {
      nodes {
        ...SkillCardFields
      }
    }
    allProjectsYaml {
      nodes {
        ...ProjectCardFields
      }
    }
    # content/resume.yaml, when the owner has one: the résumé's page and PDF exist.
    resumeYaml {
      id
      certificates {
        ...CertificateFields
      }
    }
  }
`
