import { fireEvent, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import startHeader from "../../src/islands/site-header/island"
import { SiteHeader } from "../../src/islands/site-header/site-header"
import { renderInSiteRoot, renderWithIslands } from "../render"

const links = [
  { id: "top", label: "Top" },
  { id: "work", label: "Work" },
  { id: "talk", label: "Talk" },
]

const scrollTo = (offset: number) => {
  window.scrollY = offset
  fireEvent.scroll(window)
}

// The header as a built page has it: its island, which starts the menu too.
const renderHeader = (home = "") =>
  renderWithIslands(<SiteHeader name="Ada Analyst" links={links} home={home} />, {
    "site-header": startHeader,
  })

describe("SiteHeader", () => {
  afterEach(() => {
    window.scrollY = 0
  })

  // jsdom applies no media queries, so the desktop links count as hidden here; the browser
  // tests check which set a phone and a desktop show.
  it("links every section it is given, in the navbar and the menu, and offers Let's Talk", () => {
    renderInSiteRoot(<SiteHeader name="Ada Analyst" links={links} home="" />)
    const nav = screen.getByRole("navigation", { name: "Main" })
    const expected = [...links.map(({ id, label }) => [label, id]), ["Let's Talk", "contact"]]
    for (const [label, id] of expected) {
      const anchors = within(nav).getAllByText(label, { selector: "a" })
      expect(anchors).toHaveLength(2)
      for (const anchor of anchors) expect(anchor).toHaveAttribute("href", `#${id}`)
    }
  })

  it("leads to the home page's sections from another page", () => {
    renderInSiteRoot(<SiteHeader name="Ada Analyst" links={links} home="/portfolio/" />)
    const nav = screen.getByRole("navigation", { name: "Main" })
    const hrefs = within(nav)
      .getAllByRole("link", { hidden: true })
      .map((link) => link.getAttribute("href"))
    expect(hrefs.length).toBeGreaterThan(links.length)
    for (const href of hrefs) expect(href).toMatch(/^\/portfolio\/#[a-z]+$/)
  })

  it("marks itself scrolled only past 50 pixels", () => {
    renderHeader()
    const header = screen.getByRole("banner")
    expect(header).toHaveAttribute("data-scrolled", "false")
    scrollTo(50)
    expect(header).toHaveAttribute("data-scrolled", "false")
    scrollTo(51)
    expect(header).toHaveAttribute("data-scrolled", "true")
    scrollTo(0)
    expect(header).toHaveAttribute("data-scrolled", "false")
  })
})

describe("MobileMenu", () => {
  it("is closed in the server's HTML, the hamburger naming what it controls", () => {
    renderInSiteRoot(<SiteHeader name="Ada Analyst" links={links} home="" />)
    const toggle = screen.getByRole("button", { name: "Menu" })
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(toggle).toHaveAttribute("aria-controls", "mobile-menu")
    expect(document.getElementById("mobile-menu")).not.toBeVisible()
  })

  it("opens from the hamburger and closes after a choice", async () => {
    const user = userEvent.setup()
    renderHeader()
    const toggle = screen.getByRole("button", { name: "Menu" })
    const panel = document.getElementById("mobile-menu") as HTMLElement
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(panel).not.toBeVisible()

    await user.click(toggle)
    expect(toggle).toHaveAttribute("aria-expanded", "true")
    expect(panel).toBeVisible()
    expect(toggle.querySelector("use")).toHaveAttribute("href", "/icons.svg#close")

    await user.click(within(panel).getByRole("link", { name: "Work" }))
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(panel).not.toBeVisible()
    expect(toggle.querySelector("use")).toHaveAttribute("href", "/icons.svg#menu")
  })

  it("closes on Escape and gives focus back to the hamburger", async () => {
    const user = userEvent.setup()
    renderHeader()
    const toggle = screen.getByRole("button", { name: "Menu" })
    await user.click(toggle)
    await user.tab()
    await user.keyboard("{Escape}")
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(toggle).toHaveFocus()
  })

  it("keeps Tab and Shift+Tab going round the hamburger and the menu's links while it is open", async () => {
    const user = userEvent.setup()
    renderHeader()
    const toggle = screen.getByRole("button", { name: "Menu" })
    // jsdom lays nothing out: the hamburger shows, as on a phone (the browser test widens too).
    jest.spyOn(toggle, "getClientRects").mockReturnValue([toggle.getBoundingClientRect()] as never)
    await user.click(toggle)
    const items = within(document.getElementById("mobile-menu") as HTMLElement).getAllByRole("link")

    for (const item of items) {
      await user.tab()
      expect(item).toHaveFocus()
    }
    await user.tab()
    expect(toggle).toHaveFocus()
    await user.tab({ shift: true })
    expect(items[items.length - 1]).toHaveFocus()

    await user.keyboard("{Escape}")
    await user.tab()
    expect(toggle).not.toHaveFocus()
  })
})
