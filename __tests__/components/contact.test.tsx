import { screen, within } from "@testing-library/react"
import { Contact } from "../../src/components/sections/contact"
import { profile } from "../fixtures"
import { renderWithTheme } from "../render"

describe("Contact", () => {
  beforeEach(() => renderWithTheme(<Contact profile={profile} />))

  it("shows e-mail, phone and LinkedIn as links", () => {
    expect(screen.getByRole("link", { name: profile.email })).toHaveAttribute(
      "href",
      `mailto:${profile.email}`,
    )
    expect(screen.getByRole("link", { name: profile.phone })).toHaveAttribute(
      "href",
      "tel:+919000000000",
    )
    expect(screen.getByRole("link", { name: "linkedin.com/in/ada" })).toHaveAttribute(
      "href",
      profile.linkedin,
    )
  })

  it("shows the location and response time tiles", () => {
    expect(screen.getByText("Location").closest("dt")?.nextElementSibling).toHaveTextContent(
      "India",
    )
    expect(screen.getByText("Response Time").closest("dt")?.nextElementSibling).toHaveTextContent(
      "24 hours",
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
