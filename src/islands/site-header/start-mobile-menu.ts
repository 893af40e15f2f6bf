// The phone's menu (mobile-menu.tsx): the hamburger opens and closes the panel it controls, a
// choice closes it, and while it is open Escape closes it and Tab goes round the hamburger and its
// links (the panel covers the top of the page: focus must not go on behind it).
export default function start([toggle]: HTMLElement[]) {
  const panel = toggle && document.getElementById(toggle.getAttribute("aria-controls") ?? "")
  if (!toggle || !panel) return
  const icon = toggle.querySelector("use")
  const isOpen = () => toggle.getAttribute("aria-expanded") === "true"

  function setOpen(open: boolean) {
    toggle.setAttribute("aria-expanded", String(open))
    panel!.hidden = !open
    const href = icon?.getAttribute("href") ?? ""
    icon?.setAttribute("href", href.replace(/#.*$/, open ? "#close" : "#menu"))
    if (open) document.addEventListener("keydown", onKeyDown)
    else document.removeEventListener("keydown", onKeyDown)
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape") {
      setOpen(false)
      toggle.focus()
      return
    }
    // Only while the hamburger shows: a wider window hides it and the panel, menu open or not.
    if (event.key !== "Tab" || !toggle.getClientRects().length) return
    const stops = [toggle, ...panel!.querySelectorAll<HTMLElement>("a")]
    const at = stops.findIndex((stop) => stop === document.activeElement)
    const last = stops.length - 1
    if (at !== -1 && at !== (event.shiftKey ? 0 : last)) return
    event.preventDefault()
    stops[event.shiftKey && at === 0 ? last : 0].focus()
  }

  toggle.addEventListener("click", () => setOpen(!isOpen()))
  // A choice closes the menu.
  panel.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a")) setOpen(false)
  })
}
