import type { HeadProps } from "gatsby"
import { getSrc } from "gatsby-plugin-image"
import { Seo, socialImage } from "../components/layout/seo"
import { absoluteUrl } from "../lib/links"
import { personJsonLd, scriptSafeJson } from "../lib/person-json-ld"

// The home page's head: in the HTML only (plugins/gatsby-plugin-static-by-default).
export function Head({ data }: HeadProps<Queries.IndexPageQuery>) {
  const { site, profileYaml: profile, allSkillsYaml } = data
  if (!profile) return null
  const siteUrl = site?.siteMetadata?.siteUrl ?? ""
  const home = absoluteUrl(siteUrl, "/")
  const card = profile.socialImage.childImageSharp?.resize
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
      image={socialImage(siteUrl, card, `${profile.name}, ${profile.role}`)}
    >
      <script type="application/ld+json">{scriptSafeJson(person)}</script>
    </Seo>
  )
}
