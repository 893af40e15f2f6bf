import type { Theme } from "@emotion/react"
import { graphql } from "gatsby"
import { useId } from "react"
import { skillGradient } from "../../lib/skill-gradient"
import { card, iconBox } from "../../styles/layout"
import { Icon, type IconName } from "./icon"

const cardStyle = (theme: Theme) => ({
  ...card(theme),
  height: "100%",
  padding: theme.space[6],
  [theme.motion.ok]: {
    transition: `transform ${theme.motion.base}, box-shadow ${theme.motion.base}`,
    "&:hover": { transform: "translateY(-3px)", boxShadow: theme.shadows.lg },
  },
})

const headerStyle = (theme: Theme) => ({
  display: "flex",
  alignItems: "center",
  gap: theme.space[3],
  marginBottom: theme.space[4],
})

const nameStyle = (theme: Theme) => ({
  flex: 1,
  fontSize: theme.fontSizes.lg,
  fontWeight: theme.fontWeights.bold,
})

const percentStyle = (theme: Theme) => ({
  color: theme.colors.primaryText,
  fontWeight: theme.fontWeights.bold,
  fontVariantNumeric: "tabular-nums",
})

const trackStyle = (theme: Theme) => ({
  height: theme.sizes.bar,
  borderRadius: theme.radii.full,
  background: theme.colors.track,
  overflow: "hidden",
})

const barStyle = (index: number, level: number) => (theme: Theme) => ({
  width: `${level}%`,
  height: "100%",
  borderRadius: theme.radii.full,
  background: skillGradient(theme, index),
})

const descriptionStyle = (theme: Theme) => ({
  marginTop: theme.space[4],
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
})

type SkillCardProps = { skill: Queries.SkillCardFieldsFragment; index: number }

export function SkillCard({ skill, index }: SkillCardProps) {
  const nameId = useId()

  return (
    <article css={cardStyle}>
      <div css={headerStyle}>
        <span css={iconBox}>
          {/* The content check (build/validate-content.ts) allows only the names in icon-paths.ts. */}
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
