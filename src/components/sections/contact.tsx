import { tokens } from "../../styles/tokens"
import { graphql } from "gatsby"
import { telHref, displayUrl } from "../../lib/links"
import { iconBox, tintedCard } from "../../styles/layout"
import { ContactFormIsland } from "../../islands/contact-form/contact-form-island"
import { PageSection, type SectionProps } from "../layout/page-section"
import { Icon, type IconName } from "../ui/icon"
import { InfoCard } from "../ui/info-card"

const gridStyle = {
  display: "grid",
  gap: tokens.space[8],
  gridTemplateColumns: "minmax(0, 1fr)",
  [tokens.mq.lg]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1.4fr)", gap: tokens.space[12] },
}

const detailsStyle = {
  display: "grid",
  gap: tokens.space[4],
  alignContent: "start",
}

const linkStyle = {
  color: tokens.colors.primaryText,
  fontWeight: tokens.fontWeights.medium,
  textDecoration: "none",
  "&:hover": { textDecoration: "underline" },
}

const tilesStyle = {
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: tokens.space[4],
}

const tileStyle = {
  ...tintedCard,
  display: "grid",
  justifyItems: "start",
  gap: tokens.space[2],
  padding: tokens.space[5],
}

const tileLabelStyle = {
  display: "grid",
  justifyItems: "start",
  gap: tokens.space[2],
  color: tokens.colors.textMuted,
  fontSize: tokens.fontSizes.sm,
}

const tileValueStyle = {
  margin: 0,
  fontSize: tokens.fontSizes.lg,
  fontWeight: tokens.fontWeights.bold,
  color: tokens.colors.heading,
}

type ContactProps = SectionProps<{ profile: Queries.ContactFieldsFragment }>

export function Contact({ id, label, content: { profile } }: ContactProps) {
  const tiles: ReadonlyArray<{ label: string; value: string; icon: IconName }> = [
    { label: "Location", value: profile.location, icon: "location" },
    { label: "Response Time", value: profile.responseTime, icon: "clock" },
  ]

  return (
    <PageSection id={id} eyebrow={label} title="Get In Touch" lead={profile.leads?.contact}>
      <div css={gridStyle}>
        <div css={detailsStyle}>
          <InfoCard icon="email" title="Email">
            <a href={`mailto:${profile.email}`} css={linkStyle}>
              {profile.email}
            </a>
          </InfoCard>
          {profile.phone && (
            <InfoCard icon="phone" title="Phone">
              <a href={telHref(profile.phone)} css={linkStyle}>
                {profile.phone}
              </a>
            </InfoCard>
          )}
          {profile.linkedin && (
            <InfoCard icon="linkedin" title="LinkedIn">
              <a href={profile.linkedin} target="_blank" rel="noopener noreferrer" css={linkStyle}>
                {displayUrl(profile.linkedin)}
              </a>
            </InfoCard>
          )}
          <dl css={tilesStyle}>
            {tiles.map((tile) => (
              <div key={tile.label} css={tileStyle}>
                <dt css={tileLabelStyle}>
                  <span css={iconBox}>
                    <Icon name={tile.icon} />
                  </span>
                  {tile.label}
                </dt>
                <dd css={tileValueStyle}>{tile.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <ContactFormIsland ownerEmail={profile.email} />
      </div>
    </PageSection>
  )
}

export const query = graphql`
  fragment ContactFields on ProfileYaml {
    email
    phone
    linkedin
    location
    responseTime
    leads {
      contact
    }
  }
`
