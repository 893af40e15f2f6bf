import { graphql, type PageProps } from "gatsby"
import { Suspense } from "react"
import { SiteFooter } from "../components/layout/site-footer"
import { SiteHeader } from "../components/layout/site-header"
import { SkipLink } from "../components/layout/skip-link"
import { navigationLinks, sections } from "../sections"

export { Head } from "../heads/index-page.head"

export default function IndexPage({ data }: PageProps<Queries.IndexPageQuery>) {
  const { profileYaml: profile, allSkillsYaml, allProjectsYaml } = data
  if (!profile) throw new Error("content/profile.yaml is missing")
  const content = { profile, skills: allSkillsYaml.nodes, projects: allProjectsYaml.nodes }

  return (
    <>
      <SkipLink />
      <SiteHeader name={profile.name} links={navigationLinks} />
      {/* Each Suspense boundary hydrates as a task of its own, so no single long task blocks
          a visitor's first tap (Lighthouse's TBT). The HTML is complete either way. */}
      <main id="main" tabIndex={-1}>
        {sections.map(({ id, label, Section }) => (
          <Suspense key={id}>
            <Section id={id} label={label} content={content} />
          </Suspense>
        ))}
      </main>
      <Suspense>
        {/* The footer's Quick Links leave out the top of the page, which the brand link reaches. */}
        <SiteFooter profile={profile} quickLinks={navigationLinks.slice(1)} />
      </Suspense>
    </>
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
      socialImage {
        childImageSharp {
          resize(width: 1200, height: 630, cropFocus: CENTER, toFormat: JPG) {
            src
            width
            height
          }
        }
      }
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
  }
`
