import { useEffect, useState } from "react"
import {
  chooseScheme,
  currentScheme,
  watchSystemScheme,
  type Scheme,
} from "../../lib/colour-scheme"
import { iconButtonStyle } from "../ui/button-styles"
import { Icon } from "../ui/icon"

// Until the page's scripts run, the button could do nothing: it holds its place unseen. The
// waiting state is an attribute, not a second class, so the button's one rule is prerendered and
// the browser compiles no style when the button shows.
const toggleStyle = { ...iconButtonStyle, "&[data-waiting]": { visibility: "hidden" as const } }

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
      css={toggleStyle}
      data-waiting={scheme === null ? "" : undefined}
      aria-label={`Switch to ${next} theme`}
      onClick={choose}
    >
      <Icon name={next === "dark" ? "moon" : "sun"} />
    </button>
  )
}
