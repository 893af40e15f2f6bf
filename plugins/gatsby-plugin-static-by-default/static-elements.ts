// The elements a static part may be.
export const STATIC_ELEMENTS = ["article", "section", "div", "ul", "dl"] as const

export type StaticElement = (typeof STATIC_ELEMENTS)[number]
