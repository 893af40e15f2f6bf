import type { Theme } from "@emotion/react"

const headingBlockStyle = (theme: Theme) => ({
  maxWidth: "42rem",
  marginInline: "auto",
  marginBottom: theme.space[12],
  textAlign: "center" as const,
})

const eyebrowStyle = (theme: Theme) => ({
  marginBottom: theme.space[3],
  color: theme.colors.primaryText,
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.semibold,
  letterSpacing: "0.12em",
  textTransform: "uppercase" as const,
})

const titleStyle = (theme: Theme) => ({
  fontSize: theme.fontSizes["3xl"],
  fontWeight: theme.fontWeights.extrabold,
  [theme.mq.md]: { fontSize: theme.fontSizes["4xl"] },
})

const leadStyle = (theme: Theme) => ({
  marginTop: theme.space[4],
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.lg,
})

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
