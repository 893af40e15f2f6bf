import { ThemeProvider } from "@emotion/react"
import type { ReactNode } from "react"
import { ErrorBoundary } from "react-error-boundary"
import { ErrorFallback } from "./components/layout/error-fallback"
import { GlobalStyles } from "./styles/global-styles"
import { theme } from "./styles/theme"

type SiteRootProps = { children: ReactNode }

// The providers around every page: theme, global styles and the error boundary.
export function SiteRoot({ children }: SiteRootProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      <ErrorBoundary FallbackComponent={ErrorFallback}>{children}</ErrorBoundary>
    </ThemeProvider>
  )
}

// Shared by gatsby-browser and gatsby-ssr so that the prerendered and the hydrated trees match.
export const wrapRootElement = ({ element }: { element: ReactNode }) => (
  <SiteRoot>{element}</SiteRoot>
)
