import { tokens } from "../../styles/tokens"
import { withPrefix } from "gatsby"
import { buttonStyle } from "../ui/button-styles"

const fallbackStyle = {
  display: "grid",
  placeContent: "center",
  justifyItems: "center",
  gap: tokens.space[4],
  minHeight: "100vh",
  padding: tokens.space[6],
  textAlign: "center" as const,
}

const titleStyle = { fontSize: tokens.fontSizes["3xl"] }

const textStyle = { color: tokens.colors.textMuted, maxWidth: "32rem" }

// What a visitor sees when rendering throws, instead of a blank page.
export function ErrorFallback() {
  return (
    <main css={fallbackStyle}>
      <h1 css={titleStyle}>Unexpected Application Error!</h1>
      <p css={textStyle}>Something broke while showing this page. Reloading usually helps.</p>
      <a href={withPrefix("/")} css={buttonStyle("primary")}>
        Return to Home
      </a>
    </main>
  )
}
