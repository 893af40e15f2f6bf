import { chooseScheme, currentScheme } from "../../lib/colour-scheme"

// The light/dark switch (theme-toggle.tsx): a click chooses the scheme the page does not show. The
// page's styles show and name the switch for the scheme shown: nothing here draws it.
export default function start(toggles: HTMLElement[]) {
  for (const toggle of toggles)
    toggle.addEventListener("click", () =>
      chooseScheme(currentScheme() === "dark" ? "light" : "dark"),
    )
}
