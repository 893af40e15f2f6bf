import { tokens } from "../../styles/tokens"
import { graphql } from "gatsby"
import { telHref } from "../../lib/links"
import type { NavigationLink } from "../../navigation"
import { container } from "../../styles/layout"
import { Icon, type IconName } from "../ui/icon"

const footerStyle = {
  background: tokens.colors.footer,
  color: tokens.colors.footerText,
  paddingTop: tokens.space[16],
  paddingBottom: tokens.space[8],
  fontSize: tokens.fontSizes.sm,
}

const gridStyle = {
  ...container,
  display: "grid",
  gap: tokens.space[10],
  [tokens.mq.md]: { gridTemplateColumns: "2fr 1fr 1fr" },
}

const headingStyle = {
  color: tokens.colors.footerHeading,
  fontSize: tokens.fontSizes.base,
  marginBottom: tokens.space[4],
}

const listStyle = { listStyle: "none", display: "grid", gap: tokens.space[2] }

const linkStyle = {
  color: tokens.colors.footerText,
  textDecoration: "none",
  "&:hover": { color: tokens.colors.footerHeading, textDecoration: "underline" },
}

const iconsStyle = {
  listStyle: "none",
  display: "flex",
  gap: tokens.space[3],
  marginBottom: tokens.space[4],
}

const iconLinkStyle = {
  display: "inline-grid",
  placeItems: "center",
  width: tokens.sizes.iconBox,
  height: tokens.sizes.iconBox,
  borderRadius: tokens.radii.full,
  border: `1px solid ${tokens.colors.footerBorder}`,
  color: tokens.colors.footerHeading,
  "&:hover": { background: tokens.colors.primary, borderColor: tokens.colors.primary },
}

const bottomStyle = {
  ...container,
  marginTop: tokens.space[12],
  paddingTop: tokens.space[6],
  borderTop: `1px solid ${tokens.colors.footerBorder}`,
  textAlign: "center" as const,
}

type SiteFooterProps = {
  profile: Queries.SiteFooterFieldsFragment
  quickLinks: ReadonlyArray<NavigationLink>
  home: string
}

type ConnectLink = { label: string; href: string | null; icon: IconName }

const hasHref = (link: ConnectLink): link is ConnectLink & { href: string } => Boolean(link.href)

// The copyright's year is the build's: the site is built again at least with every change of its
// content (docs/decisions.md), and the line needs no script.
export function SiteFooter({ profile, quickLinks, home }: SiteFooterProps) {
  const year = new Date().getFullYear()
  // The owner's profiles that exist: a link left out of profile.yaml leaves no icon behind.
  const profiles: ReadonlyArray<ConnectLink> = [
    { label: "Email", href: `mailto:${profile.email}`, icon: "email" },
    { label: "LinkedIn", href: profile.linkedin, icon: "linkedin" },
    { label: "GitHub", href: profile.github, icon: "github" },
  ]
  const connect = profiles.filter(hasHref)

  return (
    <footer css={footerStyle}>
      <div css={gridStyle}>
        <div>
          <p css={headingStyle}>{profile.name}</p>
          <p>
            {profile.role}. {profile.headline}
          </p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" css={headingStyle}>
            Quick Links
          </h2>
          <ul css={listStyle}>
            {quickLinks.map((link) => (
              <li key={link.id}>
                <a href={`${home}#${link.id}`} css={linkStyle}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 css={headingStyle}>Connect</h2>
          <ul css={iconsStyle}>
            {connect.map((link) => (
              <li key={link.label}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${link.label} (opens in a new tab)`}
                  css={iconLinkStyle}
                >
                  <Icon name={link.icon} />
                </a>
              </li>
            ))}
          </ul>
          {profile.phone && (
            <a href={telHref(profile.phone)} css={linkStyle}>
              {profile.phone}
            </a>
          )}
        </div>
      </div>
      <p css={bottomStyle}>
        © {year} {profile.name}. All rights reserved.
      </p>
    </footer>
  )
}

export const query = graphql`
  fragment SiteFooterFields on ProfileYaml {
    name
    role
    headline
    email
    phone
    linkedin
    github
  }
`
