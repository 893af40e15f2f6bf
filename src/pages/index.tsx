import { graphql, type HeadProps, type PageProps } from "gatsby"
import { SiteFooter } from "../components/layout/site-footer"
import { Seo } from "../components/layout/seo"
import { SiteHeader } from "../components/layout/site-header"
import { SkipLink } from "../components/layout/skip-link"
import { About } from "../components/sections/about"
import { Contact } from "../components/sections/contact"
import { Hero } from "../components/sections/hero"
import { Portfolio } from "../components/sections/portfolio"
import { Skills } from "../components/sections/skills"

export default function IndexPage({ data }: PageProps<Queries.IndexPageQuery>) {
  const { profileYaml: profile, allSkillsYaml, allProjectsYaml } = data
  if (!profile) throw new Error("content/profile.yaml is missing")

  return (
    <>
      <SkipLink />
      <SiteHeader name={profile.name} />
      <main id="main" tabIndex={-1}>
        <Hero profile={profile} />
        <About profile={profile} />
        <Skills skills={allSkillsYaml.nodes} />
        <Portfolio projects={allProjectsYaml.nodes} allProjectsUrl={profile.github} />
        <Contact profile={profile} />
      </main>
      <SiteFooter profile={profile} />
    </>
  )
}

export function Head({ data }: HeadProps<Queries.IndexPageQuery>) {
  const profile = data.profileYaml
  return (
    <Seo
      title={`${profile?.name} · ${profile?.role}`}
      description={`${profile?.headline} ${profile?.intro}`}
    />
  )
}

export const query = graphql`
  query IndexPage {
    profileYaml {
      name
      github
      ...HeroFields
      ...AboutFields
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
