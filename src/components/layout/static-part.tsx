import type { HTMLAttributes, ReactNode } from "react"

export type StaticPartProps = HTMLAttributes<HTMLElement> & {
  as: "div" | "ul" | "dl" | "section"
  children?: ReactNode
}

// A part of an interactive component that never changes in the browser: the server renders it
// with its children, and in the browser bundle gatsby-node swaps in static-part.browser.tsx,
// which keeps that HTML and hydrates nothing inside it. Its own attributes and handlers stay
// React's (a menu panel can still be hidden and listen for clicks); what is inside must have no
// state, no handlers and no effects.
export function StaticPart({ as: Element, children, ...attributes }: StaticPartProps) {
  return <Element {...attributes}>{children}</Element>
}
