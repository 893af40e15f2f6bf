import { tokens } from "../../styles/tokens"
import type { ReactNode } from "react"
import { card, iconBox } from "../../styles/layout"
import { Icon, type IconName } from "./icon"

const cardStyle = {
  ...card,
  display: "flex",
  gap: tokens.space[4],
  alignItems: "flex-start",
  padding: tokens.space[5],
  minWidth: 0,
}

const titleStyle = {
  fontSize: tokens.fontSizes.base,
  fontWeight: tokens.fontWeights.bold,
  marginBottom: tokens.space[1],
}

const bodyStyle = {
  minWidth: 0,
  color: tokens.colors.textMuted,
  overflowWrap: "anywhere" as const,
}

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
