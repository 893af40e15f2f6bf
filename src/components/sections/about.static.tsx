import type { Theme } from "@emotion/react"
import { graphql } from "gatsby"
import { card } from "../../styles/layout"
import { PageSection, type SectionProps } from "../layout/page-section"
import { Icon } from "../ui/icon"
import { InfoCard } from "../ui/info-card"

const gridStyle = (theme: Theme) => ({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: theme.space[10],
  [theme.mq.lg]: { gap: theme.space[16] },
})

const withCardsStyle = (theme: Theme) => ({
  [theme.mq.lg]: { gridTemplateColumns: "minmax(0, 1.2fr) minmax(0, 1fr)" },
})

const journeyTitleStyle = (theme: Theme) => ({
  fontSize: theme.fontSizes["2xl"],
  marginBottom: theme.space[4],
})

const paragraphsStyle = (theme: Theme) => ({
  display: "grid",
  gap: theme.space[4],
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.lg,
})

const highlightsStyle = (theme: Theme) => ({
  listStyle: "none",
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))",
  gap: theme.space[4],
  marginTop: theme.space[8],
})

const highlightStyle = (theme: Theme) => ({
  ...card(theme),
  display: "flex",
  alignItems: "center",
  gap: theme.space[3],
  padding: theme.space[4],
  background: theme.colors.surfaceTinted,
  borderColor: "transparent",
  color: theme.colors.primaryText,
  fontWeight: theme.fontWeights.semibold,
})

const cardsStyle = (theme: Theme) => ({
  display: "grid",
  gap: theme.space[4],
  alignContent: "start",
})

const focusListStyle = (theme: Theme) => ({
  listStyle: "none",
  display: "flex",
  flexWrap: "wrap" as const,
  gap: theme.space[2],
  marginTop: theme.space[2],
})

const chipStyle = (theme: Theme) => ({
  padding: `${theme.space[1]} ${theme.space[3]}`,
  borderRadius: theme.radii.full,
  background: theme.colors.surfaceTinted,
  color: theme.colors.primaryText,
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.medium,
})

type AboutProps = SectionProps<{ profile: Queries.AboutFieldsFragment }>

export default function About({ id, label, content: { profile } }: AboutProps) {
  const { highlights, education, focusAreas, goal } = profile
  const hasCards = Boolean(education || focusAreas || goal)

  return (
    <PageSection id={id} eyebrow={label} title="About Me" lead={profile.leads?.about}>
      <div css={[gridStyle, hasCards && withCardsStyle]}>
        <div>
          <h3 css={journeyTitleStyle}>My Journey</h3>
          <div css={paragraphsStyle}>
            {profile.journey.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          {highlights && (
            <ul css={highlightsStyle}>
              {highlights.map((highlight) => (
                <li key={highlight} css={highlightStyle}>
                  <Icon name="check" />
                  {highlight}
                </li>
              ))}
            </ul>
          )}
        </div>
        {hasCards && (
          <div css={cardsStyle}>
            {education && (
              <InfoCard icon="school" title="Education">
                <p>{education}</p>
              </InfoCard>
            )}
            {focusAreas && (
              <InfoCard icon="idea" title="Focus Areas">
                <ul css={focusListStyle}>
                  {focusAreas.map((area) => (
                    <li key={area} css={chipStyle}>
                      {area}
                    </li>
                  ))}
                </ul>
              </InfoCard>
            )}
            {goal && (
              <InfoCard icon="goal" title="Goal">
                <p>{goal}</p>
              </InfoCard>
            )}
          </div>
        )}
      </div>
    </PageSection>
  )
}

export const query = graphql`
  fragment AboutFields on ProfileYaml {
    journey
    highlights
    education
    focusAreas
    goal
    leads {
      about
    }
  }
`
