import { tokens } from "../../styles/tokens"

const headingBlockStyle = {
  maxWidth: "42rem",
  marginInline: "auto",
  marginBottom: tokens.space[12],
  textAlign: "center" as const,
}

const eyebrowStyle = {
  marginBottom: tokens.space[3],
  color: tokens.colors.primaryText,
  fontSize: tokens.fontSizes.sm,
  fontWeight: tokens.fontWeights.semibold,
  letterSpacing: "0.12em",
  textTransform: "uppercase" as const,
}

const titleStyle = {
  fontSize: tokens.fontSizes["3xl"],
  fontWeight: tokens.fontWeights.extrabold,
  [tokens.mq.md]: { fontSize: tokens.fontSizes["4xl"] },
}

const leadStyle = {
  marginTop: tokens.space[4],
  color: tokens.colors.textMuted,
  fontSize: tokens.fontSizes.lg,
}

type SectionHeadingProps = { id: string; eyebrow: string; title: string; lead?: string | null }

export function SectionHeading({ id, eyebrow, title, lead }: SectionHeadingProps) {
  return (
    <div css={headingBlockStyle}>
      <p css={eyebrowStyle}>{eyebrow}</p>
      <h2 id={id} css={titleStyle}>
        {title}
      </h2>
      {lead && <p css={leadStyle}>{lead}</p>}
    </div>
  )
}
