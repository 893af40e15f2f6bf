import { graphql, withPrefix, type PageProps } from "gatsby"
import { CaseStudy } from "../components/case-study/case-study"
import { SiteFrame } from "../components/layout/site-frame"

export { Head } from "../heads/case-study-page.head"

// A project's case study (gatsby-node.ts makes one page per published case study): the site's
// frame around the case study, which ships no code but its dashboards' and live charts' island.
export default function CaseStudyPage({ data }: PageProps<Queries.CaseStudyPageQuery>) {
  const { profileYaml: profile, project, previous, next } = data
  if (!profile || !project) throw new Error("The case study's project or profile is missing")

  return (
    <SiteFrame profile={profile} home={withPrefix("/")}>
      <CaseStudy id="case-study" content={{ project, previous, next }} />
    </SiteFrame>
  )
}

export const query = graphql`
  query CaseStudyPage($id: String!, $previousId: String, $nextId: String) {
    site {
      siteMetadata {
        siteUrl
      }
    }
    profileYaml {
      name
      ...SiteFooterFields
    }
    project: projectsYaml(id: { eq: $id }) {
      slug
      ...CaseStudyFields
    }
    previous: projectsYaml(id: { eq: $previousId }) {
      ...CaseStudyLinkFields
    }
    next: projectsYaml(id: { eq: $nextId }) {
      ...CaseStudyLinkFields
    }
  }
`
