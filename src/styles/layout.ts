import { tokens } from "./tokens"

// Style objects that several components share (spread them, or list them in a css array).

export const container = {
  width: "100%",
  maxWidth: tokens.sizes.container,
  marginInline: "auto",
  paddingInline: tokens.space[5],
  [tokens.mq.md]: { paddingInline: tokens.space[8] },
}

export const sectionBlock = {
  paddingBlock: tokens.space[16],
  [tokens.mq.md]: { paddingBlock: tokens.space[24] },
}

export const card = {
  background: tokens.colors.surface,
  border: `1px solid ${tokens.colors.border}`,
  borderRadius: tokens.radii.lg,
  boxShadow: tokens.shadows.sm,
}

// A card without a border, on the tinted surface: the about highlights, the contact tiles.
export const tintedCard = {
  ...card,
  background: tokens.colors.surfaceTinted,
  borderColor: "transparent",
}

export const iconBox = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: tokens.sizes.iconBox,
  height: tokens.sizes.iconBox,
  borderRadius: tokens.radii.md,
  background: tokens.colors.surfaceTinted,
  color: tokens.colors.primaryText,
  flexShrink: 0,
}

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

// A small rounded label: focus areas, project tags.
export const chip = {
  padding: `${tokens.space[1]} ${tokens.space[3]}`,
  borderRadius: tokens.radii.full,
  background: tokens.colors.surfaceTinted,
  color: tokens.colors.primaryText,
  fontSize: tokens.fontSizes.sm,
  fontWeight: tokens.fontWeights.medium,
}

// A page of its own below the fixed header: a case study, the résumé, a skill's page.
export const pageBelowHeader = {
  paddingTop: `calc(${tokens.sizes.header} + ${tokens.space[8]})`,
  paddingBottom: tokens.space[16],
  [tokens.mq.md]: { paddingTop: `calc(${tokens.sizes.header} + ${tokens.space[12]})` },
}

// Such a page's way back: home, all projects, all skills.
export const backLink = {
  display: "inline-flex",
  alignItems: "center",
  gap: tokens.space[2],
  color: tokens.colors.primaryText,
  fontWeight: tokens.fontWeights.semibold,
  textDecoration: "none",
  "&:hover": { textDecoration: "underline" },
}
