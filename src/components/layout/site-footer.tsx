import type { Theme } from "@emotion/react"
import { graphql } from "gatsby"
import { telHref } from "../../lib/links"
import { useCurrentYear } from "../../hooks/use-current-year"
import type { NavigationLink } from "../../sections"
import { container } from "../../styles/layout"
import { Icon, type IconName } from "../ui/icon"

const footerStyle = (theme: Theme) => ({
  background: theme.colors.footer,
  color: theme.colors.footerText,
  paddingTop: theme.space[16],
  paddingBottom: theme.space[8],
  fontSize: theme.fontSizes.sm,
})

const gridStyle = (theme: Theme) => ({
  ...container(theme),
  display: "grid",
  gap: theme.space[10],
  [theme.mq.md]: { gridTemplateColumns: "2fr 1fr 1fr" },
})

const headingStyle = (theme: Theme) => ({
  color: theme.colors.footerHeading,
  fontSize: theme.fontSizes.base,
  marginBottom: theme.space[4],
})

const listStyle = (theme: Theme) => ({ listStyle: "none", display: "grid", gap: theme.space[2] })

const linkStyle = (theme: Theme) => ({
  color: theme.colors.footerText,
  textDecoration: "none",
  "&:hover": { color: theme.colors.footerHeading, textDecoration: "underline" },
})

const iconsStyle = (theme: Theme) => ({
  listStyle: "none",
  display: "flex",
  gap: theme.space[3],
  marginBottom: theme.space[4],
})

const iconLinkStyle = (theme: Theme) => ({
  display: "inline-grid",
  placeItems: "center",
  width: theme.sizes.iconBox,
  height: theme.sizes.iconBox,
  borderRadius: theme.radii.full,
  border: `1px solid ${theme.colors.footerBorder}`,
  color: theme.colors.footerHeading,
  "&:hover": { background: theme.colors.primary, borderColor: theme.colors.primary },
})

const bottomStyle = (theme: Theme) => ({
  ...container(theme),
  marginTop: theme.space[12],
  paddingTop: theme.space[6],
  borderTop: `1px solid ${theme.colors.footerBorder}`,
  textAlign: "center" as const,
})

type SiteFooterProps = {
  profile: Queries.SiteFooterFieldsFragment
  quickLinks: ReadonlyArray<NavigationLink>
}

type ConnectLink = { label: string; href: string | null; icon: IconName }

const hasHref = (link: ConnectLink): link is ConnectLink & { href: string } => Boolean(link.href)

export function SiteFooter({ profile, quickLinks }: SiteFooterProps) {
  const year = useCurrentYear()
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
                <a href={`#${link.id}`} css={linkStyle}>
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
