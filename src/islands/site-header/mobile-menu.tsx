import { buttonStyle, iconButtonStyle } from "../../components/ui/button-styles"
import { Icon } from "../../components/ui/icon"
import type { NavigationLink } from "../../navigation"
import { tokens } from "../../styles/tokens"
import { headerPart } from "./header-parts"

const toggleStyle = { ...iconButtonStyle, [tokens.mq.md]: { display: "none" } }

const panelStyle = {
  position: "absolute" as const,
  top: "100%",
  insetInline: 0,
  padding: tokens.space[5],
  background: tokens.colors.surface,
  borderBottom: `1px solid ${tokens.colors.border}`,
  boxShadow: tokens.shadows.lg,
  "&[hidden]": { display: "none" },
  [tokens.mq.md]: { display: "none" },
}

const listStyle = {
  listStyle: "none",
  display: "grid",
  gap: tokens.space[1],
  marginBottom: tokens.space[4],
}

const itemStyle = {
  display: "block",
  padding: `${tokens.space[3]} ${tokens.space[4]}`,
  borderRadius: tokens.radii.md,
  color: tokens.colors.text,
  fontWeight: tokens.fontWeights.medium,
  textDecoration: "none",
  "&:hover": { background: tokens.colors.surfaceTinted, color: tokens.colors.primaryText },
}

const talkStyle = { ...buttonStyle("primary"), width: "100%" }

type MobileMenuProps = { links: ReadonlyArray<NavigationLink>; home: string }

// The phone's menu: the hamburger and the panel it controls, closed. The header's island (start-mobile-menu.ts) opens
// and closes it.
export function MobileMenu({ links, home }: MobileMenuProps) {
  return (
    <>
      <button
        type="button"
        css={toggleStyle}
        aria-label="Menu"
        aria-expanded="false"
        aria-controls="mobile-menu"
        {...headerPart("mobile-menu")}
      >
        <Icon name="menu" />
      </button>
      <div id="mobile-menu" css={panelStyle} hidden>
        <ul css={listStyle}>
          {links.map((link) => (
            <li key={link.id}>
              <a href={`${home}#${link.id}`} css={itemStyle}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <a href={`${home}#contact`} css={talkStyle}>
          Let&apos;s Talk
        </a>
      </div>
    </>
  )
}
