import type { HeadProps } from "gatsby"
import { Seo } from "../components/layout/seo"
import { shareImage } from "../lib/share-card-image"
import { absoluteUrl } from "../lib/links"
import type { SkillsIndexContext } from "../lib/skill-evidence-view"

// The skills index's head: in the HTML only (plugins/gatsby-plugin-static-by-default).
export function Head({
  data,
  pageContext,
}: HeadProps<Queries.SkillsPageQuery, SkillsIndexContext>) {
  const { site, profileYaml: profile } = data
  if (!profile) return null
  const siteUrl = site?.siteMetadata?.siteUrl ?? ""
  return (
    <Seo
      title={`Skills · ${profile.name}`}
      description={profile.leads?.skills ?? `The work behind each of ${profile.name}'s skills.`}
      url={absoluteUrl(siteUrl, "/skills/")}
      image={shareImage(siteUrl, pageContext.shareCard)}
    />
  )
}
