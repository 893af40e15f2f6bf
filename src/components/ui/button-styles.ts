import type { Theme } from "@emotion/react"

export type ButtonVariant = "primary" | "outline" | "light"

const variants = (theme: Theme) => ({
  primary: {
    background: theme.gradients.brand,
    color: theme.colors.onPrimary,
    boxShadow: theme.shadows.primary,
  },
  outline: {
    background: theme.colors.surface,
    color: theme.colors.primaryText,
    border: `1px solid ${theme.colors.border}`,
  },
  light: {
    background: "transparent",
    color: theme.colors.primaryText,
  },
})

// One look for every button and button-like link, so that anchors that scroll and real buttons
// read the same to a visitor.
export const buttonStyle = (variant: ButtonVariant) => (theme: Theme) => ({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: theme.space[2],
  minHeight: "2.75rem",
  paddingInline: theme.space[5],
  border: "1px solid transparent",
  borderRadius: theme.radii.full,
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.semibold,
  textDecoration: "none",
  whiteSpace: "nowrap" as const,
  cursor: "pointer",
  ...variants(theme)[variant],
  [theme.motion.ok]: {
    transition: `transform ${theme.motion.fast}, box-shadow ${theme.motion.fast}`,
    "&:hover:not(:disabled)": { transform: "translateY(-1px)", boxShadow: theme.shadows.md },
  },
  "&:disabled": { cursor: "not-allowed", opacity: 0.55, boxShadow: "none" },
})
