import type { Theme } from "@emotion/react"
import { container, sectionBlock } from "../../styles/layout"
import { Icon } from "../ui/icon"
import { SectionHeading } from "../ui/section-heading"
import { SkillCard } from "../ui/skill-card"

const gridStyle = (theme: Theme) => ({
  listStyle: "none",
  display: "grid",
  gap: theme.space[5],
  [theme.mq.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
})

const learningStyle = (theme: Theme) => ({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: theme.space[2],
  marginTop: theme.space[12],
  color: theme.colors.primaryText,
  fontWeight: theme.fontWeights.semibold,
})

type SkillsProps = { skills: ReadonlyArray<Queries.SkillCardFieldsFragment> }

export function Skills({ skills }: SkillsProps) {
  return (
    <section id="skills" aria-labelledby="skills-heading" css={sectionBlock}>
      <div css={container}>
        <SectionHeading
          id="skills-heading"
          eyebrow="Skills"
          title="Skills & Expertise"
          lead="The tools and methods I use to turn raw data into decisions."
        />
        <ul css={gridStyle}>
          {skills.map((skill, index) => (
            <li key={skill.name}>
              <SkillCard skill={skill} index={index} />
            </li>
          ))}
        </ul>
        <p css={learningStyle}>
          <Icon name="sparkles" />
          Always learning and expanding my skill set
        </p>
      </div>
    </section>
  )
}
