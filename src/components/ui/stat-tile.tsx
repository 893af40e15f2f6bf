import { tokens } from "../../styles/tokens"
import { card } from "../../styles/layout"

const tileStyle = {
  ...card,
  display: "flex",
  flexDirection: "column-reverse" as const,
  padding: `${tokens.space[4]} ${tokens.space[3]}`,
  textAlign: "center" as const,
}

const valueStyle = {
  margin: 0,
  fontSize: tokens.fontSizes["2xl"],
  fontWeight: tokens.fontWeights.extrabold,
  color: tokens.colors.primaryText,
  lineHeight: tokens.lineHeights.tight,
  [tokens.mq.md]: { fontSize: tokens.fontSizes["3xl"] },
}

const labelStyle = {
  color: tokens.colors.textMuted,
  fontSize: tokens.fontSizes.sm,
  fontWeight: tokens.fontWeights.medium,
}

type StatTileProps = { value: string; label: string }

export function StatTile({ value, label }: StatTileProps) {
  return (
    <div css={tileStyle}>
      <dt css={labelStyle}>{label}</dt>
      <dd css={valueStyle}>{value}</dd>
    </div>
  )
}
