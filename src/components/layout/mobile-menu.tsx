import { useEffect, useRef, useState, type MouseEvent } from "react"
import { tokens } from "../../styles/tokens"
import type { NavigationLink } from "../../navigation"
import { buttonStyle, iconButtonStyle } from "../ui/button-styles"
import { Icon } from "../ui/icon"
import { StaticPart } from "gatsby-plugin-static-by-default/static-part"

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

const panelId = "mobile-menu"

type MobileMenuProps = { links: ReadonlyArray<NavigationLink>; home: string }

export function MobileMenu({ links, home }: MobileMenuProps) {
  const [open, setOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)

  // While the menu is open, Escape closes it, and Tab and Shift+Tab go round the toggle and the
  // menu's links: the panel covers the top of the page, and focus must not go on behind it.
  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false)
        toggleRef.current?.focus()
        return
      }
      // Only while the hamburger shows: a wider window hides it and the panel, menu open or not.
      const toggle = toggleRef.current
      if (event.key !== "Tab" || !toggle?.getClientRects().length) return
      const stops = [toggle, ...document.querySelectorAll(`#${panelId} a`)]
      const at = stops.findIndex((stop) => stop === document.activeElement)
      const last = stops.length - 1
      if (at !== -1 && at !== (event.shiftKey ? 0 : last)) return
      event.preventDefault()
      const target = event.shiftKey && at === 0 ? stops[last] : stops[0]
      if (target instanceof HTMLElement) target.focus()
    }
    document.addEventListener("keydown", onKeyDown)
    return () => document.removeEventListener("keydown", onKeyDown)
  }, [open])

  // The panel's links never change: they stay static HTML, and a choice closes the menu from here.
  const closeAfterChoice = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest("a")) setOpen(false)
  }

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        css={toggleStyle}
        aria-label="Menu"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <Icon name={open ? "close" : "menu"} />
      </button>
      <StaticPart as="div" id={panelId} css={panelStyle} hidden={!open} onClick={closeAfterChoice}>
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
      </StaticPart>
    </>
  )
}
