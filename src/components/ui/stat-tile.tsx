import type { Theme } from "@emotion/react"
import { card } from "../../styles/layout"

const tileStyle = (theme: Theme) => ({
  ...card(theme),
  display: "flex",
  flexDirection: "column-reverse" as const,
  padding: `${theme.space[4]} ${theme.space[3]}`,
  textAlign: "center" as const,
})

const valueStyle = (theme: Theme) => ({
  margin: 0,
  fontSize: theme.fontSizes["2xl"],
  fontWeight: theme.fontWeights.extrabold,
  color: theme.colors.primaryText,
  lineHeight: theme.lineHeights.tight,
  [theme.mq.md]: { fontSize: theme.fontSizes["3xl"] },
})

const labelStyle = (theme: Theme) => ({
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.medium,
})

type StatTileProps = { value: string; label: string }

export function StatTile({ value, label }: StatTileProps) {
  return (
    <div css={tileStyle}>
      <dt css={labelStyle}>{label}</dt>
      <dd css={valueStyle}>{value}</dd>
    </div>
  )
}
