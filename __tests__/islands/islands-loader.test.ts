import islandsLoader from "gatsby-plugin-static-by-default/islands-loader"

// The line every page with islands runs (plugins/gatsby-plugin-static-by-default/islands-loader.js):
// the page's islands' module on the visitor's first use of the page, or after the first paint when
// an island starts with the page; a click on a control before the module ran is given to it again.

const { DATA_ATTRIBUTE, FIRST_USE, LOADER, islandsData } = islandsLoader
const SRC = "/static/islands/page-A.js"

// What the loader adds to the window, taken off after each test: each test is a page of its own.
const added: Array<Parameters<typeof window.removeEventListener>> = []
const addEventListener = window.addEventListener.bind(window)
beforeEach(() => {
  jest.spyOn(window, "addEventListener").mockImplementation((...args) => {
    added.push(args as Parameters<typeof window.removeEventListener>)
    addEventListener(...args)
  })
})
afterEach(() => {
  for (const args of added.splice(0)) window.removeEventListener(...args)
  jest.restoreAllMocks()
  document.head.innerHTML = ""
  document.body.innerHTML = ""
})

function openPage(start: "on-first-use" | "with-page") {
  document.body.innerHTML =
    `<header><button type="button">Switch</button><button type="submit">Send</button></header>` +
    `<script type="application/json" ${DATA_ATTRIBUTE}="">${islandsData({ src: SRC, start })}</script>`
  new Function(LOADER)()
}

const modules = () => [...document.head.querySelectorAll<HTMLScriptElement>("script")]

// The module as the browser runs it: its island listens for clicks on the switch, then its load
// event fires.
function runModule(onClick: () => void) {
  const [script] = modules()
  document.querySelector('button[type="button"]')!.addEventListener("click", onClick)
  script.dispatchEvent(new Event("load"))
}

describe("the islands' loader", () => {
  it("loads nothing until a visitor first uses the page, then the page's module once", () => {
    for (const type of FIRST_USE) {
      openPage("on-first-use")
      expect(modules()).toHaveLength(0)
      const target = type === "scroll" ? document : document.querySelector("button")!
      target.dispatchEvent(new Event(type, { bubbles: type !== "scroll" }))
      expect(modules().map((script) => [script.type, script.getAttribute("src")])).toEqual([
        ["module", SRC],
      ])
      document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }))
      document.dispatchEvent(new Event("scroll"))
      expect(modules()).toHaveLength(1)
      for (const args of added.splice(0)) window.removeEventListener(...args)
      document.head.innerHTML = ""
    }
  })

  it("gives a click made before the module ran to its control once the module has run", () => {
    openPage("on-first-use")
    const button = document.querySelector<HTMLButtonElement>('button[type="button"]')!
    button.click()
    expect(modules()).toHaveLength(1)
    const clicks = jest.fn()
    runModule(clicks)
    expect(clicks).toHaveBeenCalledTimes(1)
    // Once it has run, the island's own listener takes each click, and nothing is given again.
    button.click()
    expect(clicks).toHaveBeenCalledTimes(2)
  })

  it("gives no click again when the module ran between the tap and the click", () => {
    openPage("on-first-use")
    document.querySelector("button")!.dispatchEvent(new Event("pointerdown", { bubbles: true }))
    const clicks = jest.fn()
    runModule(clicks)
    document.querySelector<HTMLButtonElement>('button[type="button"]')!.click()
    expect(clicks).toHaveBeenCalledTimes(1)
  })

  it("leaves a form's submit button to its form", () => {
    openPage("on-first-use")
    const submit = document.querySelector<HTMLButtonElement>('button[type="submit"]')!
    submit.addEventListener("click", (event) => event.preventDefault())
    submit.click()
    expect(modules()).toHaveLength(0)
  })

  it("loads the module after the first paint, untouched, when an island starts with the page", () => {
    jest.useFakeTimers()
    try {
      openPage("with-page")
      expect(modules()).toHaveLength(0)
      jest.runAllTimers()
      expect(modules().map((script) => script.getAttribute("src"))).toEqual([SRC])
    } finally {
      jest.useRealTimers()
    }
  })

  it("does nothing on a page without islands", () => {
    new Function(LOADER)()
    document.dispatchEvent(new Event("scroll"))
    expect(modules()).toHaveLength(0)
  })
})
