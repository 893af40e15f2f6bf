import { tokens } from "../styles/tokens"
import { withPrefix, type PageProps } from "gatsby"
import { useEffect } from "react"
import { buttonStyle } from "../components/ui/button-styles"

const pageStyle = {
  display: "grid",
  placeContent: "center",
  justifyItems: "center",
  gap: tokens.space[6],
  minHeight: "100vh",
  padding: tokens.space[6],
  textAlign: "center" as const,
  background: tokens.gradients.hero,
}

const codeStyle = {
  fontSize: tokens.fontSizes["6xl"],
  fontWeight: tokens.fontWeights.extrabold,
  background: tokens.gradients.brandText,
  backgroundClip: "text",
  WebkitBackgroundClip: "text",
  color: "transparent",
}

const textStyle = {
  fontSize: tokens.fontSizes.xl,
  color: tokens.colors.textMuted,
}

export default function NotFoundPage({ location }: PageProps) {
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname)
  }, [location.pathname])

  return (
    <main css={pageStyle}>
      <h1 css={codeStyle}>404</h1>
      <p css={textStyle}>Oops! Page not found</p>
      {/* A full page load, not a client-side route: the home page's static sections exist only in
          its HTML. */}
      <a href={withPrefix("/")} css={buttonStyle("primary")}>
        Return to Home
      </a>
    </main>
  )
}

export { Head } from "../heads/not-found-page.head"
