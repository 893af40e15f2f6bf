import type { Theme } from "@emotion/react"
import { useEffect, useRef, useState } from "react"
import type { NavigationLink } from "../../sections"
import { buttonStyle } from "../ui/button-styles"
import { Icon } from "../ui/icon"

const toggleStyle = (theme: Theme) => ({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.75rem",
  height: "2.75rem",
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  background: theme.colors.surface,
  color: theme.colors.heading,
  cursor: "pointer",
  [theme.mq.md]: { display: "none" },
})

const panelStyle = (theme: Theme) => ({
  position: "absolute" as const,
  top: "100%",
  insetInline: 0,
  padding: theme.space[5],
  background: theme.colors.surface,
  borderBottom: `1px solid ${theme.colors.border}`,
  boxShadow: theme.shadows.lg,
  "&[hidden]": { display: "none" },
  [theme.mq.md]: { display: "none" },
})

const listStyle = (theme: Theme) => ({
  listStyle: "none",
  display: "grid",
  gap: theme.space[1],
  marginBottom: theme.space[4],
})

const itemStyle = (theme: Theme) => ({
  display: "block",
  padding: `${theme.space[3]} ${theme.space[4]}`,
  borderRadius: theme.radii.md,
  color: theme.colors.text,
  fontWeight: theme.fontWeights.medium,
  textDecoration: "none",
  "&:hover": { background: theme.colors.surfaceTinted, color: theme.colors.primaryText },
})

const talkStyle = (theme: Theme) => ({ ...buttonStyle("primary")(theme), width: "100%" })

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

  const close = () => setOpen(false)

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
      <div id="mobile-menu" css={panelStyle} hidden={!open}>
        <ul css={listStyle}>
          {links.map((link) => (
            <li key={link.id}>
              <a href={`#${link.id}`} css={itemStyle} onClick={close}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <a href="#contact" css={talkStyle} onClick={close}>
          Let&apos;s Talk
        </a>
      </div>
    </>
  )
}
