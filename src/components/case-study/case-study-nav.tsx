import { withPrefix } from "gatsby"
import { caseStudyPath } from "../../lib/case-study-path"
import { Icon } from "../ui/icon"
import { caseStudyStyles as styles } from "./case-study.styles"

type CaseStudyNavProps = {
  previous: Queries.CaseStudyLinkFieldsFragment | null
  next: Queries.CaseStudyLinkFieldsFragment | null
}

// The case studies before and after this one, in the order of the projects.
export function CaseStudyNav({ previous, next }: CaseStudyNavProps) {
  if (!previous && !next) return null
  return (
    <nav aria-label="More case studies" css={styles.nav}>
      {previous && (
        <a href={withPrefix(caseStudyPath(previous.slug))} css={styles.navLink} rel="prev">
          <span css={styles.navLabel}>
            <Icon name="arrow-left" /> Previous case study
          </span>
          {previous.title}
        </a>
      )}
      {next && (
        <a
          href={withPrefix(caseStudyPath(next.slug))}
          css={[styles.navLink, styles.navNext]}
          rel="next"
        >
          <span css={styles.navLabel}>
            Next case study <Icon name="arrow-right" />
          </span>
          {next.title}
        </a>
      )}
    </nav>
  )
}
