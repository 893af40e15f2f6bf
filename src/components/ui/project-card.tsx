import { tokens } from "../../styles/tokens"
import { graphql, withPrefix } from "gatsby"
import { caseStudyPath } from "../../lib/case-study-path"
import { dashboardAnchor } from "gatsby-remark-dashboards/anchor"
import { dashboardOf, nounLabel } from "gatsby-remark-dashboards/vendors"
import { getImage } from "gatsby-plugin-image"
import { isComingSoon } from "../../lib/project-status"
import { card } from "../../styles/layout"
import { Icon } from "./icon"
import { Picture } from "./picture"
import { PriorityBadge } from "./priority-badge"
import { ProjectLink } from "./project-link"
import { TagList } from "./tag-list"

const cardStyle = {
  ...card,
  display: "flex",
  flexDirection: "column" as const,
  height: "100%",
  overflow: "hidden",
  [tokens.motion.ok]: {
    transition: `transform ${tokens.motion.base}, box-shadow ${tokens.motion.base}`,
    "&:hover": { transform: "translateY(-4px)", boxShadow: tokens.shadows.lg },
  },
}

const mediaStyle = { position: "relative", aspectRatio: "16 / 10" } as const

const imageStyle = { width: "100%", height: "100%", objectFit: "cover" } as const

const badgeSlotStyle = {
  position: "absolute" as const,
  top: tokens.space[3],
  left: tokens.space[3],
  zIndex: 1,
}

const overlayStyle = {
  position: "absolute" as const,
  inset: 0,
  display: "grid",
  placeContent: "center",
  gap: tokens.space[1],
  textAlign: "center" as const,
  background: tokens.colors.overlay,
  color: tokens.colors.onOverlay,
}

const overlayTitleStyle = {
  fontSize: tokens.fontSizes.xl,
  fontWeight: tokens.fontWeights.bold,
}

const bodyStyle = {
  display: "flex",
  flexDirection: "column" as const,
  flex: 1,
  gap: tokens.space[3],
  padding: tokens.space[6],
}

const titleStyle = { fontSize: tokens.fontSizes.xl }

const descriptionStyle = {
  color: tokens.colors.textMuted,
  fontSize: tokens.fontSizes.sm,
}

const actionsStyle = {
  display: "flex",
  flexWrap: "wrap" as const,
  gap: tokens.space[3],
  marginTop: "auto",
  paddingTop: tokens.space[3],
}

type ProjectCardProps = { project: Queries.ProjectCardFieldsFragment }

export function ProjectCard({ project }: ProjectCardProps) {
  const image = getImage(project.image.childImageSharp)
  const comingSoon = isComingSoon(project.status)
  // View Project opens the case study when there is one, else the owner's live link.
  const caseStudy = project.caseStudy ? withPrefix(caseStudyPath(project.slug)) : null
  // Dashboard opens the first dashboard on the case study, else on its vendor's site.
  const [dashboard] = project.dashboards ?? []
  const first = dashboard ? dashboardOf(dashboard.url) : null
  const dashboardHref = first
    ? caseStudy
      ? `${caseStudy}#${dashboardAnchor(1)}`
      : first.openUrl
    : null

  return (
    <article css={cardStyle}>
      <div css={mediaStyle}>
        <div css={badgeSlotStyle}>
          <PriorityBadge priority={project.priority} />
        </div>
        {image && <Picture image={image} alt={`Preview of ${project.title}`} css={imageStyle} />}
        {comingSoon && (
          <div css={overlayStyle}>
            <span css={overlayTitleStyle}>Coming Soon</span>
            <span>In Development</span>
          </div>
        )}
      </div>
      <div css={bodyStyle}>
        <h3 css={titleStyle}>{project.title}</h3>
        <p css={descriptionStyle}>{project.description}</p>
        <TagList tags={project.tagLinks} />
        <div css={actionsStyle}>
          <ProjectLink
            href={comingSoon ? null : (caseStudy ?? project.liveUrl)}
            variant="primary"
            sameTab={Boolean(caseStudy)}
          >
            <Icon name={caseStudy ? "arrow-right" : "external-link"} /> View Project
          </ProjectLink>
          <ProjectLink href={comingSoon ? null : project.codeUrl} variant="outline">
            <Icon name="github" /> Code
          </ProjectLink>
          {dashboard && (
            <ProjectLink
              href={comingSoon ? null : dashboardHref}
              variant="outline"
              sameTab={Boolean(caseStudy)}
            >
              {/* Named for what it opens: a dashboard, an app or a notebook. */}
              <Icon name="dashboard" /> {first?.vendor ? nounLabel(first.vendor) : "Dashboard"}
            </ProjectLink>
          )}
        </div>
      </div>
    </article>
  )
}

export const query = graphql`
  fragment ProjectCardFields on ProjectsYaml {
    title
    description
    tags
    ...TagListFields
    status
    priority
    liveUrl
    codeUrl
    slug
    caseStudy {
      id
    }
    dashboards {
      url
    }
    image {
      childImageSharp {
        gatsbyImageData(width: 480, aspectRatio: 1.6)
      }
    }
  }
`
