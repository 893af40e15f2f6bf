import type { HeadProps } from "gatsby"
import { Seo, socialImage } from "../components/layout/seo"
import { absoluteUrl } from "../lib/links"

// The skills index's head: in the HTML only (plugins/gatsby-plugin-static-by-default).
export function Head({ data }: HeadProps<Queries.SkillsPageQuery>) {
  const { site, profileYaml: profile } = data
  if (!profile) return null
  const siteUrl = site?.siteMetadata?.siteUrl ?? ""
  return (
    <Seo
      title={`Skills · ${profile.name}`}
      description={profile.leads?.skills ?? `The work behind each of ${profile.name}'s skills.`}
      url={absoluteUrl(siteUrl, "/skills/")}
      image={socialImage(
        siteUrl,
        profile.socialImage.childImageSharp?.resize,
        `${profile.name}, skills`,
      )}
    />
  )
}
