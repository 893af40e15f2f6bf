import type { HeadProps } from "gatsby"
import { Seo, socialImage } from "../components/layout/seo"
import { caseStudyPath } from "../lib/case-study-path"
import type { CaseStudyPageContext } from "../lib/case-study-page-context"
import { caseStudyJsonLd } from "../lib/case-study-json-ld"
import { absoluteUrl } from "../lib/links"
import { scriptSafeJson } from "../lib/person-json-ld"

// A case study's head: in the HTML only (plugins/gatsby-plugin-static-by-default).
export function Head({ data }: HeadProps<Queries.CaseStudyPageQuery, CaseStudyPageContext>) {
  const { site, profileYaml: profile, project } = data
  if (!profile || !project) return null
  const siteUrl = site?.siteMetadata?.siteUrl ?? ""
  const url = absoluteUrl(siteUrl, caseStudyPath(project.slug))
  const image = socialImage(
    siteUrl,
    project.shareImage.childImageSharp?.resize,
    `Preview of ${project.title}`,
  )
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
