import type { SectionProps } from "./page-section"
import { StaticPart } from "./static-part.browser"

// What a section in a *.static.tsx file is in the browser: gatsby-node swaps this module in for it
// when it bundles the page's JavaScript, so the section's own code never ships. The server rendered
// the real section; this keeps the <section> React hydrates with the HTML it found, and hydrates
// nothing inside it (the browser's StaticPart). Such a section must have no state, no handlers and
// no effects, and its root must be the <section>.
export default function StaticSection({ id }: SectionProps<unknown>) {
  return <StaticPart as="section" id={id} />
}
