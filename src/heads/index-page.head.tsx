import type { HeadProps } from "gatsby"
import { getSrc } from "gatsby-plugin-image"
import { Seo } from "../components/layout/seo"
import { absoluteUrl } from "../lib/links"
import { personJsonLd, scriptSafeJson } from "../lib/person-json-ld"
import { viewPath, type RoleView } from "../lib/role-view"
import { shareImage, type ShareCardImage } from "../lib/share-card-image"

// The home page's head: in the HTML only (plugins/gatsby-plugin-static-by-default). A view's page
// has its own title, description, address and card, and is kept out of search engines.
export function Head({
  data,
  pageContext,
}: HeadProps<Queries.IndexPageQuery, { shareCard?: ShareCardImage | null; view?: RoleView }>) {
  const { site, profileYaml: profile, allSkillsYaml } = data
  if (!profile) return null
  const { view } = pageContext
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
      title={`${profile.name} · ${view?.title ?? profile.role}`}
      description={view ? view.summary : `${profile.headline} ${profile.intro}`}
      url={view ? absoluteUrl(siteUrl, viewPath(view.segment)) : home}
      image={shareImage(siteUrl, pageContext.shareCard)}
      noindex={Boolean(view)}
    >
      <script type="application/ld+json">{scriptSafeJson(person)}</script>
    </Seo>
  )
}
