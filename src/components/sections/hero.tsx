import { tokens } from "../../styles/tokens"
import { graphql, withPrefix } from "gatsby"
import { getImage } from "gatsby-plugin-image"
import { RESUME_PAGE, resumePdfPath } from "../../lib/resume-paths"
import type { RoleView } from "../../lib/role-view"
import { container } from "../../styles/layout"
import type { SectionProps } from "../layout/page-section"
import { buttonStyle } from "../ui/button-styles"
import { Icon } from "../ui/icon"
import { Picture } from "../ui/picture"
import { StatTile } from "../ui/stat-tile"

const heroStyle = {
  background: tokens.gradients.hero,
  paddingTop: `calc(${tokens.sizes.header} + ${tokens.space[12]})`,
  paddingBottom: tokens.space[16],
  [tokens.mq.lg]: { paddingBottom: tokens.space[24] },
}

const layoutStyle = {
  ...container,
  display: "grid",
  // One column no wider than the screen, whatever the owner's texts and tiles ask for.
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: tokens.space[10],
  alignItems: "center",
  textAlign: "center" as const,
  [tokens.mq.lg]: {
    gridTemplateColumns: "minmax(0, 1.3fr) minmax(0, 1fr)",
    textAlign: "left" as const,
  },
}

const photoFrameStyle = {
  justifySelf: "center",
  width: tokens.sizes.photoSmall,
  padding: tokens.space[2],
  borderRadius: tokens.radii.full,
  background: tokens.gradients.photoRing,
  boxShadow: tokens.shadows.lg,
  [tokens.mq.lg]: { order: 1, width: tokens.sizes.photo },
}

const photoStyle = {
  width: "100%",
  height: "auto",
  borderRadius: tokens.radii.full,
  border: `4px solid ${tokens.colors.surface}`,
}

const greetingStyle = {
  color: tokens.colors.primaryText,
  fontWeight: tokens.fontWeights.semibold,
  marginBottom: tokens.space[2],
}

const nameStyle = {
  fontSize: tokens.fontSizes["4xl"],
  fontWeight: tokens.fontWeights.extrabold,
  [tokens.mq.md]: { fontSize: tokens.fontSizes["6xl"] },
}

const roleStyle = {
  display: "inline-block",
  marginTop: tokens.space[2],
  fontSize: tokens.fontSizes["2xl"],
  fontWeight: tokens.fontWeights.bold,
  background: tokens.gradients.brandText,
  backgroundClip: "text",
  WebkitBackgroundClip: "text",
  color: "transparent",
  [tokens.mq.md]: { fontSize: tokens.fontSizes["3xl"] },
}

const headlineStyle = {
  marginTop: tokens.space[5],
  fontSize: tokens.fontSizes.xl,
  fontWeight: tokens.fontWeights.semibold,
  color: tokens.colors.heading,
}

const introStyle = {
  marginTop: tokens.space[3],
  maxWidth: "36rem",
  marginInline: "auto",
  color: tokens.colors.textMuted,
  fontSize: tokens.fontSizes.lg,
  [tokens.mq.lg]: { marginInline: 0 },
}

const actionsStyle = {
  display: "flex",
  flexWrap: "wrap" as const,
  justifyContent: "center",
  gap: tokens.space[3],
  marginTop: tokens.space[8],
  [tokens.mq.lg]: { justifyContent: "flex-start" },
}

const statsStyle = {
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(5.5rem, 1fr))",
  gap: tokens.space[3],
  maxWidth: "28rem",
  margin: `${tokens.space[10]} auto 0`,
  [tokens.mq.lg]: { marginInline: 0 },
}

const resumeLinkStyle = {
  marginTop: tokens.space[3],
  textAlign: "center" as const,
  fontSize: tokens.fontSizes.sm,
  "& a": { color: tokens.colors.primaryText, fontWeight: tokens.fontWeights.semibold },
  [tokens.mq.lg]: { textAlign: "left" as const },
}

type HeroProps = SectionProps<{
  profile: Queries.HeroFieldsFragment
  hasResume: boolean
  // The view of a kind of role the page is, if it is one.
  view?: RoleView | null
}>

// The résumé Download Resume downloads: a view's own, the one the site builds from resume.yaml, or
// else the file the profile names.
const resumeOf = (
  profile: Queries.HeroFieldsFragment,
  hasResume: boolean,
  view: RoleView | null | undefined,
) => view?.resumePdf ?? (hasResume ? resumePdfPath(profile.name) : profile.resume)

// The top of the page: the owner's h1 rather than a section title, so not a PageSection. A view's
// page says the role it is for and its sentences instead of the owner's role and headline.
export function Hero({ id, content: { profile, hasResume, view } }: HeroProps) {
  const photo = getImage(profile.photo.childImageSharp)
  const headingId = `${id}-heading`
  const resume = resumeOf(profile, hasResume, view)

  return (
    <section id={id} aria-labelledby={headingId} css={heroStyle}>
      <div css={layoutStyle}>
        <div css={photoFrameStyle}>
          {photo && (
            <Picture
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
          <p css={roleStyle}>{view?.title ?? profile.role}</p>
          <p css={headlineStyle}>{view?.summary ?? profile.headline}</p>
          <p css={introStyle}>{profile.intro}</p>
          <div css={actionsStyle}>
            <a href="#portfolio" css={buttonStyle("primary")}>
              View My Work <Icon name="arrow-right" />
            </a>
            {resume && (
              <a href={withPrefix(resume)} download css={buttonStyle("outline")}>
                <Icon name="download" /> Download Resume
              </a>
            )}
            <a href="#contact" css={buttonStyle("outline")}>
              Contact Me
            </a>
          </div>
          {hasResume && (
            <p css={resumeLinkStyle}>
              <a href={withPrefix(RESUME_PAGE)}>Read the résumé on this site</a>
            </p>
          )}
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
