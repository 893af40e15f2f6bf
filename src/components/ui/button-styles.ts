import { tokens } from "../../styles/tokens"

export type ButtonVariant = "primary" | "outline" | "light"

const variants = {
  primary: {
    background: tokens.gradients.brand,
    color: tokens.colors.onPrimary,
    boxShadow: tokens.shadows.primary,
  },
  outline: {
    background: tokens.colors.surface,
    color: tokens.colors.primaryText,
    border: `1px solid ${tokens.colors.border}`,
  },
  light: {
    background: "transparent",
    color: tokens.colors.primaryText,
  },
}

// One look for every button and button-like link, so that anchors that scroll and real buttons
// read the same to a visitor.
export const buttonStyle = (variant: ButtonVariant) => ({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: tokens.space[2],
  minHeight: "2.75rem",
  paddingInline: tokens.space[5],
  border: "1px solid transparent",
  borderRadius: tokens.radii.full,
  fontSize: tokens.fontSizes.sm,
  fontWeight: tokens.fontWeights.semibold,
  textDecoration: "none",
  whiteSpace: "nowrap" as const,
  cursor: "pointer",
  ...variants[variant],
  [tokens.motion.ok]: {
    transition: `transform ${tokens.motion.fast}, box-shadow ${tokens.motion.fast}`,
    "&:hover:not(:disabled)": { transform: "translateY(-1px)", boxShadow: tokens.shadows.md },
  },
  // Only opacity: a change of shadow would animate when the contact form's button is enabled on
  // start-up.
  "&:disabled": { cursor: "not-allowed", opacity: 0.55 },
})

// A square button with an icon: the header's theme switch and menu toggle.
export const iconButtonStyle = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.75rem",
  height: "2.75rem",
  border: `1px solid ${tokens.colors.border}`,
  borderRadius: tokens.radii.md,
  background: tokens.colors.surface,
  color: tokens.colors.heading,
  cursor: "pointer",
}
