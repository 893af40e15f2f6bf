import { execFileSync } from "node:child_process"
import islandsLoader from "gatsby-plugin-static-by-default/islands-loader"

// The line every page with islands runs (plugins/gatsby-plugin-static-by-default/loader.ts, built by
// islands-loader.js):
// the page's islands' module on the visitor's first use of the page, or after the first paint when
// an island starts with the page; each control clicked before the module ran is clicked again.

const { DATA_ATTRIBUTE, FIRST_MOVE, FIRST_USE, islandsData } = islandsLoader
// Built as the build builds it, by esbuild, which does not run in jsdom: in a process of its own.
const LOADER = execFileSync(process.execPath, [
  "-e",
  'process.stdout.write(require("gatsby-plugin-static-by-default/islands-loader").loaderScript())',
]).toString()
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
    `<header><button type="button">Switch</button><button type="button">Menu</button>` +
    `<button type="submit">Send</button></header>` +
    `<script type="application/json" ${DATA_ATTRIBUTE}="">${islandsData({ src: SRC, start })}</script>`
  new Function(LOADER)()
}

const modules = () => [...document.head.querySelectorAll<HTMLScriptElement>("script")]

const button = (name: string) =>
  [...document.querySelectorAll("button")].find((element) => element.textContent === name)!

// The module as the browser runs it: its island listens for clicks on the buttons, then its load
// event fires. Returns the names of the buttons clicked since, in order.
function runModule() {
  const clicked: string[] = []
  for (const element of document.querySelectorAll('button[type="button"]'))
    element.addEventListener("click", () => clicked.push(element.textContent!))
  modules().at(-1)!.dispatchEvent(new Event("load"))
  return clicked
}

// The module's request failing.
const failModule = () => modules().at(-1)!.dispatchEvent(new Event("error"))

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

  it("clicks each control clicked before the module ran again once it has, once, in order", () => {
    openPage("on-first-use")
    button("Menu").click()
    button("Switch").click()
    // An impatient second tap.
    button("Menu").click()
    expect(modules()).toHaveLength(1)
    const clicked = runModule()
    expect(clicked).toEqual(["Menu", "Switch"])
    // Once it has run, the island's own listener takes each click, and nothing is given again.
    button("Switch").click()
    expect(clicked).toEqual(["Menu", "Switch", "Switch"])
  })

  it("gives no click again when the module ran between the tap and the click", () => {
    openPage("on-first-use")
    button("Switch").dispatchEvent(new Event("pointerdown", { bubbles: true }))
    const clicked = runModule()
    button("Switch").click()
    expect(clicked).toEqual(["Switch"])
  })

  it("starts on a mouse's first move, and a move does not try a failed module again", () => {
    openPage("on-first-use")
    expect(modules()).toHaveLength(0)
    document.body.dispatchEvent(new Event(FIRST_MOVE, { bubbles: true }))
    expect(modules()).toHaveLength(1)
    failModule()
    document.body.dispatchEvent(new Event(FIRST_MOVE, { bubbles: true }))
    expect(modules()).toHaveLength(0)
    document.dispatchEvent(new Event("scroll"))
    expect(modules()).toHaveLength(1)
  })

  it("tries a module that failed again: on the next click, and twice more on any use", () => {
    openPage("on-first-use")
    button("Switch").click()
    failModule()
    expect(modules()).toHaveLength(0)
    // What was clicked before the failure is not clicked later.
    document.dispatchEvent(new Event("scroll"))
    expect(modules()).toHaveLength(1)
    failModule()
    document.dispatchEvent(new Event("scroll"))
    failModule()
    document.dispatchEvent(new Event("scroll"))
    expect(modules()).toHaveLength(0)
    button("Menu").click()
    expect(modules()).toHaveLength(1)
    expect(runModule()).toEqual(["Menu"])
  })

  it("starts at once on a page already scrolled when it runs", () => {
    Object.defineProperty(window, "scrollY", { configurable: true, value: 900 })
    try {
      openPage("on-first-use")
      expect(modules()).toHaveLength(1)
    } finally {
      Object.defineProperty(window, "scrollY", { configurable: true, value: 0 })
    }
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
