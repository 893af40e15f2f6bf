import { useEffect, useState } from "react"
import {
  chooseScheme,
  currentScheme,
  watchSystemScheme,
  type Scheme,
} from "../../lib/colour-scheme"
import { tokens } from "../../styles/tokens"
import { Icon } from "../ui/icon"

const toggleStyle = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.75rem",
  height: "2.75rem",
  border: `1px solid ${tokens.colors.border}`,
  borderRadius: tokens.radii.md,
  background: tokens.colors.surface,
  color: tokens.colors.heading,
  cursor: "pointer",
}

// Until the page's scripts run, the button could do nothing: it holds its place unseen.
const waitingStyle = { visibility: "hidden" as const }

// The header's light/dark switch, named for what it does.
export function ThemeToggle() {
  const [scheme, setScheme] = useState<Scheme | null>(null)

  useEffect(() => {
    setScheme(currentScheme())
    return watchSystemScheme(() => setScheme(currentScheme()))
  }, [])

  const next: Scheme = scheme === "dark" ? "light" : "dark"
  const choose = () => {
    chooseScheme(next)
    setScheme(next)
  }

  return (
    <button
      type="button"
      css={[toggleStyle, scheme === null && waitingStyle]}
      aria-label={`Switch to ${next} theme`}
      onClick={choose}
    >
      <Icon name={next === "dark" ? "moon" : "sun"} />
    </button>
  )
}
