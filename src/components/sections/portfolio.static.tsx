import type { Theme } from "@emotion/react"
import { graphql } from "gatsby"
import { PageSection, type SectionProps } from "../layout/page-section"
import { buttonStyle } from "../ui/button-styles"
import { Icon } from "../ui/icon"
import { ProjectCard } from "../ui/project-card"

const gridStyle = (theme: Theme) => ({
  listStyle: "none",
  display: "grid",
  gap: theme.space[6],
  [theme.mq.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  [theme.mq.lg]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
})

const moreStyle = (theme: Theme) => ({
  display: "grid",
  justifyItems: "center",
  gap: theme.space[4],
  marginTop: theme.space[12],
  padding: theme.space[8],
  border: `2px dashed ${theme.colors.border}`,
  borderRadius: theme.radii.xl,
  textAlign: "center" as const,
  background: theme.colors.background,
})

const moreIconStyle = (theme: Theme) => ({ color: theme.colors.primaryText })

const moreTextStyle = (theme: Theme) => ({
  fontSize: theme.fontSizes.lg,
  fontWeight: theme.fontWeights.semibold,
  color: theme.colors.heading,
})

type PortfolioProps = SectionProps<{
  profile: Queries.PortfolioSectionFieldsFragment
  projects: ReadonlyArray<Queries.ProjectCardFieldsFragment>
}>

export default function Portfolio({ id, label, content: { profile, projects } }: PortfolioProps) {
  const { moreProjects } = profile

  return (
    <PageSection id={id} eyebrow={label} title="Featured Projects" lead={profile.leads?.portfolio}>
      <ul css={gridStyle}>
        {projects.map((project) => (
          <li key={project.title}>
            <ProjectCard project={project} />
          </li>
        ))}
      </ul>
      {moreProjects && (
        <div css={moreStyle}>
          <span css={moreIconStyle}>
            <Icon name="rocket" />
          </span>
          <p css={moreTextStyle}>{moreProjects.text}</p>
          {moreProjects.url && (
            <a
              href={moreProjects.url}
              target="_blank"
              rel="noopener noreferrer"
              css={buttonStyle("outline")}
            >
              View All Projects <Icon name="arrow-right" />
            </a>
          )}
        </div>
      )}
    </PageSection>
  )
}

export const query = graphql`
  fragment PortfolioSectionFields on ProfileYaml {
    leads {
      portfolio
    }
    moreProjects {
      text
      url
    }
  }
`
