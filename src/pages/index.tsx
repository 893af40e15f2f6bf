import { graphql, type PageProps } from "gatsby"
import { Suspense } from "react"
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
      {/* Each Suspense boundary hydrates as a task of its own, so no single long task blocks
          a visitor's first tap (Lighthouse's TBT). The HTML is complete either way. */}
      {sections.map(({ id, label, Section }) => (
        <Suspense key={id}>
          <Section id={id} label={label} content={content} />
        </Suspense>
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
