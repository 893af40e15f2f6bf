import { screen, within } from "@testing-library/react"
import { Contact } from "../../src/components/sections/contact"
import { minimalProfile, profile } from "../fixtures/page-data"
import { renderInSiteRoot } from "../render"

describe("Contact", () => {
  beforeEach(() => renderInSiteRoot(<Contact id="contact" label="Contact" content={{ profile }} />))

  it("leads with the owner's sentence", () => {
    const section = screen.getByRole("region", { name: "Get In Touch" })
    expect(section).toHaveAttribute("id", "contact")
    expect(within(section).getByText(profile.leads.contact)).toBeInTheDocument()
  })

  it("shows e-mail, phone and LinkedIn as links", () => {
    expect(screen.getByRole("link", { name: profile.email })).toHaveAttribute(
      "href",
      `mailto:${profile.email}`,
    )
    expect(screen.getByRole("link", { name: profile.phone })).toHaveAttribute(
      "href",
      "tel:+442079460000",
    )
    expect(screen.getByRole("link", { name: "linkedin.com/in/ada" })).toHaveAttribute(
      "href",
      profile.linkedin,
    )
  })

  it("shows the location and response time tiles", () => {
    expect(screen.getByText("Location").closest("dt")?.nextElementSibling).toHaveTextContent(
      profile.location,
    )
    expect(screen.getByText("Response Time").closest("dt")?.nextElementSibling).toHaveTextContent(
      profile.responseTime,
    )
  })

  it("has a Send Message form whose required fields carry the provider's names", () => {
    const form = screen.getByRole("form", { name: "Send Message" })
    const fields = [
      ["First Name", "first_name"],
      ["Last Name", "last_name"],
      ["Email", "user_email"],
      ["Subject", "subject"],
      ["Message", "message"],
    ]
    for (const [label, name] of fields) {
      const control = within(form).getByLabelText(label)
      expect(control).toHaveAttribute("name", name)
      expect(control).toBeRequired()
    }
    expect(within(form).getByLabelText("Email")).toHaveAttribute("type", "email")
    const message = within(form).getByLabelText("Message")
    expect(message.tagName).toBe("TEXTAREA")
    expect(message).toHaveAttribute("rows", "5")
    expect(within(form).getByRole("button", { name: "Send Message" })).toHaveAttribute(
      "type",
      "submit",
    )
  })
})

describe("Contact without a phone or LinkedIn", () => {
  it("shows the e-mail card only, and no lead", () => {
    renderInSiteRoot(<Contact id="contact" label="Contact" content={{ profile: minimalProfile }} />)
    const cards = screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)
    expect(cards).toEqual(["Email", "Send Message"])
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      `mailto:${minimalProfile.email}`,
    ])
    const heading = screen.getByRole("heading", { level: 2, name: "Get In Touch" })
    expect(heading.nextElementSibling).toBeNull()
  })
})
