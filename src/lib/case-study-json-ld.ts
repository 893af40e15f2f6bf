type CaseStudySource = { title: string; description: string; tags: ReadonlyArray<string> }

// schema.org for a case study: a work by the owner, who is the Person of the home page.
export function caseStudyJsonLd(
  project: CaseStudySource,
  owner: { name: string; url: string },
  pageUrl: string,
  imageUrl?: string,
) {
  return {
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    name: project.title,
    headline: project.title,
    description: project.description,
    url: pageUrl,
    ...(imageUrl && { image: imageUrl }),
    keywords: project.tags.join(", "),
    author: { "@type": "Person", name: owner.name, url: owner.url },
  }
}
