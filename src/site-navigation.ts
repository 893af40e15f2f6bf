// The page's sections in order: the navbar, the mobile menu and the footer link to them.
export const sections = [
  { id: "home", label: "Home" },
  { id: "about", label: "About" },
  { id: "skills", label: "Skills" },
  { id: "portfolio", label: "Portfolio" },
  { id: "contact", label: "Contact" },
] as const

export const footerLinks = sections.filter((section) => section.id !== "home")
