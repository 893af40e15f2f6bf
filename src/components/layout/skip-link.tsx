import type { Theme } from "@emotion/react"

const skipLinkStyle = (theme: Theme) => ({
  position: "absolute" as const,
  top: theme.space[2],
  left: theme.space[2],
  zIndex: theme.zIndices.skipLink,
  padding: `${theme.space[2]} ${theme.space[4]}`,
  borderRadius: theme.radii.md,
  background: theme.colors.primary,
  color: theme.colors.onPrimary,
  fontWeight: theme.fontWeights.semibold,
  transform: "translateY(-200%)",
  "&:focus": { transform: "none" },
})

export function SkipLink() {
  return (
    <a href="#main" css={skipLinkStyle}>
      Skip to content
    </a>
  )
}
