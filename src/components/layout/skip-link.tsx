import { tokens } from "../../styles/tokens"

const skipLinkStyle = {
  position: "absolute" as const,
  top: tokens.space[2],
  left: tokens.space[2],
  zIndex: tokens.zIndices.skipLink,
  padding: `${tokens.space[2]} ${tokens.space[4]}`,
  borderRadius: tokens.radii.md,
  background: tokens.colors.primary,
  color: tokens.colors.onPrimary,
  fontWeight: tokens.fontWeights.semibold,
  transform: "translateY(-200%)",
  "&:focus": { transform: "none" },
}

export function SkipLink() {
  return (
    <a href="#main" css={skipLinkStyle}>
      Skip to content
    </a>
  )
}
