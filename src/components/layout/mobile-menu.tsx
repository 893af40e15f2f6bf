import { useEffect, useRef, useState, type MouseEvent } from "react"
import { tokens } from "../../styles/tokens"
import type { NavigationLink } from "../../sections"
import { buttonStyle, iconButtonStyle } from "../ui/button-styles"
import { Icon } from "../ui/icon"
import { StaticPart } from "./static-part"

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

type MobileMenuProps = { links: ReadonlyArray<NavigationLink> }

export function MobileMenu({ links }: MobileMenuProps) {
  const [open, setOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return
      setOpen(false)
      toggleRef.current?.focus()
    }
    document.addEventListener("keydown", closeOnEscape)
    return () => document.removeEventListener("keydown", closeOnEscape)
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
        aria-controls="mobile-menu"
        onClick={() => setOpen(!open)}
      >
        <Icon name={open ? "close" : "menu"} />
      </button>
      <StaticPart
        as="div"
        id="mobile-menu"
        css={panelStyle}
        hidden={!open}
        onClick={closeAfterChoice}
      >
        <ul css={listStyle}>
          {links.map((link) => (
            <li key={link.id}>
              <a href={`#${link.id}`} css={itemStyle}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <a href="#contact" css={talkStyle}>
          Let&apos;s Talk
        </a>
      </StaticPart>
    </>
  )
}
