import { Icon } from "../../components/ui/icon"
import { iconButtonStyle } from "../../components/ui/button-styles"
import { headerPart } from "./header-parts"

// Until its island has started, the button could do nothing: it holds its place unseen. The
// waiting state is an attribute, not a second class, so the button's one rule is prerendered.
const toggleStyle = { ...iconButtonStyle, "&[data-waiting]": { visibility: "hidden" as const } }

// The header's light/dark switch, named for what it does. The server cannot know the visitor's
// scheme: the header's island (start-theme-toggles.ts) names and draws it for the scheme shown, and switches it.
export function ThemeToggle() {
  return (
    <button
      type="button"
      css={toggleStyle}
      data-waiting=""
      aria-label="Switch to dark theme"
      {...headerPart("theme-toggle")}
    >
      <Icon name="moon" />
    </button>
  )
}
