import { withPrefix } from "gatsby"
import type { SkillsIndexContext } from "../../lib/skill-evidence-view"
import { container } from "../../styles/layout"
import { Icon, type IconName } from "../ui/icon"
import { SkillBar } from "../ui/skill-bar"
import { skillsStyles as styles } from "./skills.styles"

type SkillsIndexProps = {
  id: string
  content: Pick<SkillsIndexContext, "skills"> & { lead: string | null }
}

// Every skill, in skills.yaml's order: those that some work shows link to their page, saying how
// much there is; the others are as on the home page. Static, as every page body is.
export function SkillsIndex({ id, content: { skills, lead } }: SkillsIndexProps) {
  return (
    <article id={id} aria-labelledby={`${id}-title`} css={[container, styles.page]}>
      <div css={styles.column}>
        <a href={withPrefix("/#skills")} css={styles.back}>
          <Icon name="arrow-left" /> Home
        </a>
        <p css={styles.eyebrow}>The work behind each skill</p>
        <h1 id={`${id}-title`} css={styles.indexTitle}>
          Skills &amp; Expertise
        </h1>
        {lead && <p css={styles.lead}>{lead}</p>}
        <ul css={styles.indexList}>
          {skills.map((skill, index) => (
            <li key={skill.slug}>
              <article css={styles.indexItem}>
                <div css={styles.indexHead}>
                  <span css={styles.iconBox}>
                    <Icon name={skill.icon as IconName} />
                  </span>
                  <h2 id={`${id}-${skill.slug}`} css={styles.indexName}>
                    {skill.path ? (
                      <a
                        href={withPrefix(skill.path)}
                        aria-describedby={`${id}-${skill.slug}-summary`}
                        css={styles.stretchedLink}
                      >
                        {skill.name}
                      </a>
                    ) : (
                      skill.name
                    )}
                  </h2>
                  <span css={styles.indexPercent}>{skill.level}%</span>
                </div>
                <SkillBar level={skill.level} index={index} labelledBy={`${id}-${skill.slug}`} />
                {skill.path && (
                  <p id={`${id}-${skill.slug}-summary`} css={styles.indexSummary}>
                    {skill.summary} <Icon name="arrow-right" />
                  </p>
                )}
              </article>
            </li>
          ))}
        </ul>
      </div>
    </article>
  )
}
