// The parts of the header that its island (island.ts) starts with it, each marked in the HTML by
// its name: the light/dark switch and the phone menu's hamburger.
export type HeaderPart = "theme-toggle" | "mobile-menu"

const ATTRIBUTE = "data-header-part"

// The attribute a part's root element carries.
export const headerPart = (name: HeaderPart) => ({ [ATTRIBUTE]: name })

// The elements of a part inside the page's headers.
export const partsOf = (headers: ReadonlyArray<HTMLElement>, name: HeaderPart) =>
  headers.flatMap((header) => [...header.querySelectorAll<HTMLElement>(`[${ATTRIBUTE}="${name}"]`)])
