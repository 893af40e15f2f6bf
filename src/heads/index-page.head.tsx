import type { HeadProps } from "gatsby"
import { getSrc } from "gatsby-plugin-image"
import { Seo } from "../components/layout/seo"
import { absoluteUrl } from "../lib/links"
import { personJsonLd, scriptSafeJson } from "../lib/person-json-ld"
import { shareImage, type ShareCardImage } from "../lib/share-card-image"

// The home page's head: in the HTML only (plugins/gatsby-plugin-static-by-default).
export function Head({
  data,
  pageContext,
}: HeadProps<Queries.IndexPageQuery, { shareCard?: ShareCardImage }>) {
  const { site, profileYaml: profile, allSkillsYaml } = data
  if (!profile) return null
  const siteUrl = site?.siteMetadata?.siteUrl ?? ""
  const home = absoluteUrl(siteUrl, "/")
  const photoData = profile.photo.childImageSharp?.gatsbyImageData
  const photo = photoData && getSrc(photoData)
  const skills = allSkillsYaml.nodes.map((skill) => skill.name)
  const person = personJsonLd(
    profile,
    skills,
    home,
    photo ? absoluteUrl(siteUrl, photo) : undefined,
  )

  return (
    <Seo
      title={`${profile.name} · ${profile.role}`}
      description={`${profile.headline} ${profile.intro}`}
      url={home}
      image={shareImage(siteUrl, pageContext.shareCard)}
    >
      <script type="application/ld+json">{scriptSafeJson(person)}</script>
    </Seo>
  )
}
