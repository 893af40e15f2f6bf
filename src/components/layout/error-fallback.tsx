import type { Theme } from "@emotion/react"
import { withPrefix } from "gatsby"
import { buttonStyle } from "../ui/button-styles"

const fallbackStyle = (theme: Theme) => ({
  display: "grid",
  placeContent: "center",
  justifyItems: "center",
  gap: theme.space[4],
  minHeight: "100vh",
  padding: theme.space[6],
  textAlign: "center" as const,
})

const titleStyle = (theme: Theme) => ({ fontSize: theme.fontSizes["3xl"] })

const textStyle = (theme: Theme) => ({ color: theme.colors.textMuted, maxWidth: "32rem" })

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
