import { render } from "@testing-library/react"
import type { ReactElement } from "react"
import { SiteRoot } from "../src/wrap-root-element"

// Renders inside what wrapRootElement puts around every real page.
export const renderInSiteRoot = (ui: ReactElement) => render(<SiteRoot>{ui}</SiteRoot>)

type IslandStart = (roots: HTMLElement[]) => void

// Renders `ui` and starts the given islands on it as a built page does: each island's module with
// the elements that carry its name (plugins/gatsby-plugin-static-by-default).
export function renderWithIslands(ui: ReactElement, islands: Record<string, IslandStart>) {
  const rendered = renderInSiteRoot(ui)
  for (const [name, start] of Object.entries(islands))
    start([...document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)])
  return rendered
}
