import { partsOf } from "./header-parts"
import startMobileMenu from "./start-mobile-menu"
import startScrolledState from "./start-scrolled-state"
import startThemeToggles from "./start-theme-toggles"

// The header's island, on every page: one module for its scrolled state, its light/dark switch and
// its phone menu, since each module a page loads costs it more than the code inside
// (docs/performance.md).
export default function start(headers: HTMLElement[]) {
  startScrolledState(headers)
  startThemeToggles(partsOf(headers, "theme-toggle"))
  startMobileMenu(partsOf(headers, "mobile-menu"))
}
