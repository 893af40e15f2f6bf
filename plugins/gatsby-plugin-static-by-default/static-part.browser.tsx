import type { StaticPartProps } from "./static-part"

// StaticPart in the browser bundle (gatsby-node.js swaps it in): React leaves the children of an
// element with dangerouslySetInnerHTML alone while hydrating, so the server's HTML stays as it is.
// The children, which only the server renders, are left out, and so is their code.
export function StaticPart({ as: Element, children, ...attributes }: StaticPartProps) {
  return (
    <Element {...attributes} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />
  )
}
