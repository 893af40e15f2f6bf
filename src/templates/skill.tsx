import { graphql, withPrefix, type PageProps } from "gatsby"
import { Suspense } from "react"
import Skill from "../components/skills/skill.static"
import { SiteFrame } from "../components/layout/site-frame"
import type { SkillPageContext } from "../lib/skill-evidence-view"

export { Head } from "../heads/skill-page.head"

// A skill's page (gatsby/skill-pages.ts makes one for each skill that some work shows): the site's
// frame around the static page, whose header alone hydrates, as on the other pages.
export default function SkillPage({
  data,
  pageContext,
}: PageProps<Queries.SkillPageQuery, SkillPageContext>) {
  const { profileYaml: profile } = data
  if (!profile) throw new Error("content/profile.yaml is missing")
  return (
    <SiteFrame profile={profile} home={withPrefix("/")}>
      <Suspense>
        <Skill id="skill" content={pageContext} />
      </Suspense>
    </SiteFrame>
  )
}

export const query = graphql`
  query SkillPage {
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
