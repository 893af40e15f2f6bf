import type { Theme } from "@emotion/react"
import { container, sectionBlock } from "../../styles/layout"
import { buttonStyle } from "../ui/button-styles"
import { Icon } from "../ui/icon"
import { ProjectCard } from "../ui/project-card"
import { SectionHeading } from "../ui/section-heading"

const portfolioStyle = (theme: Theme) => ({
  ...sectionBlock(theme),
  background: theme.colors.surface,
})

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

type PortfolioProps = {
  projects: ReadonlyArray<Queries.ProjectCardFieldsFragment>
  allProjectsUrl: string
}

export function Portfolio({ projects, allProjectsUrl }: PortfolioProps) {
  return (
    <section id="portfolio" aria-labelledby="portfolio-heading" css={portfolioStyle}>
      <div css={container}>
        <SectionHeading
          id="portfolio-heading"
          eyebrow="Portfolio"
          title="Featured Projects"
          lead="Analyses and dashboards I am building to solve real business questions."
        />
        <ul css={gridStyle}>
          {projects.map((project) => (
            <li key={project.title}>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
        <div css={moreStyle}>
          <span css={moreIconStyle}>
            <Icon name="rocket" />
          </span>
          <p css={moreTextStyle}>More professional projects are currently in development</p>
          <a
            href={allProjectsUrl}
            target="_blank"
            rel="noopener noreferrer"
            css={buttonStyle("outline")}
          >
            View All Projects <Icon name="arrow-right" />
          </a>
        </div>
      </div>
    </section>
  )
}
