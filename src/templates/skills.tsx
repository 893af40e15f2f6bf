import { graphql, withPrefix, type PageProps } from "gatsby"
import { SkillsIndex } from "../components/skills/skills-index"
import { SiteFrame } from "../components/layout/site-frame"
import type { SkillsIndexContext } from "../lib/skill-evidence-view"

export { Head } from "../heads/skills-page.head"

// Every skill and the work behind it (gatsby/skills/skill-pages.ts makes it when some skill has a
// page).
export default function SkillsPage({
  data,
  pageContext,
}: PageProps<Queries.SkillsPageQuery, SkillsIndexContext>) {
  const { profileYaml: profile } = data
  if (!profile) throw new Error("content/profile.yaml is missing")
  return (
    <SiteFrame profile={profile} home={withPrefix("/")}>
      <SkillsIndex
        id="skills-index"
        content={{ skills: pageContext.skills, lead: profile.leads?.skills ?? null }}
      />
    </SiteFrame>
  )
}

export const query = graphql`
  query SkillsPage {
    site {
      siteMetadata {
        siteUrl
      }
    }
    profileYaml {
      name
      leads {
        skills
      }
      ...SiteFooterFields
    }
  }
`
