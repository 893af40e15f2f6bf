import type { Theme } from "@emotion/react"
import { priorityLabel, priorityTone, type PriorityTone } from "../../lib/priority"

const badgeStyle = (tone: PriorityTone) => (theme: Theme) => ({
  display: "inline-block",
  padding: `${theme.space[1]} ${theme.space[3]}`,
  borderRadius: theme.radii.full,
  background: theme.colors.priority[tone],
  color: theme.colors.onPrimary,
  fontSize: theme.fontSizes.xs,
  fontWeight: theme.fontWeights.bold,
  letterSpacing: "0.02em",
  boxShadow: theme.shadows.sm,
})

type PriorityBadgeProps = { priority: string }

export function PriorityBadge({ priority }: PriorityBadgeProps) {
  const tone = priorityTone(priority)
  return (
    <span css={badgeStyle(tone)} data-tone={tone}>
      {priorityLabel(priority)}
    </span>
  )
}
