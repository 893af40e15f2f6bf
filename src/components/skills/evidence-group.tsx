import { withPrefix } from "gatsby"
import { useId } from "react"
import type { Evidence, EvidenceKind } from "../../lib/skill-evidence-view"
import { Icon, type IconName } from "../ui/icon"
import { skillsStyles as styles } from "./skills.styles"

const ICONS: Record<EvidenceKind, IconName> = {
  project: "presentation",
  query: "database",
  code: "code-tags",
  notebook: "notebook",
  dashboard: "dashboard",
  app: "rocket",
  certificate: "certificate",
}

// A piece of work's title, a link to it when it has a place: a page of the site in the same tab,
// an address elsewhere in a new one.
function TitleLink({ item }: { item: Evidence }) {
  const code = item.kind === "query" || item.kind === "code"
  const title = code ? <code css={styles.code}>{item.title}</code> : item.title
  if (!item.href) return title
  const newTab = item.internal ? {} : { target: "_blank", rel: "noopener noreferrer" }
  return (
    <a
      href={item.internal ? withPrefix(item.href) : item.href}
      {...newTab}
      css={styles.stretchedLink}
    >
      {title}
    </a>
  )
}

// Where a piece of work's link goes: another page of the site, or elsewhere.
function LinkCue({ item }: { item: Evidence }) {
  if (!item.href) return null
  return (
    <span css={styles.cue}>
      <Icon name={item.internal ? "arrow-right" : "external-link"} />
    </span>
  )
}

function ProjectItem({ item }: { item: Evidence }) {
  return (
    <article css={styles.projectCard}>
      <h3 css={styles.cardTitle}>
        <TitleLink item={item} />
        <LinkCue item={item} />
      </h3>
      <p css={styles.muted}>{item.context}</p>
      {item.keywords.length > 0 && <p css={styles.muted}>{item.keywords.join(" · ")}</p>}
    </article>
  )
}

function RowItem({ item }: { item: Evidence }) {
  return (
    <article css={styles.row}>
      <span css={styles.iconBox}>
        <Icon name={ICONS[item.kind]} />
      </span>
      <div css={styles.rowText}>
        <h3 css={styles.rowTitle}>
          <TitleLink item={item} />
        </h3>
        {item.context && <p css={styles.muted}>{item.context}</p>}
      </div>
      <LinkCue item={item} />
    </article>
  )
}

type EvidenceGroupProps = { heading: string; items: ReadonlyArray<Evidence> }

// One kind of a skill's evidence, under its heading with its count: projects as cards, the rest
// as rows, each with its line of context.
export function EvidenceGroup({ heading, items }: EvidenceGroupProps) {
  const headingId = useId()
  const projects = items[0]?.kind === "project"
  return (
    <section aria-labelledby={headingId} css={styles.group}>
      <h2 id={headingId} css={styles.groupTitle}>
        {heading} <span css={styles.count}>{items.length}</span>
      </h2>
      <ul css={projects ? styles.cards : styles.rows}>
        {items.map((item) => (
          <li key={`${item.href ?? ""}${item.title}`}>
            {projects ? <ProjectItem item={item} /> : <RowItem item={item} />}
          </li>
        ))}
      </ul>
    </section>
  )
}
