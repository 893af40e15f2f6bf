import { useIsland } from "gatsby-plugin-static-by-default/island"
import { BrandLink } from "../../components/layout/brand-link"
import { buttonStyle } from "../../components/ui/button-styles"
import type { NavigationLink } from "../../navigation"
import { container } from "../../styles/layout"
import { tokens } from "../../styles/tokens"
import { MobileMenu } from "./mobile-menu"
import { ThemeToggle } from "./theme-toggle"

const headerStyle = {
  position: "fixed" as const,
  insetInline: 0,
  top: 0,
  zIndex: tokens.zIndices.header,
  borderBottom: "1px solid transparent",
  '&[data-scrolled="true"]': {
    background: tokens.colors.headerScrolled,
    backdropFilter: tokens.blur,
    WebkitBackdropFilter: tokens.blur,
    borderBottomColor: tokens.colors.border,
    boxShadow: tokens.shadows.sm,
  },
  [tokens.motion.ok]: {
    transition: `background ${tokens.motion.base}, box-shadow ${tokens.motion.base}`,
  },
}

const navStyle = {
  ...container,
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: tokens.space[4],
  height: tokens.sizes.header,
}

const linksStyle = {
  display: "none",
  listStyle: "none",
  gap: tokens.space[1],
  [tokens.mq.md]: { display: "flex" },
}

const linkStyle = {
  display: "block",
  padding: `${tokens.space[2]} ${tokens.space[3]}`,
  borderRadius: tokens.radii.full,
  color: tokens.colors.textMuted,
  fontSize: tokens.fontSizes.sm,
  fontWeight: tokens.fontWeights.medium,
  textDecoration: "none",
  "&:hover": { color: tokens.colors.primaryText, background: tokens.colors.surfaceTinted },
}

const talkStyle = {
  ...buttonStyle("primary"),
  display: "none",
  [tokens.mq.md]: { display: "inline-flex" },
}

const actionsStyle = { display: "flex", alignItems: "center", gap: tokens.space[2] }

// home: the home page's path from this page ("" on the home page itself), before each "#section".
type SiteHeaderProps = { name: string; links: ReadonlyArray<NavigationLink>; home: string }

// The fixed header; its island (island.ts) marks it scrolled past 50 pixels and starts its
// light/dark switch and its phone menu.
export function SiteHeader({ name, links, home }: SiteHeaderProps) {
  return (
    <header css={headerStyle} data-scrolled="false" {...useIsland("site-header")}>
      <nav css={navStyle} aria-label="Main">
        <BrandLink name={name} home={home} />
        <ul css={linksStyle}>
          {links.map((link) => (
            <li key={link.id}>
              <a href={`${home}#${link.id}`} css={linkStyle}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <div css={actionsStyle}>
          <ThemeToggle />
          <a href={`${home}#contact`} css={talkStyle}>
            Let&apos;s Talk
          </a>
          <MobileMenu links={links} home={home} />
        </div>
      </nav>
    </header>
  )
}
