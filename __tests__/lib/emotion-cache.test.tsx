import { CacheProvider } from "@emotion/react"
import { render } from "@testing-library/react"
import { browserEmotionCache, PRERENDERED_RULES_ATTRIBUTE } from "../../src/lib/emotion-cache"

const Box = () => <p css={{ color: "rebeccapurple", paddingInline: "1rem" }}>Hello</p>

afterEach(() => {
  document.head.innerHTML = ""
  document.body.innerHTML = ""
})

test("the browser's cache counts the prerendered rules as inserted and leaves their <style> alone", () => {
  // The prerendered page: its HTML, its rules' names.
  const server = browserEmotionCache()
  const { container: rendered, unmount } = render(
    <CacheProvider value={server}>
      <Box />
    </CacheProvider>,
  )
  const names = Object.keys(server.inserted)
  expect(names).toHaveLength(1)
  const html = rendered.innerHTML
  unmount()
  document.body.innerHTML = ""
  const container = document.createElement("div")
  container.innerHTML = html
  document.body.append(container)
  // What gatsby-ssr.tsx writes: the rules, and their names in the attribute.
  const prerendered = document.createElement("style")
  prerendered.setAttribute(PRERENDERED_RULES_ATTRIBUTE, names.join(" "))
  document.head.append(prerendered)
  document.head.querySelectorAll("style[data-emotion]").forEach((style) => style.remove())

  const cache = browserEmotionCache()
  expect(Object.keys(cache.inserted)).toEqual(names)
  render(
    <CacheProvider value={cache}>
      <Box />
    </CacheProvider>,
    { container, hydrate: true },
  )
  expect(container.querySelector("p")?.className).toBe(`css-${names[0]}`)
  // Nothing inserted again, nothing moved.
  expect(document.head.querySelectorAll("style")).toHaveLength(1)
  expect(document.head.firstElementChild).toBe(prerendered)
})

test("without prerendered rules (gatsby develop renders in the browser) the cache starts empty", () => {
  const cache = browserEmotionCache()
  expect(cache.inserted).toEqual({})
})
