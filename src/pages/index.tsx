import { graphql, type HeadProps, type PageProps } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Suspense } from "react"
import { SiteFooter } from "../components/layout/site-footer"
import { Seo, useAbsoluteUrl } from "../components/layout/seo"
import { SiteHeader } from "../components/layout/site-header"
import { SkipLink } from "../components/layout/skip-link"
import { personJsonLd, scriptSafeJson } from "../lib/person-json-ld"
import { navigationLinks, sections } from "../sections"

export default function IndexPage({ data }: PageProps<Queries.IndexPageQuery>) {
  const { profileYaml: profile, allSkillsYaml, allProjectsYaml } = data
  if (!profile) throw new Error("content/profile.yaml is missing")
  const content = { profile, skills: allSkillsYaml.nodes, projects: allProjectsYaml.nodes }

  return (
    <>
      <SkipLink />
      <SiteHeader name={profile.name} links={navigationLinks} />
      {/* Each Suspense boundary hydrates as a task of its own, so no single long task blocks
          a visitor's first tap (Lighthouse's TBT). The HTML is complete either way. */}
      <main id="main" tabIndex={-1}>
        {sections.map(({ id, label, Section }) => (
          <Suspense key={id}>
            <Section id={id} label={label} content={content} />
          </Suspense>
        ))}
      </main>
      <Suspense>
        {/* The footer's Quick Links leave out the top of the page, which the brand link reaches. */}
        <SiteFooter profile={profile} quickLinks={navigationLinks.slice(1)} />
      </Suspense>
    </>
  )
}

export function Head({ data }: HeadProps<Queries.IndexPageQuery>) {
  const { profileYaml: profile, allSkillsYaml } = data
  const absoluteUrl = useAbsoluteUrl()
  if (!profile) return null
  const card = profile.socialImage.childImageSharp?.resize
  // What gatsby-plugin-image's getSrc reads; importing it would put the image components, which
  // only the static sections use, into the page's script.
  const photo = (profile.photo.childImageSharp?.gatsbyImageData as IGatsbyImageData | undefined)
    ?.images.fallback?.src
  const skills = allSkillsYaml.nodes.map((skill) => skill.name)
  const person = personJsonLd(
    profile,
    skills,
    absoluteUrl("/"),
    photo ? absoluteUrl(photo) : undefined,
  )

  return (
    <Seo
      title={`${profile.name} · ${profile.role}`}
      description={`${profile.headline} ${profile.intro}`}
      path="/"
      image={
        card?.src
          ? {
              src: card.src,
              width: card.width ?? 1200,
              height: card.height ?? 630,
              alt: `${profile.name}, ${profile.role}`,
            }
          : undefined
      }
    >
      <script type="application/ld+json">{scriptSafeJson(person)}</script>
    </Seo>
  )
}

export const query = graphql`
  query IndexPage {
    profileYaml {
      name
      role
      headline
      intro
      email
      phone
      linkedin
      github
      location
      socialImage {
        childImageSharp {
          resize(width: 1200, height: 630, cropFocus: CENTER, toFormat: JPG) {
            src
            width
            height
          }
        }
      }
      ...HeroFields
      ...AboutFields
      ...SkillsSectionFields
      ...PortfolioSectionFields
      ...ContactFields
      ...SiteFooterFields
    }
    allSkillsYaml {
      nodes {
        ...SkillCardFields
      }
    }
    allProjectsYaml {
      nodes {
        ...ProjectCardFields
      }
    }
  }
`
