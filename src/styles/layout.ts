import type { Theme } from "@emotion/react"

export const container = (theme: Theme) => ({
  width: "100%",
  maxWidth: theme.sizes.container,
  marginInline: "auto",
  paddingInline: theme.space[5],
  [theme.mq.md]: { paddingInline: theme.space[8] },
})

export const sectionBlock = (theme: Theme) => ({
  paddingBlock: theme.space[16],
  [theme.mq.md]: { paddingBlock: theme.space[24] },
})

export const card = (theme: Theme) => ({
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  boxShadow: theme.shadows.sm,
})

export const iconBox = (theme: Theme) => ({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: theme.sizes.iconBox,
  height: theme.sizes.iconBox,
  borderRadius: theme.radii.md,
  background: theme.colors.surfaceTinted,
  color: theme.colors.primaryText,
  flexShrink: 0,
})

export const visuallyHidden = {
  position: "absolute",
  width: "1px",
  height: "1px",
  margin: "-1px",
  padding: 0,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const
