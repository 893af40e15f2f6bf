import { startTransition, type ReactElement } from "react"
import { hydrateRoot } from "react-dom/client"

// Hydration as a transition: React hydrates in slices of a few milliseconds and yields between
// them, instead of in one long task that a visitor's first tap would wait behind (TBT). A tap on
// the page before it is done hydrates it at once, as React does for any event it must handle.
export function hydrateAsTransition(element: ReactElement, container: Element) {
  startTransition(() => {
    hydrateRoot(container, element)
  })
}
