// What a project's status does: a coming-soon project shows an overlay and cannot be opened yet;
// the others open their links.
export const PROJECT_STATUSES = ["coming-soon", "in-progress", "completed"] as const

export const isComingSoon = (status: string) => status === "coming-soon"

// A status as the case study's page names it.
export const statusLabel = (status: string) =>
  ({ "coming-soon": "Coming soon", "in-progress": "In progress", completed: "Completed" })[
    status
  ] ?? status
