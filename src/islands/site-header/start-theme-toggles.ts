import {
  applyRememberedScheme,
  chooseScheme,
  currentScheme,
  watchSystemScheme,
  type Scheme,
} from "../../lib/colour-scheme"

// The light/dark switch (theme-toggle.tsx): it offers the scheme the page does not show, with its
// icon (moon for dark, sun for light), and shows once it can do so.
export default function start(toggles: HTMLElement[]) {
  // Only what changes is written: the server drew the switch for the light scheme, and an icon
  // whose reference is set again is drawn again.
  const show = () => {
    const next: Scheme = currentScheme() === "dark" ? "light" : "dark"
    for (const toggle of toggles) {
      const label = `Switch to ${next} theme`
      if (toggle.getAttribute("aria-label") !== label) toggle.setAttribute("aria-label", label)
      const icon = toggle.querySelector("use")
      const href = icon?.getAttribute("href") ?? ""
      const drawn = href.replace(/#.*$/, next === "dark" ? "#moon" : "#sun")
      if (href !== drawn) icon?.setAttribute("href", drawn)
      delete toggle.dataset.waiting
    }
  }
  for (const toggle of toggles) {
    toggle.addEventListener("click", () => {
      chooseScheme(currentScheme() === "dark" ? "light" : "dark")
      show()
    })
  }
  show()
  watchSystemScheme(show)
  // Back or forward to this page, kept by the browser as it was: a choice made since on another
  // page holds here too.
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return
    applyRememberedScheme()
    show()
  })
}
