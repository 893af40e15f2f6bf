import type { Theme } from "@emotion/react"
import { graphql, withPrefix } from "gatsby"
import { GatsbyImage, getImage } from "gatsby-plugin-image"
import { container } from "../../styles/layout"
import type { SectionProps } from "../layout/page-section"
import { buttonStyle } from "../ui/button-styles"
import { Icon } from "../ui/icon"
import { StatTile } from "../ui/stat-tile"

const heroStyle = (theme: Theme) => ({
  background: theme.gradients.hero,
  paddingTop: `calc(${theme.sizes.header} + ${theme.space[12]})`,
  paddingBottom: theme.space[16],
  [theme.mq.lg]: { paddingBottom: theme.space[24] },
})

const layoutStyle = (theme: Theme) => ({
  ...container(theme),
  display: "grid",
  // One column no wider than the screen, whatever the owner's texts and tiles ask for.
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: theme.space[10],
  alignItems: "center",
  textAlign: "center" as const,
  [theme.mq.lg]: {
    gridTemplateColumns: "minmax(0, 1.3fr) minmax(0, 1fr)",
    textAlign: "left" as const,
  },
})

const photoFrameStyle = (theme: Theme) => ({
  justifySelf: "center",
  width: theme.sizes.photoSmall,
  padding: theme.space[2],
  borderRadius: theme.radii.full,
  background: theme.gradients.photoRing,
  boxShadow: theme.shadows.lg,
  [theme.mq.lg]: { order: 1, width: theme.sizes.photo },
})

const photoStyle = (theme: Theme) => ({
  borderRadius: theme.radii.full,
  border: `4px solid ${theme.colors.surface}`,
})

const greetingStyle = (theme: Theme) => ({
  color: theme.colors.primaryText,
  fontWeight: theme.fontWeights.semibold,
  marginBottom: theme.space[2],
})

const nameStyle = (theme: Theme) => ({
  fontSize: theme.fontSizes["4xl"],
  fontWeight: theme.fontWeights.extrabold,
  [theme.mq.md]: { fontSize: theme.fontSizes["6xl"] },
})

const roleStyle = (theme: Theme) => ({
  display: "inline-block",
  marginTop: theme.space[2],
  fontSize: theme.fontSizes["2xl"],
  fontWeight: theme.fontWeights.bold,
  background: theme.gradients.brand,
  backgroundClip: "text",
  WebkitBackgroundClip: "text",
  color: "transparent",
  [theme.mq.md]: { fontSize: theme.fontSizes["3xl"] },
})

const headlineStyle = (theme: Theme) => ({
  marginTop: theme.space[5],
  fontSize: theme.fontSizes.xl,
  fontWeight: theme.fontWeights.semibold,
  color: theme.colors.heading,
})

const introStyle = (theme: Theme) => ({
  marginTop: theme.space[3],
  maxWidth: "36rem",
  marginInline: "auto",
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.lg,
  [theme.mq.lg]: { marginInline: 0 },
})

const actionsStyle = (theme: Theme) => ({
  display: "flex",
  flexWrap: "wrap" as const,
  justifyContent: "center",
  gap: theme.space[3],
  marginTop: theme.space[8],
  [theme.mq.lg]: { justifyContent: "flex-start" },
})

const statsStyle = (theme: Theme) => ({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(5.5rem, 1fr))",
  gap: theme.space[3],
  maxWidth: "28rem",
  margin: `${theme.space[10]} auto 0`,
  [theme.mq.lg]: { marginInline: 0 },
})

type HeroProps = SectionProps<{ profile: Queries.HeroFieldsFragment }>

// The top of the page: the owner's h1 rather than a section title, so not a PageSection.
export default function Hero({ id, content: { profile } }: HeroProps) {
  const photo = getImage(profile.photo.childImageSharp)
  const headingId = `${id}-heading`

  return (
    <section id={id} aria-labelledby={headingId} css={heroStyle}>
      <div css={layoutStyle}>
        <div css={photoFrameStyle}>
          {photo && (
            <GatsbyImage
              image={photo}
              alt={`Portrait of ${profile.name}`}
              loading="eager"
              css={photoStyle}
            />
          )}
        </div>
        <div>
          <p css={greetingStyle}>Hello, I&apos;m</p>
          <h1 id={headingId} css={nameStyle}>
            {profile.name}
          </h1>
          <p css={roleStyle}>{profile.role}</p>
          <p css={headlineStyle}>{profile.headline}</p>
          <p css={introStyle}>{profile.intro}</p>
          <div css={actionsStyle}>
            <a href="#portfolio" css={buttonStyle("primary")}>
              View My Work <Icon name="arrow-right" />
            </a>
            {profile.resume && (
              <a href={withPrefix(profile.resume)} download css={buttonStyle("outline")}>
                <Icon name="download" /> Download Resume
              </a>
            )}
            <a href="#contact" css={buttonStyle("outline")}>
              Contact Me
            </a>
          </div>
          {profile.stats && (
            <dl css={statsStyle}>
              {profile.stats.map((stat) => (
                <StatTile key={stat.label} value={stat.value} label={stat.label} />
              ))}
            </dl>
          )}
        </div>
      </div>
    </section>
  )
}

export const query = graphql`
  fragment HeroFields on ProfileYaml {
    name
    role
    headline
    intro
    resume
    stats {
      value
      label
    }
    photo {
      childImageSharp {
        gatsbyImageData(width: 320, height: 320, placeholder: DOMINANT_COLOR)
      }
    }
  }
`
