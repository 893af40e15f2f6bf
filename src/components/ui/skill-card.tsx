import { tokens } from "../../styles/tokens"
import { graphql } from "gatsby"
import { useId } from "react"
import { skillGradient } from "../../lib/skill-gradient"
import { card, iconBox } from "../../styles/layout"
import { Icon, type IconName } from "./icon"

const cardStyle = {
  ...card,
  height: "100%",
  padding: tokens.space[6],
  [tokens.motion.ok]: {
    transition: `transform ${tokens.motion.base}, box-shadow ${tokens.motion.base}`,
    "&:hover": { transform: "translateY(-3px)", boxShadow: tokens.shadows.lg },
  },
}

const headerStyle = {
  display: "flex",
  alignItems: "center",
  gap: tokens.space[3],
  marginBottom: tokens.space[4],
}

const nameStyle = {
  flex: 1,
  fontSize: tokens.fontSizes.lg,
  fontWeight: tokens.fontWeights.bold,
}

const percentStyle = {
  color: tokens.colors.primaryText,
  fontWeight: tokens.fontWeights.bold,
  fontVariantNumeric: "tabular-nums",
}

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

const descriptionStyle = {
  marginTop: tokens.space[4],
  color: tokens.colors.textMuted,
  fontSize: tokens.fontSizes.sm,
}

type SkillCardProps = { skill: Queries.SkillCardFieldsFragment; index: number }

export function SkillCard({ skill, index }: SkillCardProps) {
  const nameId = useId()

  return (
    <article css={cardStyle}>
      <div css={headerStyle}>
        <span css={iconBox}>
          {/* The content check (gatsby/content-schema.ts) allows only the names in src/lib/icon-paths.ts. */}
          <Icon name={skill.icon as IconName} />
        </span>
        <h3 id={nameId} css={nameStyle}>
          {skill.name}
        </h3>
        <span css={percentStyle}>{skill.level}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={nameId}
        aria-valuenow={skill.level}
        aria-valuemin={0}
        aria-valuemax={100}
        css={trackStyle}
      >
        <div css={barStyle(index, skill.level)} />
      </div>
      <p css={descriptionStyle}>{skill.description}</p>
    </article>
  )
}

export const query = graphql`
  fragment SkillCardFields on SkillsYaml {
    name
    level
    description
    icon
  }
`
