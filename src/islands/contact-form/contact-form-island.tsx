import { useIsland } from "gatsby-plugin-static-by-default/island"
import { ContactForm } from "./contact-form"

// The box adds nothing to the layout: the form is laid out as if it were not there.
const islandStyle = { display: "contents" }

type ContactFormIslandProps = { ownerEmail: string }

// The contact form, prerendered; its island (island.ts) hydrates it as React when a visitor comes
// near it or starts to use it, with the props it carries.
export function ContactFormIsland({ ownerEmail }: ContactFormIslandProps) {
  return (
    <div css={islandStyle} data-owner-email={ownerEmail} {...useIsland("contact-form")}>
      <ContactForm ownerEmail={ownerEmail} />
    </div>
  )
}
