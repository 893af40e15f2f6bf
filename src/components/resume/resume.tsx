import { withPrefix } from "gatsby"
import { Fragment } from "react"
import { SEPARATOR, type ResumeEntry, type ResumeView } from "../../lib/resume-view"
import { container } from "../../styles/layout"
import { Icon } from "../ui/icon"
import { buttonStyle } from "../ui/button-styles"
import { resumeStyles as styles } from "./resume.styles"

type ResumeProps = { id: string; content: { resume: ResumeView; pdf: string } }

const linked = (text: string, url?: string) => (url ? <a href={url}>{text}</a> : text)

function Entry({ entry }: { entry: ResumeEntry }) {
  return (
    <div css={styles.entry}>
      {(entry.title || entry.meta.length > 0) && (
        <div>
          {entry.title && <h3 css={styles.entryTitle}>{linked(entry.title, entry.url)}</h3>}
          {entry.title && entry.meta.length > 0 && SEPARATOR}
          {entry.meta.length > 0 && <span css={styles.meta}>{entry.meta.join(SEPARATOR)}</span>}
        </div>
      )}
      {entry.text && <p css={styles.text}>{entry.text}</p>}
      {entry.bullets.length > 0 && (
        <ul css={styles.bullets}>
          {entry.bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
      )}
    </div>
  )
}

// The résumé as a page: the same view, and words, as its PDF (gatsby/resume/model.ts), in one
// column. None of its code ships.
export function Resume({ id, content: { resume, pdf } }: ResumeProps) {
  return (
    <article id={id} aria-labelledby={`${id}-name`} css={[container, styles.page]}>
      <div css={styles.actions}>
        <a href={withPrefix("/")} css={styles.back}>
          <Icon name="arrow-left" /> Home
        </a>
        <a href={withPrefix(pdf)} download css={buttonStyle("primary")}>
          <Icon name="download" /> Download the PDF
        </a>
      </div>
      <div css={styles.sheet} data-resume-text>
        <h1 id={`${id}-name`} css={styles.name}>
          {resume.name}
        </h1>
        <p css={styles.label}>{resume.label}</p>
        <p css={styles.contacts}>
          {resume.contacts.map((contact, index) => (
            <Fragment key={contact.text}>
              {index > 0 && SEPARATOR}
              {linked(contact.text, contact.url)}
            </Fragment>
          ))}
        </p>
        <section css={styles.section} aria-labelledby={`${id}-summary`}>
          <h2 id={`${id}-summary`} css={styles.sectionTitle}>
            Summary
          </h2>
          <p>{resume.summary}</p>
        </section>
        {resume.sections.map((section) => (
          <section key={section.title} css={styles.section} aria-label={section.title}>
            <h2 css={styles.sectionTitle}>{section.title}</h2>
            {section.entries.map((entry) => (
              <Entry key={`${entry.title}${entry.meta.join()}${entry.text ?? ""}`} entry={entry} />
            ))}
          </section>
        ))}
      </div>
    </article>
  )
}
