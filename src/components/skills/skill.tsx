import { withPrefix } from "gatsby"
import { EVIDENCE_GROUPS, type SkillPageContext } from "../../lib/skill-evidence-view"
import { container } from "../../styles/layout"
import { Icon, type IconName } from "../ui/icon"
import { SkillBar } from "../ui/skill-bar"
import { EvidenceGroup } from "./evidence-group"
import { skillsStyles as styles } from "./skills.styles"

type SkillProps = { id: string; content: SkillPageContext }

// A skill's page: the skill as its card on the home page shows it (level, bar, description), then
// the work that shows it, by kind. None of its code ships (plugins/gatsby-plugin-static-by-default).
export function Skill({ id, content: { skill, index } }: SkillProps) {
  return (
    <article id={id} aria-labelledby={`${id}-name`} css={[container, styles.page]}>
      <div css={styles.column}>
        <a href={withPrefix("/skills/")} css={styles.back}>
          <Icon name="arrow-left" /> All skills
        </a>
        <p css={styles.eyebrow}>Skill · {skill.summary}</p>
        <div css={styles.titleRow}>
          <span css={styles.iconBox}>
            <Icon name={skill.icon as IconName} />
          </span>
          <h1 id={`${id}-name`} css={styles.title}>
            {skill.name}
          </h1>
          <span css={styles.percent}>{skill.level}%</span>
        </div>
        <SkillBar level={skill.level} index={index} labelledBy={`${id}-name`} />
        <p css={styles.lead}>{skill.description}</p>
        {skill.aliases.length > 0 && (
          <p css={styles.aliases}>Also counted as: {skill.aliases.join(", ")}</p>
        )}
        {EVIDENCE_GROUPS.map(([kind, heading]) => {
          const items = skill.evidence.filter((item) => item.kind === kind)
          return items.length > 0 && <EvidenceGroup key={kind} heading={heading} items={items} />
        })}
      </div>
    </article>
  )
}
