// How a built page starts its islands: on a visitor's first use of the page. Until a visitor moves
// a mouse over it, taps, clicks, presses a key, moves the focus or scrolls, a page runs no script
// but this one, inlined in every page with islands (islands-loader.js builds it; its hash is in the
// Content-Security-Policy): what the page shows is its HTML, and its controls are drawn from the
// first paint. Their first use loads the page's islands (one module: with a mouse, on its first
// move, so that the module has usually run by the first click), and each control clicked before
// that module has run is clicked again once it has, once, in the order of the visitor's clicks. A
// page already scrolled when this runs (opened at a place far down while its HTML streamed in)
// starts at once. A module that fails to load (a lost connection, a deploy that replaced it) is
// tried again on the next click, and twice more on the next use of any kind but a mouse's move. A
// page with an island that starts with the page (the 404 page's log) loads the module in the frame
// after its first paint instead: a script named in the HTML, even a module, runs before a browser
// that has the whole page draws its first frame.

// Given by the build, from islands-loader.js: the attribute of the block of data that names the
// module, the events that say a visitor has started to use the page, and a mouse's move.
declare const DATA_ATTRIBUTE: string
declare const FIRST_USE: string[]
declare const FIRST_MOVE: string

type IslandsData = { src: string; start: "with-page" | "on-first-use" }

// How many times a module that failed to load is added in all.
const TRIES = 3

function startIslands({ src, start }: IslandsData) {
  const firstUse = FIRST_USE
  // The module is being added; it has run; the tries that failed; the controls clicked before it
  // ran: <button type="button">s (a submit button belongs to its form, which starts itself).
  let adding = false
  let ran = false
  let failed = 0
  let clickedBefore: HTMLButtonElement[] = []

  // On the window, in the capture phase: every element's event reaches it first, and a scroll
  // too, which does not bubble.
  const listen = (types: string[]) =>
    types.forEach((type) => addEventListener(type, load, { capture: true, passive: true }))

  function load() {
    if (adding) return
    adding = true
    firstUse.concat(FIRST_MOVE).forEach((type) => removeEventListener(type, load, true))
    const script = document.createElement("script")
    script.type = "module"
    script.src = src
    script.onload = () => {
      ran = true
      clickedBefore.forEach((button) => button.click())
    }
    // A mouse's move does not try a failed module again: a mouse moves all the time, and would
    // spend the tries in an instant.
    script.onerror = () => {
      adding = false
      clickedBefore = []
      script.remove()
      if (++failed < TRIES) listen(firstUse)
    }
    document.head.appendChild(script)
  }

  addEventListener(
    "click",
    (event) => {
      const target = event.target as Element | null
      const button = !ran && target?.closest?.<HTMLButtonElement>('button[type="button"]')
      if (!button) return
      if (!clickedBefore.includes(button)) clickedBefore.push(button)
      load()
    },
    true,
  )

  if (start === "with-page") requestAnimationFrame(() => setTimeout(load))
  else if (scrollY) load()
  else listen(firstUse.concat(FIRST_MOVE))
}

const data = document.querySelector(`script[${DATA_ATTRIBUTE}]`)
if (data) startIslands(JSON.parse(data.textContent ?? "") as IslandsData)
