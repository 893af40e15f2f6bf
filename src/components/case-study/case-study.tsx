import { kindOfExtension } from "case-study/kind"
import { graphql, withPrefix } from "gatsby"
import { getImage } from "gatsby-plugin-image"
import { ChartReader } from "../../islands/chart-reader/chart-reader"
import { ClickToLoad } from "../../islands/click-to-load/click-to-load"
import { caseStudySource } from "../../lib/case-study-source"
import { OWNER_HTML_ATTRIBUTE } from "../../lib/owner-html"
import { isComingSoon, statusLabel } from "../../lib/project-status"
import { container } from "../../styles/layout"
import { proseStyle } from "../../styles/prose"
import { Icon } from "../ui/icon"
import { buttonStyle } from "../ui/button-styles"
import { Picture } from "../ui/picture"
import { ProjectLink } from "../ui/project-link"
import { TagList } from "../ui/tag-list"
import { CaseStudyNav } from "./case-study-nav"
import { caseStudyStyles as styles } from "./case-study.styles"

export type CaseStudyContent = {
  project: Queries.CaseStudyFieldsFragment
  previous: Queries.CaseStudyLinkFieldsFragment | null
  next: Queries.CaseStudyLinkFieldsFragment | null
}

type CaseStudyProps = { id: string; content: CaseStudyContent }

// A project's case study: its title, facts and links, its picture, the owner's Markdown as HTML,
// and the way to the other case studies. None of its code ships; its dashboards, live charts and
// charts' sound, which the plugins that draw them say it has, load on a click (the click-to-load
// island), and its charts' reader on a chart's first focus (the chart-reader island).
export function CaseStudy({ id, content }: CaseStudyProps) {
  const { project, previous, next } = content
  const image = getImage(project.image.childImageSharp)
  // A notebook case study can be downloaded as the notebook it was made from.
  const isNotebook = kindOfExtension(project.caseStudyFile?.extension ?? "") === "notebook"
  const notebook = project.notebookDownload
  // Where the notebook is on GitHub and runs (Colab, Binder), or the Markdown's code: plain links.
  const source = project.source ? caseStudySource(project.source, isNotebook).links : []
  const meta = [
    "Case study",
    statusLabel(project.status),
    project.caseStudy && `${project.caseStudy.timeToRead} min read`,
  ].filter(Boolean)

  const charts = project.caseStudy?.charts ?? 0
  const loadsOnClick = Boolean(project.dashboards?.length || charts)

  return (
    <article id={id} aria-labelledby={`${id}-title`} css={[container, styles.page]}>
      <header css={styles.head}>
        <a href={withPrefix("/#portfolio")} css={styles.back}>
          <Icon name="arrow-left" /> All projects
        </a>
        {isComingSoon(project.status) && (
          <p css={styles.draft}>
            Draft: the project is coming soon, so this page is not published yet.
          </p>
        )}
        <p css={styles.meta}>{meta.join(" · ")}</p>
        <h1 id={`${id}-title`} css={styles.title}>
          {project.title}
        </h1>
        <p css={styles.lead}>{project.description}</p>
        <TagList tags={project.tagLinks} />
        {(project.liveUrl || project.codeUrl || notebook) && (
          <div css={styles.links}>
            {project.liveUrl && (
              <ProjectLink href={project.liveUrl} variant="primary">
                <Icon name="external-link" /> Live Project
              </ProjectLink>
            )}
            {project.codeUrl && (
              <ProjectLink href={project.codeUrl} variant="outline">
                <Icon name="github" /> Code
              </ProjectLink>
            )}
            {notebook && (
              <a href={notebook} download css={buttonStyle("outline")}>
                <Icon name="download" /> Notebook (.ipynb)
              </a>
            )}
          </div>
        )}
        {source.length > 0 && (
          <ul aria-label={isNotebook ? "The notebook elsewhere" : "The code"} css={styles.source}>
            {source.map(({ name, href }) => (
              <li key={name}>
                <a href={href} target="_blank" rel="noopener noreferrer">
                  {name}
                  <Icon name="external-link" />
                </a>
              </li>
            ))}
          </ul>
        )}
      </header>
      {image && (
        <Picture
          image={image}
          alt={`Preview of ${project.title}`}
          loading="eager"
          css={styles.cover}
        />
      )}
      <div
        className="case-study-body"
        css={proseStyle}
        {...{ [OWNER_HTML_ATTRIBUTE]: "" }}
        dangerouslySetInnerHTML={{ __html: project.caseStudy?.html ?? "" }}
      />
      {loadsOnClick && <ClickToLoad />}
      {charts > 0 && <ChartReader />}
      <CaseStudyNav previous={previous} next={next} />
    </article>
  )
}

export const query = graphql`
  fragment CaseStudyFields on ProjectsYaml {
    title
    description
    tags
    ...TagListFields
    status
    liveUrl
    codeUrl
    source
    image {
      childImageSharp {
        gatsbyImageData(width: 704, aspectRatio: 1.6, formats: [AUTO, WEBP])
      }
    }
    caseStudy {
      html
      timeToRead
      charts
    }
    dashboards {
      url
    }
    caseStudyFile {
      extension
    }
    notebookDownload
  }

  fragment CaseStudyLinkFields on ProjectsYaml {
    title
    slug
  }
`
