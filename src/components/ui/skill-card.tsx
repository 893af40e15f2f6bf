import { tokens } from "../../styles/tokens"
import { graphql, withPrefix } from "gatsby"
import { useId } from "react"
import { card, iconBox } from "../../styles/layout"
import { Icon, type IconName } from "./icon"
import { SkillBar } from "./skill-bar"

const cardStyle = {
  ...card,
  position: "relative" as const,
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

// The card's link is its name, stretched over the whole card: a click anywhere opens the skill's
// page; the focus ring is the name's.
const linkStyle = {
  color: "inherit",
  textDecoration: "none",
  "&::after": { content: '""', position: "absolute" as const, inset: 0, borderRadius: "inherit" },
  "&:hover": { color: tokens.colors.primaryText },
}

const percentStyle = {
  color: tokens.colors.primaryText,
  fontWeight: tokens.fontWeights.bold,
  fontVariantNumeric: "tabular-nums",
}

const descriptionStyle = {
  marginTop: tokens.space[4],
  color: tokens.colors.textMuted,
  fontSize: tokens.fontSizes.sm,
}

const evidenceStyle = {
  display: "flex",
  alignItems: "center",
  gap: tokens.space[2],
  marginTop: tokens.space[3],
  color: tokens.colors.primaryText,
  fontSize: tokens.fontSizes.sm,
  fontWeight: tokens.fontWeights.semibold,
}

type SkillCardProps = { skill: Queries.SkillCardFieldsFragment; index: number }

// A skill, its level and what it is; with work that shows it, a link to that work's page, saying
// how much there is.
export function SkillCard({ skill, index }: SkillCardProps) {
  const nameId = useId()
  const evidenceId = useId()

  return (
    <article css={cardStyle}>
      <div css={headerStyle}>
        <span css={iconBox}>
          {/* The content check (gatsby/content/content-schema.ts) allows only the names in
              src/lib/icon-paths.ts. */}
          <Icon name={skill.icon as IconName} />
        </span>
        <h3 id={nameId} css={nameStyle}>
          {skill.page ? (
            <a href={withPrefix(skill.page)} aria-describedby={evidenceId} css={linkStyle}>
              {skill.name}
            </a>
          ) : (
            skill.name
          )}
        </h3>
        <span css={percentStyle}>{skill.level}%</span>
      </div>
      <SkillBar level={skill.level} index={index} labelledBy={nameId} />
      <p css={descriptionStyle}>{skill.description}</p>
      {skill.page && (
        <p id={evidenceId} css={evidenceStyle}>
          {skill.evidenceSummary}
          <Icon name="arrow-right" />
        </p>
      )}
    </article>
  )
}

export const query = graphql`
  fragment SkillCardFields on SkillsYaml {
    name
    level
    description
    icon
    page
    evidenceSummary
  }
`
