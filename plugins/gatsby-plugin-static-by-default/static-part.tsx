import type { HTMLAttributes, ReactNode } from "react"
import type { StaticElement } from "./static-elements"

export type StaticPartProps = HTMLAttributes<HTMLElement> & {
  as: StaticElement
  children?: ReactNode
}

// An element whose HTML never changes in the browser, inside an interactive component: the server
// renders it with its children; the browser keeps that HTML and hydrates nothing inside it
// (static-part.browser.tsx). Its own attributes and handlers stay React's (a menu panel can still
// be hidden and listen for clicks); what is inside must have no state, no handlers and no effects.
export function StaticPart({ as: Element, children, ...attributes }: StaticPartProps) {
  return <Element {...attributes}>{children}</Element>
}
