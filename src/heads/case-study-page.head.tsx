import type { HeadProps } from "gatsby"
import { Seo } from "../components/layout/seo"
import { caseStudyPath } from "../lib/case-study-path"
import type { CaseStudyPageContext } from "../lib/case-study-page-context"
import { caseStudyJsonLd } from "../lib/case-study-json-ld"
import { absoluteUrl } from "../lib/links"
import { scriptSafeJson } from "../lib/person-json-ld"
import { shareImage } from "../lib/share-card-image"

// A case study's head: in the HTML only (plugins/gatsby-plugin-static-by-default).
export function Head({
  data,
  pageContext,
}: HeadProps<Queries.CaseStudyPageQuery, CaseStudyPageContext>) {
  const { site, profileYaml: profile, project } = data
  if (!profile || !project) return null
  const siteUrl = site?.siteMetadata?.siteUrl ?? ""
  const url = absoluteUrl(siteUrl, caseStudyPath(project.slug))
  const image = shareImage(siteUrl, pageContext.shareCard)
  const owner = { name: profile.name, url: absoluteUrl(siteUrl, "/") }

  return (
    <Seo
      title={`${project.title} · ${profile.name}`}
      description={project.description}
      url={url}
      type="article"
      image={image}
    >
      <script type="application/ld+json">
        {scriptSafeJson(caseStudyJsonLd(project, owner, url, image?.url))}
      </script>
    </Seo>
  )
}
