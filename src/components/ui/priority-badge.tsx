import { tokens } from "../../styles/tokens"
import { priorityLabel, priorityTone, type PriorityTone } from "../../lib/priority"

const badgeStyle = (tone: PriorityTone) => ({
  display: "inline-block",
  padding: `${tokens.space[1]} ${tokens.space[3]}`,
  borderRadius: tokens.radii.full,
  background: tokens.colors.priority[tone],
  color: tokens.colors.onPrimary,
  fontSize: tokens.fontSizes.xs,
  fontWeight: tokens.fontWeights.bold,
  letterSpacing: "0.02em",
  boxShadow: tokens.shadows.sm,
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
