import type { HeadProps } from "gatsby"
import { Seo } from "../components/layout/seo"
import { shareImage } from "../lib/share-card-image"
import { absoluteUrl } from "../lib/links"
import { scriptSafeJson } from "../lib/person-json-ld"
import { RESUME_PAGE } from "../lib/resume-paths"
import type { ResumePageContext } from "../lib/resume-view"

// The résumé's head: in the HTML only (plugins/gatsby-plugin-static-by-default). Printed, the page
// takes the paper the PDF is set on.
export function Head({ data, pageContext }: HeadProps<Queries.ResumePageQuery, ResumePageContext>) {
  const { site, profileYaml: profile } = data
  const { resume } = pageContext
  if (!profile) return null
  const siteUrl = site?.siteMetadata?.siteUrl ?? ""
  const url = absoluteUrl(siteUrl, RESUME_PAGE)
  const person = {
    "@context": "https://schema.org",
    "@type": "Person",
    name: resume.name,
    jobTitle: resume.label,
    description: resume.summary,
    url: absoluteUrl(siteUrl, "/"),
    mainEntityOfPage: url,
    sameAs: resume.contacts
      .map((contact) => contact.url)
      .filter((link): link is string => Boolean(link?.startsWith("https://"))),
  }
  return (
    <Seo
      title={`Résumé · ${resume.name}`}
      description={`${resume.label}. ${resume.summary}`}
      url={url}
      image={shareImage(siteUrl, pageContext.shareCard)}
    >
      <script type="application/ld+json">{scriptSafeJson(person)}</script>
      <style>{`@media print { @page { size: ${resume.paper === "Letter" ? "letter" : "A4"}; margin: 1.5cm } }`}</style>
    </Seo>
  )
}
