import type { ReactNode } from "react"
import { buttonStyle, type ButtonVariant } from "./button-styles"

type ProjectLinkProps = {
  href: string | null | undefined
  variant: ButtonVariant
  children: ReactNode
  // A page of this site opens in the same tab; the owner's outside links in a new one.
  sameTab?: boolean
}

// A link to a project's page or code; a disabled button while there is nowhere to go (the
// project is coming soon, or the owner gave no link).
export function ProjectLink({ href, variant, children, sameTab = false }: ProjectLinkProps) {
  if (!href) {
    return (
      <button type="button" disabled css={buttonStyle(variant)}>
        {children}
      </button>
    )
  }
  const newTab = sameTab ? {} : { target: "_blank", rel: "noopener noreferrer" }
  return (
    <a href={href} {...newTab} css={buttonStyle(variant)}>
      {children}
    </a>
  )
}
