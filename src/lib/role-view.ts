import type { ShareCardImage } from "./share-card-image"

// A view of the site for a kind of role (content/views.yaml): the home page at /for/<segment>/,
// with the role in its hero and the work that fits it first, made by gatsby/views/view-pages.ts.

export const viewPath = (segment: string) => `/for/${segment}/`

// What the page of a view is given (src/pages/index.tsx renders it): the role, the order of the
// skills and projects as positions in skills.yaml and projects.yaml, the view's résumé PDF (null
// without resume.yaml) and its share card.
export type RoleView = {
  segment: string
  title: string
  summary: string
  skillOrder: ReadonlyArray<number>
  projectOrder: ReadonlyArray<number>
  resumePdf: string | null
}

export type RoleViewPageContext = { view: RoleView; shareCard: ShareCardImage | null }

// The entries of a list in the view's order (every entry once: gatsby/views/view-order.ts).
export const inViewOrder = <Entry>(
  entries: ReadonlyArray<Entry>,
  order: ReadonlyArray<number> | undefined,
) => (order ? order.map((position) => entries[position]) : entries)
