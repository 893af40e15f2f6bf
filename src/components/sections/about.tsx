import { tokens } from "../../styles/tokens"
import { graphql } from "gatsby"
import { chip, tintedCard } from "../../styles/layout"
import { PageSection, type SectionProps } from "../layout/page-section"
import { CertificateList } from "../ui/certificate-list"
import { Icon } from "../ui/icon"
import { InfoCard } from "../ui/info-card"

const gridStyle = {
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: tokens.space[10],
  [tokens.mq.lg]: { gap: tokens.space[16] },
}

const withCardsStyle = {
  [tokens.mq.lg]: { gridTemplateColumns: "minmax(0, 1.2fr) minmax(0, 1fr)" },
}

const journeyTitleStyle = {
  fontSize: tokens.fontSizes["2xl"],
  marginBottom: tokens.space[4],
}

const paragraphsStyle = {
  display: "grid",
  gap: tokens.space[4],
  color: tokens.colors.textMuted,
  fontSize: tokens.fontSizes.lg,
}

const highlightsStyle = {
  listStyle: "none",
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))",
  gap: tokens.space[4],
  marginTop: tokens.space[8],
}

const highlightStyle = {
  ...tintedCard,
  display: "flex",
  alignItems: "center",
  gap: tokens.space[3],
  padding: tokens.space[4],
  color: tokens.colors.primaryText,
  fontWeight: tokens.fontWeights.semibold,
}

const cardsStyle = {
  display: "grid",
  gap: tokens.space[4],
  alignContent: "start",
}

const focusListStyle = {
  listStyle: "none",
  display: "flex",
  flexWrap: "wrap" as const,
  gap: tokens.space[2],
  marginTop: tokens.space[2],
}

type AboutProps = SectionProps<{
  profile: Queries.AboutFieldsFragment
  // resume.yaml's certificates; none without one.
  certificates: ReadonlyArray<Queries.CertificateFieldsFragment>
}>

export function About({ id, label, content: { profile, certificates } }: AboutProps) {
  const { highlights, education, focusAreas, goal } = profile
  const hasCards = Boolean(education || focusAreas || goal || certificates.length)

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
                    <li key={area} css={chip}>
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
            {certificates.length > 0 && (
              <InfoCard icon="certificate" title="Certificates">
                <CertificateList certificates={certificates} />
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
