import type { ReactNode } from "react"
import { buttonStyle, type ButtonVariant } from "./button-styles"

type ProjectLinkProps = {
  href: string | null | undefined
  variant: ButtonVariant
  children: ReactNode
}

// A link to a project's page or code, opening in a new tab; a disabled button while there is
// nowhere to go (the project is coming soon, or the owner gave no link).
export function ProjectLink({ href, variant, children }: ProjectLinkProps) {
  if (!href) {
    return (
      <button type="button" disabled css={buttonStyle(variant)}>
        {children}
      </button>
    )
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" css={buttonStyle(variant)}>
      {children}
    </a>
  )
}
