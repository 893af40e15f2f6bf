import { Icon } from "../../components/ui/icon"
import { iconButtonStyle } from "../../components/ui/button-styles"
import { inDarkScheme } from "../../styles/dark-scheme"
import { visuallyHidden } from "../../styles/layout"
import { headerPart } from "./header-parts"

// The switch offers the scheme the page does not show: the page's styles show one of its two
// offers, from the first paint and in either scheme, so that its island changes nothing when it
// starts. Without scripts it could do nothing: it holds its place unseen.
const toggleStyle = {
  ...iconButtonStyle,
  "& [data-offers]": { display: "contents" },
  '& [data-offers="light"]': { display: "none" },
  ...inDarkScheme({
    '& [data-offers="dark"]': { display: "none" },
    '& [data-offers="light"]': { display: "contents" },
  }),
  "@media (scripting: none)": { visibility: "hidden" as const },
}

const OFFERS = [
  { scheme: "dark", icon: "moon" },
  { scheme: "light", icon: "sun" },
] as const

// The header's light/dark switch, named for what it does; its island (start-theme-toggles.ts)
// makes a click choose the other scheme.
export function ThemeToggle() {
  return (
    <button type="button" css={toggleStyle} {...headerPart("theme-toggle")}>
      {OFFERS.map(({ scheme, icon }) => (
        <span key={scheme} data-offers={scheme}>
          <Icon name={icon} />
          <span css={visuallyHidden}>Switch to {scheme} theme</span>
        </span>
      ))}
    </button>
  )
}
