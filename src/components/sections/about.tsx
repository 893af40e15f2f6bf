import type { Theme } from "@emotion/react"
import { graphql } from "gatsby"
import { card, container, sectionBlock } from "../../styles/layout"
import { Icon } from "../ui/icon"
import { InfoCard } from "../ui/info-card"
import { SectionHeading } from "../ui/section-heading"

const aboutStyle = (theme: Theme) => ({
  ...sectionBlock(theme),
  background: theme.colors.surface,
})

const gridStyle = (theme: Theme) => ({
  display: "grid",
  gap: theme.space[10],
  [theme.mq.lg]: { gridTemplateColumns: "1.2fr 1fr", gap: theme.space[16] },
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

type AboutProps = { profile: Queries.AboutFieldsFragment }

export function About({ profile }: AboutProps) {
  return (
    <section id="about" aria-labelledby="about-heading" css={aboutStyle}>
      <div css={container}>
        <SectionHeading
          id="about-heading"
          eyebrow="About"
          title="About Me"
          lead="A fresh graduate who loves finding the story in the numbers."
        />
        <div css={gridStyle}>
          <div>
            <h3 css={journeyTitleStyle}>My Journey</h3>
            <div css={paragraphsStyle}>
              {profile.journey.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <ul css={highlightsStyle}>
              {profile.highlights.map((highlight) => (
                <li key={highlight} css={highlightStyle}>
                  <Icon name="check" />
                  {highlight}
                </li>
              ))}
            </ul>
          </div>
          <div css={cardsStyle}>
            <InfoCard icon="school" title="Education">
              <p>{profile.education}</p>
            </InfoCard>
            <InfoCard icon="idea" title="Focus Areas">
              <ul css={focusListStyle}>
                {profile.focusAreas.map((area) => (
                  <li key={area} css={chipStyle}>
                    {area}
                  </li>
                ))}
              </ul>
            </InfoCard>
            <InfoCard icon="goal" title="Goal">
              <p>{profile.goal}</p>
            </InfoCard>
          </div>
        </div>
      </div>
    </section>
  )
}

export const query = graphql`
  fragment AboutFields on ProfileYaml {
    journey
    highlights
    education
    focusAreas
    goal
  }
`
