import type { ComponentType } from "react"
import type { SectionProps } from "./components/layout/page-section"
import About from "./components/sections/about.static"
import { Contact } from "./components/sections/contact"
import Hero from "./components/sections/hero.static"
import Portfolio from "./components/sections/portfolio.static"
import Skills from "./components/sections/skills.static"

// What the index page's query gives the sections.
export type PageContent = {
  profile: NonNullable<Queries.IndexPageQuery["profileYaml"]>
  skills: Queries.IndexPageQuery["allSkillsYaml"]["nodes"]
  projects: Queries.IndexPageQuery["allProjectsYaml"]["nodes"]
}

type Section = { id: string; label: string; Section: ComponentType<SectionProps<PageContent>> }

// The one list of the page's sections: their order on the page, and the links of the navbar, the
// phone menu and the footer's Quick Links. Reordering or adding a section is an edit here.
// A section in a *.static.tsx file ships no code and no hydration: see static-section.tsx.
export const sections: ReadonlyArray<Section> = [
  { id: "home", label: "Home", Section: Hero },
  { id: "about", label: "About", Section: About },
  { id: "skills", label: "Skills", Section: Skills },
  { id: "portfolio", label: "Portfolio", Section: Portfolio },
  { id: "contact", label: "Contact", Section: Contact },
]

export type NavigationLink = { id: string; label: string }

export const navigationLinks: ReadonlyArray<NavigationLink> = sections.map(({ id, label }) => ({
  id,
  label,
}))
