type PersonSource = {
  name: string
  role: string
  headline: string
  email: string
  phone: string
  linkedin: string
  github: string
  location: string
}

// schema.org Person for search engines, from the owner's profile and skills.
export function personJsonLd(
  profile: PersonSource,
  skills: ReadonlyArray<string>,
  pageUrl: string,
  imageUrl?: string,
) {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: profile.name,
    jobTitle: profile.role,
    description: profile.headline,
    url: pageUrl,
    ...(imageUrl && { image: imageUrl }),
    email: `mailto:${profile.email}`,
    telephone: profile.phone,
    address: { "@type": "PostalAddress", addressCountry: profile.location },
    sameAs: [profile.linkedin, profile.github],
    knowsAbout: skills,
  }
}

// JSON for a <script> element: "<" escaped so that no text in it can close the element.
export const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c")
