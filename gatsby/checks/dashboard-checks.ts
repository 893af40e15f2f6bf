import { dashboardOf } from "gatsby-remark-dashboards/vendors"
import type { FileCheckContext } from "../content/file-check-context"
import type { Problem } from "../content/problem"

// The projects' dashboards (projects.yaml) that their schema cannot judge alone: the same
// dashboard listed twice, in one project or in two.
export function dashboardProblems(
  data: unknown,
  { location, entryLabel, problem }: FileCheckContext,
): Problem[] {
  if (!Array.isArray(data)) return []
  const seen = new Map<string, string>()
  return data.flatMap((entry: Record<string, unknown>, index) => {
    const dashboards = Array.isArray(entry?.dashboards) ? entry.dashboards : []
    return dashboards.flatMap((dashboard: Record<string, unknown>, number) => {
      const { embedUrl } = dashboardOf(dashboard?.url)
      if (!embedUrl) return []
      const field = `${entryLabel(index)}, field "dashboards.${number}"`
      const first = seen.get(embedUrl)
      if (!first) return (seen.set(embedUrl, field), [])
      return [
        problem(
          [index, "dashboards", number, "url"],
          `${location}, ${field}: the same dashboard as ${first}: list each dashboard once`,
        ),
      ]
    })
  })
}
