import { ThemeProvider } from "@emotion/react"
import type { ReactNode } from "react"
import { ErrorBoundary } from "./components/layout/error-boundary"
import { theme } from "./styles/theme"

type SiteRootProps = { children: ReactNode }

// The providers around every page: the theme and the error boundary. (The global styles and
// the icon sprite are in the HTML: gatsby-ssr.tsx.)
export function SiteRoot({ children }: SiteRootProps) {
  return (
    <ThemeProvider theme={theme}>
      <ErrorBoundary>{children}</ErrorBoundary>
    </ThemeProvider>
  )
}

// Shared by gatsby-browser and gatsby-ssr so that the prerendered and the hydrated trees match.
export const wrapRootElement = ({ element }: { element: ReactNode }) => (
  <SiteRoot>{element}</SiteRoot>
)
