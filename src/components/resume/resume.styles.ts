import { backLink, card, pageBelowHeader } from "../../styles/layout"
import { tokens } from "../../styles/tokens"

const column = { maxWidth: tokens.sizes.prose, marginInline: "auto" }

// The résumé on screen, one column as on paper, and in print: the paper's own size, no navigation,
// no entry split across pages, each link's target written out.
export const resumeStyles = {
  page: {
    ...pageBelowHeader,
    "@media print": {
      padding: 0,
      "& a[href^='http']::after, & a[href^='mailto']::after": {
        content: '" (" attr(href) ")"',
        // A long address (a Power BI share link) breaks anywhere rather than run off the paper.
        overflowWrap: "anywhere" as const,
        fontSize: "0.85em",
        color: tokens.colors.textMuted,
      },
    },
  },
  actions: {
    ...column,
    display: "flex",
    flexWrap: "wrap" as const,
    justifyContent: "space-between",
    gap: tokens.space[3],
    marginBottom: tokens.space[6],
    "@media print": { display: "none" },
  },
  back: backLink,
  sheet: {
    ...column,
    ...card,
    padding: tokens.space[6],
    [tokens.mq.md]: { padding: tokens.space[10] },
    "@media print": { maxWidth: "none", padding: 0, border: 0, boxShadow: "none" },
  },
  name: { fontSize: tokens.fontSizes["3xl"], fontWeight: tokens.fontWeights.extrabold },
  label: { fontSize: tokens.fontSizes.lg, color: tokens.colors.heading },
  contacts: {
    marginTop: tokens.space[2],
    color: tokens.colors.textMuted,
    fontSize: tokens.fontSizes.sm,
    "& a": { color: tokens.colors.primaryText },
  },
  section: { marginTop: tokens.space[8], "@media print": { marginTop: tokens.space[5] } },
  sectionTitle: {
    paddingBottom: tokens.space[1],
    marginBottom: tokens.space[3],
    borderBottom: `1px solid ${tokens.colors.border}`,
    color: tokens.colors.primaryText,
    fontSize: tokens.fontSizes.lg,
  },
  entry: {
    breakInside: "avoid" as const,
    "& + &": { marginTop: tokens.space[4] },
  },
  entryTitle: {
    display: "inline",
    fontSize: tokens.fontSizes.base,
    fontWeight: tokens.fontWeights.semibold,
    "& a": { color: tokens.colors.primaryText },
  },
  meta: { color: tokens.colors.textMuted, fontSize: tokens.fontSizes.sm },
  text: { marginTop: tokens.space[1] },
  bullets: {
    marginTop: tokens.space[1],
    paddingLeft: tokens.space[5],
    "& li + li": { marginTop: tokens.space[1] },
  },
}
