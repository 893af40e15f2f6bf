import { tokens } from "../../styles/tokens"
import { graphql, withPrefix } from "gatsby"
import { PageSection, type SectionProps } from "../layout/page-section"
import { buttonStyle } from "../ui/button-styles"
import { Icon } from "../ui/icon"
import { SkillCard } from "../ui/skill-card"

const gridStyle = {
  listStyle: "none",
  display: "grid",
  gap: tokens.space[5],
  [tokens.mq.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
}

const noteStyle = {
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: tokens.space[2],
  marginTop: tokens.space[12],
  color: tokens.colors.primaryText,
  fontWeight: tokens.fontWeights.semibold,
}

const moreStyle = {
  display: "flex",
  justifyContent: "center",
  marginTop: tokens.space[6],
}

type SkillsProps = SectionProps<{
  profile: Queries.SkillsSectionFieldsFragment
  skills: ReadonlyArray<Queries.SkillCardFieldsFragment>
}>

export function Skills({ id, label, content: { profile, skills } }: SkillsProps) {
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
      {/* The skills' index exists when some skill has a page (gatsby/skills/skill-pages.ts). */}
      {skills.some((skill) => skill.page) && (
        <p css={moreStyle}>
          <a href={withPrefix("/skills/")} css={buttonStyle("outline")}>
            See the work behind each skill <Icon name="arrow-right" />
          </a>
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
