import { graphql, withPrefix } from "gatsby"
import { chip } from "../../styles/layout"
import { tokens } from "../../styles/tokens"

const listStyle = {
  listStyle: "none",
  display: "flex",
  flexWrap: "wrap" as const,
  gap: tokens.space[2],
}

const tagStyle = {
  ...chip,
  fontSize: tokens.fontSizes.xs,
  fontWeight: tokens.fontWeights.semibold,
}

// A tag that a skill owns is a link to the skill's page: the same chip, underlined, ringed on hover.
const linkStyle = {
  ...tagStyle,
  display: "inline-block",
  textDecorationThickness: "1px",
  textUnderlineOffset: "0.2em",
  "&:hover": { boxShadow: `inset 0 0 0 1px ${tokens.colors.primary}` },
}

type Tag = { tag: string; page?: string | null }

// A project's tags, as chips: on its card and on its case study, each that names a skill linked to
// the skill's page.
export function TagList({ tags }: { tags: ReadonlyArray<Tag> }) {
  return (
    <ul css={listStyle} aria-label="Tags">
      {tags.map(({ tag, page }) => (
        <li key={tag} css={page ? undefined : tagStyle}>
          {page ? (
            <a href={withPrefix(page)} css={linkStyle}>
              {tag}
            </a>
          ) : (
            tag
          )}
        </li>
      ))}
    </ul>
  )
}

export const query = graphql`
  fragment TagListFields on ProjectsYaml {
    tagLinks {
      tag
      page
    }
  }
`
