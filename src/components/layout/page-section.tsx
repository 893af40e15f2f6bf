import { tokens } from "../../styles/tokens"
import type { ReactNode } from "react"
import { container, sectionBlock } from "../../styles/layout"
import { SectionHeading } from "../ui/section-heading"

// What the page hands every section (src/sections.tsx): its id and navigation label, and the
// content it shows, typed by the section's own query fragments.
export type SectionProps<Content> = { id: string; label: string; content: Content }

const sectionStyle = {
  ...sectionBlock,
  // Every other section is tinted, whatever the order of the sections.
  "&:nth-of-type(even)": { background: tokens.colors.surface },
}

type PageSectionProps = {
  id: string
  eyebrow: string
  title: string
  lead?: string | null
  children: ReactNode
}

// The frame of a titled section: <section id> labelled by its one h2, with the eyebrow, title and
// the owner's lead above the section's own content.
export function PageSection({ id, eyebrow, title, lead, children }: PageSectionProps) {
  const headingId = `${id}-heading`
  return (
    <section id={id} aria-labelledby={headingId} css={sectionStyle}>
      <div css={container}>
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} lead={lead} />
        {children}
      </div>
    </section>
  )
}
