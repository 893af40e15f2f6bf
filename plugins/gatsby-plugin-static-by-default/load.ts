// When an island loads the code it does not need at once (README.md, "When an island loads").

// Events that say a visitor has started to use a part of the page.
const USE = ["focusin", "pointerdown", "keydown", "input"] as const

// Calls `load` once: when `root` comes within a screen's height of the window, or as soon as a
// visitor starts to use it (a tap, a click, a key, the focus), whichever comes first.
export function onApproachOrUse(root: Element, load: () => unknown) {
  let loaded = false
  const observer = new IntersectionObserver(
    (entries) => entries.some((entry) => entry.isIntersecting) && once(),
    { rootMargin: "100% 0px" },
  )
  function once() {
    if (loaded) return
    loaded = true
    observer.disconnect()
    for (const type of USE) root.removeEventListener(type, once, true)
    load()
  }
  // A root that adds no box to the layout (display: contents) is where its children are.
  const boxes = getComputedStyle(root).display === "contents" ? [...root.children] : [root]
  for (const box of boxes) observer.observe(box)
  for (const type of USE) root.addEventListener(type, once, true)
}

// A part of the page that loads on a click: its owner renders it as a
// <button type="button" data-load="<name>">, which the site's styles show from the first paint
// (and leave out of a page read without scripts), and exports its name and what a click does.
export type ClickToLoadPart = { name: string; load: (button: HTMLButtonElement) => unknown }

// An island's start that gives each click on a button of the given parts to the part it names; a
// part's code is imported by its own load, on the first click (a click made before the island
// started is given to its button again then: loader.ts).
// While a click's load is under way (its code still arriving), more clicks on that button wait
// for it: a dashboard's frame is put in once.
export const clickToLoad = (parts: ReadonlyArray<ClickToLoadPart>) => () => {
  const byName = new Map(parts.map((part) => [part.name, part]))
  const loading = new Set<HTMLButtonElement>()
  for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-load]")) {
    const part = byName.get(button.dataset.load ?? "")
    if (!part) continue
    button.addEventListener("click", () => {
      if (loading.has(button)) return
      loading.add(button)
      void Promise.resolve(part.load(button)).finally(() => loading.delete(button))
    })
  }
}
