import type { HeadProps } from "gatsby"
import { Seo } from "../components/layout/seo"
import { caseStudyPath } from "../lib/case-study-path"
import { caseStudyJsonLd } from "../lib/case-study-json-ld"
import { absoluteUrl } from "../lib/links"
import { scriptSafeJson } from "../lib/person-json-ld"

// A case study's head: in the HTML only (see server-only-head.ts).
export function Head({ data }: HeadProps<Queries.CaseStudyPageQuery>) {
  const { site, profileYaml: profile, project } = data
  if (!profile || !project) return null
  const siteUrl = site?.siteMetadata?.siteUrl ?? ""
  const url = absoluteUrl(siteUrl, caseStudyPath(project.slug))
  const card = project.shareImage.childImageSharp?.resize
  const image = card?.src ? absoluteUrl(siteUrl, card.src) : undefined
  const owner = { name: profile.name, url: absoluteUrl(siteUrl, "/") }

  return (
    <Seo
      title={`${project.title} · ${profile.name}`}
      description={project.description}
      url={url}
      type="article"
      image={
        image
          ? {
              url: image,
              width: card?.width ?? 1200,
              height: card?.height ?? 630,
              alt: `Preview of ${project.title}`,
            }
          : undefined
      }
    >
      <script type="application/ld+json">
        {scriptSafeJson(caseStudyJsonLd(project, owner, url, image))}
      </script>
    </Seo>
  )
}
