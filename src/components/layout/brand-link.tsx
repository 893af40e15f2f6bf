import type { Theme } from "@emotion/react"

const brandStyle = (theme: Theme) => ({
  display: "inline-flex",
  alignItems: "center",
  gap: theme.space[3],
  fontWeight: theme.fontWeights.bold,
  fontSize: theme.fontSizes.lg,
  color: theme.colors.heading,
  textDecoration: "none",
})

const monogramStyle = (theme: Theme) => ({
  display: "inline-grid",
  placeItems: "center",
  width: "2.25rem",
  height: "2.25rem",
  borderRadius: theme.radii.md,
  background: theme.gradients.brand,
  color: theme.colors.onPrimary,
  fontSize: theme.fontSizes.sm,
  letterSpacing: "0.02em",
})

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join("")

type BrandLinkProps = { name: string }

export function BrandLink({ name }: BrandLinkProps) {
  return (
    <a href="#home" css={brandStyle}>
      <span css={monogramStyle} aria-hidden="true">
        {initials(name)}
      </span>
      {name}
    </a>
  )
}
