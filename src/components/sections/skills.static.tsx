import type { Theme } from "@emotion/react"
import { graphql } from "gatsby"
import { PageSection, type SectionProps } from "../layout/page-section"
import { Icon } from "../ui/icon"
import { SkillCard } from "../ui/skill-card"

const gridStyle = (theme: Theme) => ({
  listStyle: "none",
  display: "grid",
  gap: theme.space[5],
  [theme.mq.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
})

const noteStyle = (theme: Theme) => ({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: theme.space[2],
  marginTop: theme.space[12],
  color: theme.colors.primaryText,
  fontWeight: theme.fontWeights.semibold,
})

type SkillsProps = SectionProps<{
  profile: Queries.SkillsSectionFieldsFragment
  skills: ReadonlyArray<Queries.SkillCardFieldsFragment>
}>

export default function Skills({ id, label, content: { profile, skills } }: SkillsProps) {
  return (
    <PageSection id={id} eyebrow={label} title="Skills & Expertise" lead={profile.leads?.skills}>
      <ul css={gridStyle}>
        {skills.map((skill, index) => (
          <li key={skill.name}>
            <SkillCard skill={skill} index={index} />
          </li>
        ))}
      </ul>
      {profile.skillsNote && (
        <p css={noteStyle}>
          <Icon name="sparkles" />
          {profile.skillsNote}
        </p>
      )}
    </PageSection>
  )
}

export const query = graphql`
  fragment SkillsSectionFields on ProfileYaml {
    skillsNote
    leads {
      skills
    }
  }
`
