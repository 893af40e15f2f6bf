import { graphql, withPrefix, type PageProps } from "gatsby"
import { Resume } from "../components/resume/resume"
import { SiteFrame } from "../components/layout/site-frame"
import type { ResumePageContext } from "../lib/resume-view"

export { Head } from "../heads/resume-page.head"

// The résumé (content/resume.yaml): the site's frame around the résumé, which ships no code, as on
// the other pages.
export default function ResumePage({
  data,
  pageContext,
}: PageProps<Queries.ResumePageQuery, ResumePageContext>) {
  const { profileYaml: profile } = data
  if (!profile) throw new Error("content/profile.yaml is missing")
  return (
    <SiteFrame profile={profile} home={withPrefix("/")}>
      <Resume id="resume" content={pageContext} />
    </SiteFrame>
  )
}

export const query = graphql`
  query ResumePage {
    site {
      siteMetadata {
        siteUrl
      }
    }
    profileYaml {
      name
      ...SiteFooterFields
    }
  }
`
