import type { Theme } from "@emotion/react"
import { useScrolled } from "../../hooks/use-scrolled"
import type { NavigationLink } from "../../sections"
import { container } from "../../styles/layout"
import { buttonStyle } from "../ui/button-styles"
import { BrandLink } from "./brand-link"
import { MobileMenu } from "./mobile-menu"

const headerStyle = (theme: Theme) => ({
  position: "fixed" as const,
  insetInline: 0,
  top: 0,
  zIndex: theme.zIndices.header,
  borderBottom: "1px solid transparent",
  '&[data-scrolled="true"]': {
    background: theme.colors.headerScrolled,
    backdropFilter: theme.blur,
    WebkitBackdropFilter: theme.blur,
    borderBottomColor: theme.colors.border,
    boxShadow: theme.shadows.sm,
  },
  [theme.motion.ok]: {
    transition: `background ${theme.motion.base}, box-shadow ${theme.motion.base}`,
  },
})

const navStyle = (theme: Theme) => ({
  ...container(theme),
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: theme.space[4],
  height: theme.sizes.header,
})

const linksStyle = (theme: Theme) => ({
  display: "none",
  listStyle: "none",
  gap: theme.space[1],
  [theme.mq.md]: { display: "flex" },
})

const linkStyle = (theme: Theme) => ({
  display: "block",
  padding: `${theme.space[2]} ${theme.space[3]}`,
  borderRadius: theme.radii.full,
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.medium,
  textDecoration: "none",
  "&:hover": { color: theme.colors.primaryText, background: theme.colors.surfaceTinted },
})

const talkStyle = (theme: Theme) => ({
  ...buttonStyle("primary")(theme),
  display: "none",
  [theme.mq.md]: { display: "inline-flex" },
})

type SiteHeaderProps = { name: string; links: ReadonlyArray<NavigationLink> }

export function SiteHeader({ name, links }: SiteHeaderProps) {
  const scrolled = useScrolled()

  return (
    <header css={headerStyle} data-scrolled={String(scrolled)}>
      <nav css={navStyle} aria-label="Main">
        <BrandLink name={name} />
        <ul css={linksStyle}>
          {links.map((link) => (
            <li key={link.id}>
              <a href={`#${link.id}`} css={linkStyle}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <a href="#contact" css={talkStyle}>
          Let&apos;s Talk
        </a>
        <MobileMenu links={links} />
      </nav>
    </header>
  )
}
