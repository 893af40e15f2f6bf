import { act, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ThemeToggle } from "../../src/components/layout/theme-toggle"
import { themeScript } from "../../src/lib/colour-scheme"
import { renderInSiteRoot } from "../render"

const systemPrefers = (scheme: "light" | "dark") => {
  const listeners = new Set<() => void>()
  let dark = scheme === "dark"
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return query.includes("dark") && dark
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList
  return (next: "light" | "dark") => {
    dark = next === "dark"
    listeners.forEach((listener) => listener())
  }
}

const stored = () => window.localStorage.getItem("colour-scheme")
const chosen = () => document.documentElement.dataset.theme

describe("ThemeToggle", () => {
  beforeEach(() => {
    window.localStorage.clear()
    delete document.documentElement.dataset.theme
  })

  it("offers the other scheme than the system's, and remembers the choice", async () => {
    const user = userEvent.setup()
    systemPrefers("light")
    renderInSiteRoot(<ThemeToggle />)
    await user.click(screen.getByRole("button", { name: "Switch to dark theme" }))
    expect(chosen()).toBe("dark")
    expect(stored()).toBe("dark")
    expect(screen.getByRole("button", { name: "Switch to light theme" })).toBeVisible()
  })

  it("follows the system again when the visitor chooses what the system prefers", async () => {
    const user = userEvent.setup()
    systemPrefers("dark")
    window.localStorage.setItem("colour-scheme", "light")
    document.documentElement.dataset.theme = "light"
    renderInSiteRoot(<ThemeToggle />)
    await user.click(screen.getByRole("button", { name: "Switch to dark theme" }))
    expect(chosen()).toBeUndefined()
    expect(stored()).toBeNull()
  })

  it("names itself after a change of the system's scheme while the page is open", async () => {
    const change = systemPrefers("light")
    renderInSiteRoot(<ThemeToggle />)
    expect(await screen.findByRole("button", { name: "Switch to dark theme" })).toBeVisible()
    act(() => change("dark"))
    expect(await screen.findByRole("button", { name: "Switch to light theme" })).toBeVisible()
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
      renderInSiteRoot(<ThemeToggle />)
      await user.click(screen.getByRole("button", { name: "Switch to dark theme" }))
      expect(chosen()).toBe("dark")
    } finally {
      if (original) Object.defineProperty(window, "localStorage", original)
    }
  })
})

describe("themeScript", () => {
  beforeEach(() => delete document.documentElement.dataset.theme)

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
      new Function(themeScript)()
      expect(chosen()).toBe(expected)
    }
  })
})
