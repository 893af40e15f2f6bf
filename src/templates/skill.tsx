import { graphql, withPrefix, type PageProps } from "gatsby"
import { Skill } from "../components/skills/skill"
import { SiteFrame } from "../components/layout/site-frame"
import type { SkillPageContext } from "../lib/skill-evidence-view"

export { Head } from "../heads/skill-page.head"

// A skill's page (gatsby/skills/skill-pages.ts makes one for each skill that some work shows): the
// site's frame around the page's body, which ships no code, as on the other pages.
export default function SkillPage({
  data,
  pageContext,
}: PageProps<Queries.SkillPageQuery, SkillPageContext>) {
  const { profileYaml: profile } = data
  if (!profile) throw new Error("content/profile.yaml is missing")
  return (
    <SiteFrame profile={profile} home={withPrefix("/")}>
      <Skill id="skill" content={pageContext} />
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
