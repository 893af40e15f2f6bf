import { graphql, withPrefix, type PageProps } from "gatsby"
import { Suspense } from "react"
import Resume from "../components/resume/resume.static"
import { SiteFrame } from "../components/layout/site-frame"
import type { ResumePageContext } from "../lib/resume-view"

export { Head } from "../heads/resume-page.head"

// The résumé (content/resume.yaml): the site's frame around the static résumé, whose header alone
// hydrates, as on the other pages.
export default function ResumePage({
  data,
  pageContext,
}: PageProps<Queries.ResumePageQuery, ResumePageContext>) {
  const { profileYaml: profile } = data
  if (!profile) throw new Error("content/profile.yaml is missing")
  return (
    <SiteFrame profile={profile} home={withPrefix("/")}>
      <Suspense>
        <Resume id="resume" content={pageContext} />
      </Suspense>
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
