import { graphql, type PageProps } from "gatsby"
import { SiteFrame } from "../components/layout/site-frame"
import { sections } from "../sections"

export { Head } from "../heads/index-page.head"

export default function IndexPage({ data }: PageProps<Queries.IndexPageQuery>) {
  const { profileYaml: profile, allSkillsYaml, allProjectsYaml, resumeYaml } = data
  if (!profile) throw new Error("content/profile.yaml is missing")
  const content = {
    profile,
    skills: allSkillsYaml.nodes,
    projects: allProjectsYaml.nodes,
    hasResume: Boolean(resumeYaml),
    certificates: resumeYaml?.certificates ?? [],
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
