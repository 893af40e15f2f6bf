// The home page's sections as links: their ids, in page order, and their navigation labels. The
// header, the phone menu and the footer's Quick Links are built from it on every page, so it holds
// no components: a case study loads none of the home page's sections (src/sections.tsx pairs each
// entry with its component).
export const navigationLinks = [
  { id: "home", label: "Home" },
  { id: "about", label: "About" },
  { id: "skills", label: "Skills" },
  { id: "portfolio", label: "Portfolio" },
  { id: "contact", label: "Contact" },
] as const

export type NavigationLink = { id: string; label: string }

export type SectionId = (typeof navigationLinks)[number]["id"]
