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

// A project's tags, as chips: on its card and on its case study.
export function TagList({ tags }: { tags: ReadonlyArray<string> }) {
  return (
    <ul css={listStyle} aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag} css={tagStyle}>
          {tag}
        </li>
      ))}
    </ul>
  )
}
