import { skillGradient } from "../../lib/skill-gradient"
import { tokens } from "../../styles/tokens"

const trackStyle = {
  height: tokens.sizes.bar,
  borderRadius: tokens.radii.full,
  background: tokens.colors.track,
  overflow: "hidden",
}

const barStyle = (index: number, level: number) => ({
  width: `${level}%`,
  height: "100%",
  borderRadius: tokens.radii.full,
  background: skillGradient(index),
})

type SkillBarProps = { level: number; index: number; labelledBy: string }

// A skill's level as a bar, its colour the card's by index: on its card, its page and the index.
export function SkillBar({ level, index, labelledBy }: SkillBarProps) {
  return (
    <div
      role="progressbar"
      aria-labelledby={labelledBy}
      aria-valuenow={level}
      aria-valuemin={0}
      aria-valuemax={100}
      css={trackStyle}
    >
      <div css={barStyle(index, level)} />
    </div>
  )
}
