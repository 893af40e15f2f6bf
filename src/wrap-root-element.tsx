import type { ReactNode } from "react"
import { ErrorBoundary } from "./components/layout/error-boundary"

type SiteRootProps = { children: ReactNode }

// What wraps every page: the error boundary. (The tokens, the global styles and the icon sprite
// are in the HTML: gatsby-ssr.tsx.)
export function SiteRoot({ children }: SiteRootProps) {
  return <ErrorBoundary>{children}</ErrorBoundary>
}

// Shared by gatsby-browser and gatsby-ssr, and by the contact form's island, so that the
// prerendered and the hydrated trees match.
export const wrapRootElement = ({ element }: { element: ReactNode }) => (
  <SiteRoot>{element}</SiteRoot>
)
