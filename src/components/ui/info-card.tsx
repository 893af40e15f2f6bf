import type { Theme } from "@emotion/react"
import type { ReactNode } from "react"
import { card, iconBox } from "../../styles/layout"
import { Icon, type IconName } from "./icon"

const cardStyle = (theme: Theme) => ({
  ...card(theme),
  display: "flex",
  gap: theme.space[4],
  alignItems: "flex-start",
  padding: theme.space[5],
  minWidth: 0,
})

const titleStyle = (theme: Theme) => ({
  fontSize: theme.fontSizes.base,
  fontWeight: theme.fontWeights.bold,
  marginBottom: theme.space[1],
})

const bodyStyle = (theme: Theme) => ({
  minWidth: 0,
  color: theme.colors.textMuted,
  overflowWrap: "anywhere" as const,
})

type InfoCardProps = { icon: IconName; title: string; children: ReactNode }

// A card with an icon, a title and a short body: the about cards and the contact details.
export function InfoCard({ icon, title, children }: InfoCardProps) {
  return (
    <div css={cardStyle}>
      <span css={iconBox}>
        <Icon name={icon} />
      </span>
      <div css={bodyStyle}>
        <h3 css={titleStyle}>{title}</h3>
        {children}
      </div>
    </div>
  )
}
