import { STATIC_ELEMENTS, type StaticElement } from "./static-elements"
import { StaticPart } from "./static-part.browser"

const isStaticElement = (name: string): name is StaticElement =>
  (STATIC_ELEMENTS as ReadonlyArray<string>).includes(name)

// What the default export of every *.static.tsx module is in the browser bundle (gatsby-node.js
// swaps it in): the module's code never ships. The server rendered the real component, whose one
// root element carries the `id` it is given; this hydrates that element as the server wrote it,
// whatever it is (a home page's <section>, a case study's <article>), and nothing inside it. It
// runs only while hydrating a prerendered page: every link between pages loads the next page's
// HTML.
export default function StaticRoot({ id }: { id: string }) {
  const element = document.getElementById(id)
  const name = element?.localName ?? "nothing"
  if (!isStaticElement(name))
    throw new Error(
      `A *.static.tsx component's root must be one of ${STATIC_ELEMENTS.join(", ")} with the id ` +
        `it is given: the page's HTML has ${name} for #${id}`,
    )
  return <StaticPart as={name} id={id} />
}
