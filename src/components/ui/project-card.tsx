import type { Theme } from "@emotion/react"
import { graphql } from "gatsby"
import { GatsbyImage, getImage } from "gatsby-plugin-image"
import { isComingSoon } from "../../lib/project-status"
import { card } from "../../styles/layout"
import { Icon } from "./icon"
import { PriorityBadge } from "./priority-badge"
import { ProjectLink } from "./project-link"

const cardStyle = (theme: Theme) => ({
  ...card(theme),
  display: "flex",
  flexDirection: "column" as const,
  height: "100%",
  overflow: "hidden",
  [theme.motion.ok]: {
    transition: `transform ${theme.motion.base}, box-shadow ${theme.motion.base}`,
    "&:hover": { transform: "translateY(-4px)", boxShadow: theme.shadows.lg },
  },
})

const mediaStyle = { position: "relative", aspectRatio: "16 / 10" } as const

const imageStyle = { height: "100%" }

const badgeSlotStyle = (theme: Theme) => ({
  position: "absolute" as const,
  top: theme.space[3],
  left: theme.space[3],
  zIndex: 1,
})

const overlayStyle = (theme: Theme) => ({
  position: "absolute" as const,
  inset: 0,
  display: "grid",
  placeContent: "center",
  gap: theme.space[1],
  textAlign: "center" as const,
  background: theme.colors.overlay,
  color: theme.colors.onOverlay,
})

const overlayTitleStyle = (theme: Theme) => ({
  fontSize: theme.fontSizes.xl,
  fontWeight: theme.fontWeights.bold,
})

const bodyStyle = (theme: Theme) => ({
  display: "flex",
  flexDirection: "column" as const,
  flex: 1,
  gap: theme.space[3],
  padding: theme.space[6],
})

const titleStyle = (theme: Theme) => ({ fontSize: theme.fontSizes.xl })

const descriptionStyle = (theme: Theme) => ({
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
})

const tagsStyle = (theme: Theme) => ({
  listStyle: "none",
  display: "flex",
  flexWrap: "wrap" as const,
  gap: theme.space[2],
})

const tagStyle = (theme: Theme) => ({
  padding: `${theme.space[1]} ${theme.space[3]}`,
  borderRadius: theme.radii.full,
  background: theme.colors.surfaceTinted,
  color: theme.colors.primaryText,
  fontSize: theme.fontSizes.xs,
  fontWeight: theme.fontWeights.semibold,
})

const actionsStyle = (theme: Theme) => ({
  display: "flex",
  flexWrap: "wrap" as const,
  gap: theme.space[3],
  marginTop: "auto",
  paddingTop: theme.space[3],
})

type ProjectCardProps = { project: Queries.ProjectCardFieldsFragment }

export function ProjectCard({ project }: ProjectCardProps) {
  const image = getImage(project.image.childImageSharp)
  const comingSoon = isComingSoon(project.status)

  return (
    <article css={cardStyle}>
      <div css={mediaStyle}>
        <div css={badgeSlotStyle}>
          <PriorityBadge priority={project.priority} />
        </div>
        {image && (
          <GatsbyImage image={image} alt={`Preview of ${project.title}`} css={imageStyle} />
        )}
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
        <ul css={tagsStyle} aria-label="Tags">
          {project.tags.map((tag) => (
            <li key={tag} css={tagStyle}>
              {tag}
            </li>
          ))}
        </ul>
        <div css={actionsStyle}>
          <ProjectLink href={comingSoon ? null : project.liveUrl} variant="primary">
            <Icon name="external-link" /> View Project
          </ProjectLink>
          <ProjectLink href={comingSoon ? null : project.codeUrl} variant="outline">
            <Icon name="github" /> Code
          </ProjectLink>
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
    status
    priority
    liveUrl
    codeUrl
    image {
      childImageSharp {
        gatsbyImageData(width: 480, aspectRatio: 1.6)
      }
    }
  }
`
