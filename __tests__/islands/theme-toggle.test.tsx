import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { partsOf } from "../../src/islands/site-header/header-parts"
import startThemeToggles from "../../src/islands/site-header/start-theme-toggles"
import { ThemeToggle } from "../../src/islands/site-header/theme-toggle"
import { themeScript } from "../../src/lib/colour-scheme"
import { renderInSiteRoot } from "../render"

const systemPrefers = (scheme: "light" | "dark") => {
  window.matchMedia = (query: string) =>
    ({ matches: query.includes("dark") && scheme === "dark", media: query }) as MediaQueryList
}

const stored = () => window.localStorage.getItem("colour-scheme")
const chosen = () => document.documentElement.dataset.theme

// The theme-color metas as gatsby-ssr.tsx writes them, and when each applies.
function addThemeColorMetas() {
  document.head.innerHTML = ["light", "dark"]
    .map(
      (scheme) =>
        `<meta name="theme-color" data-scheme="${scheme}" media="(prefers-color-scheme: ${scheme})">`,
    )
    .join("")
}
const themeColorMedia = () =>
  [...document.head.querySelectorAll("meta[name=theme-color]")].map((meta) => [
    meta.getAttribute("data-scheme"),
    meta.getAttribute("media"),
  ])

// The head's script, run as a page runs it. What it listens for stops at the end of the test, so
// that no test's listeners answer another's events.
const listening: Array<() => void> = []
function runThemeScript() {
  const spies = [window, document].map((target: EventTarget) => ({
    target,
    spy: jest.spyOn(target, "addEventListener"),
  }))
  new Function(themeScript)()
  for (const { target, spy } of spies) {
    for (const [type, listener] of spy.mock.calls)
      listening.push(() => target.removeEventListener(type, listener))
    spy.mockRestore()
  }
}

afterEach(() => {
  document.head.innerHTML = ""
  listening.splice(0).forEach((stop) => stop())
})

// The switch: how the page's styles show and name it for the scheme shown is tested in Chromium
// (e2e/colour-scheme.spec.ts); here, what a click does.
const toggle = () => screen.getByRole("button")

// The switch as a built page has it: started by the header's island, which finds it by its mark.
const renderToggle = () => {
  const rendered = renderInSiteRoot(<ThemeToggle />)
  startThemeToggles(partsOf([document.body], "theme-toggle"))
  return rendered
}

describe("ThemeToggle", () => {
  beforeEach(() => {
    window.localStorage.clear()
    delete document.documentElement.dataset.theme
  })

  it("chooses the other scheme than the system's, and remembers the choice", async () => {
    const user = userEvent.setup()
    systemPrefers("light")
    renderToggle()
    await user.click(toggle())
    expect(chosen()).toBe("dark")
    expect(stored()).toBe("dark")
  })

  it("gives the browser's UI the chosen scheme's colour, and the system's again after", async () => {
    const user = userEvent.setup()
    systemPrefers("light")
    addThemeColorMetas()
    renderToggle()
    await user.click(toggle())
    expect(themeColorMedia()).toEqual([
      ["light", "not all"],
      ["dark", "all"],
    ])
    await user.click(toggle())
    expect(themeColorMedia()).toEqual([
      ["light", "(prefers-color-scheme: light)"],
      ["dark", "(prefers-color-scheme: dark)"],
    ])
  })

  it("follows the system again when the visitor chooses what the system prefers", async () => {
    const user = userEvent.setup()
    systemPrefers("dark")
    window.localStorage.setItem("colour-scheme", "light")
    document.documentElement.dataset.theme = "light"
    renderToggle()
    await user.click(toggle())
    expect(chosen()).toBeUndefined()
    expect(stored()).toBeNull()
  })

  it("takes up a choice made on another page when the browser shows the page again", async () => {
    const user = userEvent.setup()
    systemPrefers("light")
    addThemeColorMetas()
    window.localStorage.clear()
    runThemeScript()
    renderToggle()
    // Another page of the site, meanwhile: the visitor chose dark there.
    window.localStorage.setItem("colour-scheme", "dark")
    // Shown again from the back-forward cache: the head's script applies it.
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: false }))
    expect(chosen()).toBeUndefined()
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }))
    expect(chosen()).toBe("dark")
    expect(themeColorMedia()).toEqual([
      ["light", "not all"],
      ["dark", "all"],
    ])
    // And the switch now offers light: a click goes back to the system's scheme.
    await user.click(toggle())
    expect(chosen()).toBeUndefined()
    expect(stored()).toBeNull()
  })

  it("still switches when the browser blocks site data", async () => {
    const user = userEvent.setup()
    systemPrefers("light")
    const original = Object.getOwnPropertyDescriptor(window, "localStorage")
    Object.defineProperty(window, "localStorage", {
      configurable: true,
      get: () => {
        throw new DOMException("The operation is insecure.", "SecurityError")
      },
    })
    try {
      renderToggle()
      await user.click(toggle())
      expect(chosen()).toBe("dark")
    } finally {
      if (original) Object.defineProperty(window, "localStorage", original)
    }
  })
})

describe("themeScript", () => {
  beforeEach(() => delete document.documentElement.dataset.theme)

  it("takes up a choice made meanwhile when a page it prerendered is shown", () => {
    systemPrefers("light")
    window.localStorage.clear()
    runThemeScript()
    expect(chosen()).toBeUndefined()
    window.localStorage.setItem("colour-scheme", "dark")
    document.dispatchEvent(new Event("prerenderingchange"))
    expect(chosen()).toBe("dark")
  })

  it("gives the browser's UI a remembered choice's colour", () => {
    addThemeColorMetas()
    window.localStorage.setItem("colour-scheme", "light")
    runThemeScript()
    expect(themeColorMedia()).toEqual([
      ["light", "all"],
      ["dark", "not all"],
    ])
  })

  it("puts a remembered choice on <html>, and nothing else", () => {
    for (const [saved, expected] of [
      ["dark", "dark"],
      ["light", "light"],
      ["purple", undefined],
      [null, undefined],
    ] as const) {
      delete document.documentElement.dataset.theme
      window.localStorage.clear()
      if (saved) window.localStorage.setItem("colour-scheme", saved)
      runThemeScript()
      expect(chosen()).toBe(expected)
    }
  })
})
