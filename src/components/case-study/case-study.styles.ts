import { backLink, card, pageBelowHeader } from "../../styles/layout"
import { tokens } from "../../styles/tokens"

const column = { maxWidth: tokens.sizes.prose, marginInline: "auto" }

export const caseStudyStyles = {
  page: pageBelowHeader,
  back: { ...backLink, justifySelf: "start", marginBottom: tokens.space[4] },
  head: { ...column, display: "grid", gap: tokens.space[4] },
  draft: {
    padding: `${tokens.space[2]} ${tokens.space[4]}`,
    borderRadius: tokens.radii.md,
    background: tokens.colors.surfaceTinted,
    color: tokens.colors.primaryText,
    fontWeight: tokens.fontWeights.semibold,
  },
  meta: {
    color: tokens.colors.primaryText,
    fontSize: tokens.fontSizes.sm,
    fontWeight: tokens.fontWeights.semibold,
    letterSpacing: "0.08em",
    textTransform: "uppercase" as const,
  },
  title: {
    fontSize: tokens.fontSizes["4xl"],
    fontWeight: tokens.fontWeights.extrabold,
    [tokens.mq.md]: { fontSize: tokens.fontSizes["5xl"] },
  },
  lead: { color: tokens.colors.textMuted, fontSize: tokens.fontSizes.xl },
  links: { display: "flex", flexWrap: "wrap" as const, gap: tokens.space[3] },
  source: {
    display: "flex",
    flexWrap: "wrap" as const,
    gap: `${tokens.space[2]} ${tokens.space[5]}`,
    margin: 0,
    padding: 0,
    listStyle: "none",
    fontWeight: tokens.fontWeights.semibold,
    "& a": {
      display: "inline-flex",
      alignItems: "center",
      gap: tokens.space[1],
      minHeight: "24px",
      color: tokens.colors.primaryText,
      textUnderlineOffset: "0.2em",
    },
    "& svg": { width: "1em", height: "1em" },
  },
  cover: {
    ...column,
    display: "block",
    marginBlock: tokens.space[10],
    borderRadius: tokens.radii.lg,
    boxShadow: tokens.shadows.md,
  },
  nav: {
    ...column,
    display: "grid",
    gap: tokens.space[4],
    marginTop: tokens.space[16],
    paddingTop: tokens.space[8],
    borderTop: `1px solid ${tokens.colors.border}`,
    [tokens.mq.md]: { gridTemplateColumns: "1fr 1fr" },
  },
  navLink: {
    ...card,
    display: "grid",
    gap: tokens.space[1],
    padding: tokens.space[5],
    color: tokens.colors.heading,
    fontWeight: tokens.fontWeights.semibold,
    textDecoration: "none",
    "&:hover": { borderColor: tokens.colors.primary },
  },
  navNext: { textAlign: "right" as const, justifyItems: "end", gridColumn: "-2 / -1" },
  navLabel: {
    display: "inline-flex",
    alignItems: "center",
    gap: tokens.space[2],
    color: tokens.colors.textMuted,
    fontSize: tokens.fontSizes.sm,
    fontWeight: tokens.fontWeights.regular,
  },
}
