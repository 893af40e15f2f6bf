import { tokens } from "../styles/tokens"
import { withPrefix } from "gatsby"
import { buttonStyle } from "../components/ui/button-styles"
import { NotFoundLog } from "../islands/not-found-log/not-found-log"

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

// Its island logs the path a visitor tried.
export default function NotFoundPage() {
  return (
    <main css={pageStyle}>
      <NotFoundLog />
      <h1 css={codeStyle}>404</h1>
      <p css={textStyle}>Oops! Page not found</p>
      <a href={withPrefix("/")} css={buttonStyle("primary")}>
        Return to Home
      </a>
    </main>
  )
}

export { Head } from "../heads/not-found-page.head"
