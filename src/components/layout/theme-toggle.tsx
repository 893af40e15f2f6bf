import { useEffect, useState } from "react"
import {
  chooseScheme,
  currentScheme,
  watchSystemScheme,
  type Scheme,
} from "../../lib/colour-scheme"
import { iconButtonStyle } from "../ui/button-styles"
import { Icon } from "../ui/icon"

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
      css={[iconButtonStyle, scheme === null && waitingStyle]}
      aria-label={`Switch to ${next} theme`}
      onClick={choose}
    >
      <Icon name={next === "dark" ? "moon" : "sun"} />
    </button>
  )
}
