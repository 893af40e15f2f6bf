import type { ComponentType } from "react"
import type { SectionProps } from "./components/layout/page-section"
import type { RoleView } from "./lib/role-view"
import { About } from "./components/sections/about"
import { Contact } from "./components/sections/contact"
import { Hero } from "./components/sections/hero"
import { Portfolio } from "./components/sections/portfolio"
import { Skills } from "./components/sections/skills"
import { navigationLinks, type SectionId } from "./navigation"

// What the index page's query gives the sections.
export type PageContent = {
  profile: NonNullable<Queries.IndexPageQuery["profileYaml"]>
  skills: Queries.IndexPageQuery["allSkillsYaml"]["nodes"]
  projects: Queries.IndexPageQuery["allProjectsYaml"]["nodes"]
  // Whether the site has the owner's résumé (content/resume.yaml): its page and PDF.
  hasResume: boolean
  // The résumé's certificates, none without one.
  certificates: ReadonlyArray<Queries.CertificateFieldsFragment>
  // The view of a kind of role the page is (content/views.yaml), null on the home page.
  view: RoleView | null
}

const components: Record<SectionId, ComponentType<SectionProps<PageContent>>> = {
  home: Hero,
  about: About,
  skills: Skills,
  portfolio: Portfolio,
  contact: Contact,
}

// The page's sections in the order of the one list (src/navigation.ts), each with its component:
// reordering or adding a section is an edit there and here. A section ships no code: what a visitor
// interacts with in it is an island (src/islands/README.md).
export const sections = navigationLinks.map((link) => ({ ...link, Section: components[link.id] }))
