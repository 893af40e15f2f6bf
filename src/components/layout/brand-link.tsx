import { tokens } from "../../styles/tokens"

const brandStyle = {
  display: "inline-flex",
  alignItems: "center",
  gap: tokens.space[3],
  fontWeight: tokens.fontWeights.bold,
  fontSize: tokens.fontSizes.lg,
  color: tokens.colors.heading,
  textDecoration: "none",
}

const monogramStyle = {
  display: "inline-grid",
  placeItems: "center",
  width: "2.25rem",
  height: "2.25rem",
  borderRadius: tokens.radii.md,
  background: tokens.gradients.brand,
  color: tokens.colors.onPrimary,
  fontSize: tokens.fontSizes.sm,
  letterSpacing: "0.02em",
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join("")

type BrandLinkProps = { name: string; home: string }

export function BrandLink({ name, home }: BrandLinkProps) {
  return (
    <a href={`${home}#home`} css={brandStyle}>
      <span css={monogramStyle} aria-hidden="true">
        {initials(name)}
      </span>
      {name}
    </a>
  )
}
