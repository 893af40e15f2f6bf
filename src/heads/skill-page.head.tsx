import type { HeadProps } from "gatsby"
import { Seo } from "../components/layout/seo"
import { shareImage } from "../lib/share-card-image"
import { absoluteUrl } from "../lib/links"
import type { SkillPageContext } from "../lib/skill-evidence-view"

// A skill's head: in the HTML only (plugins/gatsby-plugin-static-by-default).
export function Head({ data, pageContext }: HeadProps<Queries.SkillPageQuery, SkillPageContext>) {
  const { site, profileYaml: profile } = data
  const { skill } = pageContext
  if (!profile || !skill.path) return null
  const siteUrl = site?.siteMetadata?.siteUrl ?? ""
  return (
    <Seo
      title={`${skill.name} · ${profile.name}`}
      description={`${skill.name}, the work that shows it: ${skill.summary}. ${skill.description}`}
      url={absoluteUrl(siteUrl, skill.path)}
      image={shareImage(siteUrl, pageContext.shareCard)}
    />
  )
}
