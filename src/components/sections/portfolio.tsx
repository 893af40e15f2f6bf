import { tokens } from "../../styles/tokens"
import { graphql } from "gatsby"
import { PageSection, type SectionProps } from "../layout/page-section"
import { buttonStyle } from "../ui/button-styles"
import { Icon } from "../ui/icon"
import { ProjectCard } from "../ui/project-card"

const gridStyle = {
  listStyle: "none",
  display: "grid",
  gap: tokens.space[6],
  [tokens.mq.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  [tokens.mq.lg]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
}

const moreStyle = {
  display: "grid",
  justifyItems: "center",
  gap: tokens.space[4],
  marginTop: tokens.space[12],
  padding: tokens.space[8],
  border: `2px dashed ${tokens.colors.border}`,
  borderRadius: tokens.radii.xl,
  textAlign: "center" as const,
  background: tokens.colors.background,
}

const moreIconStyle = { color: tokens.colors.primaryText }

const moreTextStyle = {
  fontSize: tokens.fontSizes.lg,
  fontWeight: tokens.fontWeights.semibold,
  color: tokens.colors.heading,
}

type PortfolioProps = SectionProps<{
  profile: Queries.PortfolioSectionFieldsFragment
  projects: ReadonlyArray<Queries.ProjectCardFieldsFragment>
}>

export function Portfolio({ id, label, content: { profile, projects } }: PortfolioProps) {
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
