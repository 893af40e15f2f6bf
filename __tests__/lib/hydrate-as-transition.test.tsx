import { render } from "@testing-library/react"
import { hydrateAsTransition } from "../../src/lib/hydrate-as-transition"

// A part that takes a millisecond of the main thread to render, and counts its renders.
let rendered = 0
function SlowPart({ index }: { index: number }) {
  const until = performance.now() + 1
  while (performance.now() < until) {
    // Busy, as a slow phone is.
  }
  rendered += 1
  return <p>{`Part ${index}`}</p>
}

const PARTS = 40
const page = (
  <main>
    {Array.from({ length: PARTS }, (_, index) => (
      <SlowPart key={index} index={index} />
    ))}
  </main>
)

test("hydration yields to other work between slices, and still hydrates everything", async () => {
  // The prerendered HTML (jsdom cannot run React's server renderer).
  const { container: prerendered, unmount } = render(page)
  const html = prerendered.innerHTML
  unmount()
  const container = document.createElement("div")
  container.innerHTML = html
  document.body.append(container)
  const serverHTML = container.innerHTML
  rendered = 0
  const errors = jest.spyOn(console, "error").mockImplementation(() => {})

  hydrateAsTransition(page, container)
  // Work the page queues meanwhile (a visitor's tap, another script) runs before hydration ends.
  const renderedWhenOtherWorkRan = await new Promise<number>((resolve) =>
    setTimeout(() => resolve(rendered), 0),
  )
  expect(renderedWhenOtherWorkRan).toBeLessThan(PARTS)

  await new Promise((resolve) => setTimeout(resolve, 500))
  expect(rendered).toBe(PARTS)
  // Hydrated, not rendered again: the server's HTML stayed, and React found no mismatch.
  expect(container.innerHTML).toBe(serverHTML)
  expect(
    Object.keys(container.querySelector("p")!).some((key) => key.startsWith("__reactFiber")),
  ).toBe(true)
  expect(errors).not.toHaveBeenCalled()
  errors.mockRestore()
})
