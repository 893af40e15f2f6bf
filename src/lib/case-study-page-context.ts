// What gatsby/case-studies/case-study-pages.ts gives a case study's page
// (src/templates/case-study.tsx, its head, and gatsby-ssr.tsx, which reads it from the page's
// data): the ids its query takes, and the origins its dashboards' frames come from (its
// Content-Security-Policy's frame-src), and its share card (null where it could not be drawn: the
// build stops, saying why).
import type { ShareCardImage } from "./share-card-image"

export type CaseStudyPageContext = {
  id: string
  previousId: string | null
  nextId: string | null
  frameSources: string[]
  shareCard: ShareCardImage | null
}
