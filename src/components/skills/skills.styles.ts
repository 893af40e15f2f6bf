import { backLink, card, chip, iconBox, pageBelowHeader } from "../../styles/layout"
import { tokens } from "../../styles/tokens"

const column = { maxWidth: tokens.sizes.prose, marginInline: "auto" }

// A link of a card's title, stretched over the card (the card is `position: relative`); the focus
// ring is the title's.
const stretchedLink = {
  color: "inherit",
  textDecoration: "none",
  "&::after": { content: '""', position: "absolute" as const, inset: 0, borderRadius: "inherit" },
}

const hoverCard = {
  ...card,
  position: "relative" as const,
  "&:has(a:hover)": { borderColor: tokens.colors.primary },
}

// The skills' pages: a skill's (skill.tsx) and the index (skills-index.tsx).
export const skillsStyles = {
  page: pageBelowHeader,
  column,
  back: { ...backLink, marginBottom: tokens.space[6] },
  eyebrow: {
    color: tokens.colors.primaryText,
    fontSize: tokens.fontSizes.sm,
    fontWeight: tokens.fontWeights.semibold,
    letterSpacing: "0.08em",
    textTransform: "uppercase" as const,
  },
  titleRow: {
    display: "flex",
    alignItems: "center",
    gap: tokens.space[4],
    marginBlock: tokens.space[3],
  },
  iconBox,
  title: {
    flex: 1,
    fontSize: tokens.fontSizes["4xl"],
    fontWeight: tokens.fontWeights.extrabold,
    overflowWrap: "anywhere" as const,
    [tokens.mq.md]: { fontSize: tokens.fontSizes["5xl"] },
  },
  percent: {
    color: tokens.colors.primaryText,
    fontSize: tokens.fontSizes["2xl"],
    fontWeight: tokens.fontWeights.bold,
    fontVariantNumeric: "tabular-nums",
  },
  lead: {
    marginTop: tokens.space[5],
    color: tokens.colors.textMuted,
    fontSize: tokens.fontSizes.xl,
  },
  aliases: {
    marginTop: tokens.space[3],
    color: tokens.colors.textMuted,
    fontSize: tokens.fontSizes.sm,
  },
  group: { marginTop: tokens.space[12] },
  groupTitle: {
    display: "flex",
    alignItems: "center",
    gap: tokens.space[3],
    marginBottom: tokens.space[5],
    fontSize: tokens.fontSizes["2xl"],
    fontWeight: tokens.fontWeights.bold,
  },
  count: {
    ...chip,
    fontSize: tokens.fontSizes.sm,
    fontWeight: tokens.fontWeights.bold,
    fontVariantNumeric: "tabular-nums",
  },
  cards: {
    listStyle: "none",
    display: "grid",
    gap: tokens.space[5],
    [tokens.mq.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  },
  projectCard: {
    ...hoverCard,
    display: "grid",
    alignContent: "start",
    gap: tokens.space[3],
    height: "100%",
    padding: tokens.space[6],
  },
  cardTitle: {
    fontSize: tokens.fontSizes.xl,
    overflowWrap: "anywhere" as const,
  },
  stretchedLink: {
    ...stretchedLink,
    "&:hover": { color: tokens.colors.primaryText },
  },
  // A link that is not stretched: a tag, a link to elsewhere on an item without a page.
  muted: { color: tokens.colors.textMuted, fontSize: tokens.fontSizes.sm },
  rows: { listStyle: "none", display: "grid", gap: tokens.space[3] },
  row: {
    ...hoverCard,
    display: "flex",
    alignItems: "flex-start",
    gap: tokens.space[4],
    padding: tokens.space[4],
  },
  rowText: { display: "grid", gap: tokens.space[1], minWidth: 0, flex: 1 },
  // The arrow (or the outside link's sign) at a linked item's end.
  cue: {
    display: "inline-flex",
    marginInlineStart: tokens.space[2],
    color: tokens.colors.primaryText,
    verticalAlign: "middle",
    alignSelf: "center",
  },
  rowTitle: {
    fontSize: tokens.fontSizes.base,
    fontWeight: tokens.fontWeights.semibold,
    color: tokens.colors.heading,
    overflowWrap: "anywhere" as const,
  },
  code: {
    fontFamily: tokens.fonts.mono,
    fontSize: tokens.fontSizes.sm,
  },
  // The index: every skill, a row each.
  indexList: {
    listStyle: "none",
    display: "grid",
    gap: tokens.space[4],
    marginTop: tokens.space[10],
  },
  indexItem: {
    ...hoverCard,
    display: "grid",
    gap: tokens.space[3],
    padding: tokens.space[5],
  },
  indexTitle: {
    marginTop: tokens.space[3],
    fontSize: tokens.fontSizes["4xl"],
    fontWeight: tokens.fontWeights.extrabold,
    [tokens.mq.md]: { fontSize: tokens.fontSizes["5xl"] },
  },
  indexPercent: {
    color: tokens.colors.primaryText,
    fontWeight: tokens.fontWeights.bold,
    fontVariantNumeric: "tabular-nums",
  },
  indexHead: { display: "flex", alignItems: "center", gap: tokens.space[3] },
  indexName: {
    flex: 1,
    fontSize: tokens.fontSizes.lg,
    fontWeight: tokens.fontWeights.bold,
    overflowWrap: "anywhere" as const,
  },
  indexSummary: {
    display: "flex",
    alignItems: "center",
    gap: tokens.space[2],
    color: tokens.colors.primaryText,
    fontSize: tokens.fontSizes.sm,
    fontWeight: tokens.fontWeights.semibold,
  },
}
