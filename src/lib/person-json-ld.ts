type PersonSource = {
  name: string
  role: string
  headline: string
  email: string
  phone?: string | null
  linkedin?: string | null
  github?: string | null
  location: string
}

// schema.org Person for search engines, from the owner's profile and skills; what the profile
// leaves out (a phone, a profile link) is left out here too.
export function personJsonLd(
  profile: PersonSource,
  skills: ReadonlyArray<string>,
  pageUrl: string,
  imageUrl?: string,
) {
  const sameAs = [profile.linkedin, profile.github].filter((link): link is string => Boolean(link))
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: profile.name,
    jobTitle: profile.role,
    description: profile.headline,
    url: pageUrl,
    ...(imageUrl && { image: imageUrl }),
    email: `mailto:${profile.email}`,
    ...(profile.phone && { telephone: profile.phone }),
    address: { "@type": "PostalAddress", addressCountry: profile.location },
    ...(sameAs.length > 0 && { sameAs }),
    knowsAbout: skills,
  }
}

// JSON for a <script> element: "<" escaped so that no text in it can close the element.
export const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c")
