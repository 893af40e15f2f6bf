import { act, fireEvent, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { renderToString } from "react-dom/server"
import { ContactForm } from "../../src/islands/contact-form/contact-form"
import { ContactFormIsland } from "../../src/islands/contact-form/contact-form-island"
import { hydrate } from "../../src/islands/contact-form/hydrate"
import { sendMessage } from "../../src/contact/send-message"
import { HONEYPOT_FIELD } from "../../src/contact/use-contact-form"
import { showToast } from "../../src/islands/contact-form/toaster"
import { renderInSiteRoot } from "../render"

// The library's boundary: the module that calls EmailJS, and the toasts.
jest.mock("../../src/contact/send-message", () => ({ sendMessage: jest.fn() }))
jest.mock("../../src/islands/contact-form/toaster", () => ({ showToast: jest.fn() }))

const send = jest.mocked(sendMessage)
const toast = jest.mocked(showToast)

const owner = "owner@example.org"

const typed = {
  "First Name": "Ada",
  "Last Name": "Lovelace",
  Email: "ada@example.com",
  Subject: "A data role",
  Message: "Could we talk next week?",
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  const form = screen.getByRole("form", { name: "Send Message" })
  for (const [label, value] of Object.entries(typed))
    await user.type(within(form).getByLabelText(label), value)
  return form
}

const valuesOf = (form: HTMLElement) =>
  Object.keys(typed).map((label) => (within(form).getByLabelText(label) as HTMLInputElement).value)

const deferred = () => {
  let resolve: () => void = () => undefined
  let reject: (reason: unknown) => void = () => undefined
  const promise = new Promise<void>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

describe("ContactForm", () => {
  let log: jest.SpyInstance

  beforeEach(() => {
    window.localStorage.clear()
    send.mockReset()
    toast.mockReset()
    log = jest.spyOn(console, "error").mockImplementation(() => undefined)
  })

  afterEach(() => log.mockRestore())

  it("goes idle, sending, then confirms, resets and forgets the draft", async () => {
    const user = userEvent.setup()
    const reply = deferred()
    send.mockReturnValue(reply.promise)
    renderInSiteRoot(<ContactForm ownerEmail={owner} />)
    const form = await fillIn(user)
    expect(window.localStorage.getItem("contact-form-draft")).toContain("A data role")

    await user.click(within(form).getByRole("button", { name: "Send Message" }))
    const busy = await within(form).findByRole("button", { name: "Sending..." })
    expect(busy).toBeDisabled()
    expect(send).toHaveBeenCalledWith({
      from_name: "Ada Lovelace",
      from_email: "ada@example.com",
      subject: "A data role",
      message: "Could we talk next week?",
    })

    await act(async () => reply.resolve())
    await waitFor(() => expect(toast).toHaveBeenCalledWith("success", undefined))
    expect(within(form).getByRole("button", { name: "Send Message" })).toBeEnabled()
    expect(valuesOf(form)).toEqual(["", "", "", "", ""])
    expect(window.localStorage.getItem("contact-form-draft")).toBeNull()
  })

  it.each([
    ["the provider's 451", { status: 451, text: "Unavailable For Headless Browser" }, "451"],
    ["the provider's 403", { status: 403, text: "Forbidden" }, "403"],
    ["the provider's 429", { status: 429, text: "Too Many Requests" }, "429"],
    ["the provider's 500", { status: 500, text: "Internal Server Error" }, "500"],
    ["a network or CORS failure", new TypeError("Failed to fetch"), "could not be reached"],
    ["the library's validation", "The public key is required", "refused to send"],
  ])("on %s it logs, shows the error toast and keeps every value", async (_, rejection, logged) => {
    const user = userEvent.setup()
    send.mockRejectedValue(rejection)
    renderInSiteRoot(<ContactForm ownerEmail={owner} />)
    const form = await fillIn(user)

    await user.click(within(form).getByRole("button", { name: "Send Message" }))
    await waitFor(() => expect(toast).toHaveBeenCalledWith("failure", expect.any(String)))
    expect(toast).toHaveBeenCalledTimes(1)
    expect(log).toHaveBeenCalledWith(expect.stringContaining(logged))
    expect(valuesOf(form)).toEqual(Object.values(typed))
    expect(window.localStorage.getItem("contact-form-draft")).toContain("Could we talk next week?")
    expect(within(form).getByRole("button", { name: "Send Message" })).toBeEnabled()
  })

  // Fills the form in and sends it; the provider answers when the test resolves `reply`.
  async function sendAndWait(user: ReturnType<typeof userEvent.setup>) {
    const reply = deferred()
    send.mockReturnValue(reply.promise)
    renderInSiteRoot(<ContactForm ownerEmail={owner} />)
    const form = await fillIn(user)
    await user.click(within(form).getByRole("button", { name: "Send Message" }))
    await within(form).findByRole("button", { name: "Sending..." })
    return { form, reply }
  }

  it("sends once when submitted again while sending", async () => {
    const user = userEvent.setup()
    const { form, reply } = await sendAndWait(user)
    await user.type(within(form).getByLabelText("Subject"), "{Enter}")
    await act(async () => reply.resolve())
    await waitFor(() => expect(toast).toHaveBeenCalledWith("success", undefined))
    expect(send).toHaveBeenCalledTimes(1)
  })

  it("offers the visitor's mail program, with what they wrote, when the send fails", async () => {
    const user = userEvent.setup()
    send.mockRejectedValue({ status: 500, text: "Internal Server Error" })
    renderInSiteRoot(<ContactForm ownerEmail={owner} />)
    await fillIn(user)
    await user.click(screen.getByRole("button", { name: "Send Message" }))
    await waitFor(() => expect(toast).toHaveBeenCalled())
    const href = new URL(toast.mock.calls[0][1] ?? "")
    expect(href.protocol).toBe("mailto:")
    expect(href.pathname).toBe(owner)
    expect(href.searchParams.get("subject")).toBe(typed.Subject)
    expect(href.searchParams.get("body")).toBe(
      `${typed.Message}\n\n${typed["First Name"]} ${typed["Last Name"]} <${typed.Email}>`,
    )
  })

  it("keeps what the visitor typed while the message was sending", async () => {
    const user = userEvent.setup()
    const { form, reply } = await sendAndWait(user)
    await user.type(within(form).getByLabelText("Message"), " And one more thing.")
    await act(async () => reply.resolve())
    await waitFor(() => expect(toast).toHaveBeenCalledWith("success", undefined))
    expect(valuesOf(form)).toEqual(["", "", "", "", `${typed.Message} And one more thing.`])
    expect(window.localStorage.getItem("contact-form-draft")).toContain("And one more thing.")
  })

  it("restores a saved draft", async () => {
    window.localStorage.setItem(
      "contact-form-draft",
      JSON.stringify({ subject: "Left over", message: "Unsent" }),
    )
    renderInSiteRoot(<ContactForm ownerEmail={owner} />)
    expect(await screen.findByDisplayValue("Left over")).toHaveAttribute("name", "subject")
    expect(screen.getByLabelText("Message")).toHaveValue("Unsent")
  })

  it("refuses a field of only spaces with a message and sends nothing", async () => {
    const user = userEvent.setup()
    renderInSiteRoot(<ContactForm ownerEmail={owner} />)
    const form = await fillIn(user)
    const subject = within(form).getByLabelText("Subject") as HTMLInputElement
    await user.clear(subject)
    await user.type(subject, "   ")
    await user.click(within(form).getByRole("button", { name: "Send Message" }))
    expect(subject.validationMessage).toBe("Please write something other than spaces.")
    expect(send).not.toHaveBeenCalled()
    expect(toast).not.toHaveBeenCalled()
  })

  it("drops a message whose honeypot is filled, and shows success", async () => {
    const user = userEvent.setup()
    renderInSiteRoot(<ContactForm ownerEmail={owner} />)
    const form = await fillIn(user)
    const honeypot = form.querySelector(`input[name="${HONEYPOT_FIELD}"]`) as HTMLInputElement
    await user.type(honeypot, "https://spam.example")
    await user.click(within(form).getByRole("button", { name: "Send Message" }))
    await waitFor(() => expect(toast).toHaveBeenCalledWith("success", undefined))
    expect(send).not.toHaveBeenCalled()
  })

  it("names the honeypot nothing that autofill fills in", () => {
    renderInSiteRoot(<ContactForm ownerEmail={owner} />)
    const honeypot = document.querySelector(`input[name="${HONEYPOT_FIELD}"]`) as HTMLInputElement
    const words = `${honeypot.name} ${honeypot.id} ${honeypot.labels?.[0]?.textContent}`
    // The tokens Chrome, Firefox and password managers match to fill a field.
    expect(words).not.toMatch(
      /name|mail|phone|tel|url|web|site|home|address|company|org|city|zip|fax|user|login|pass/i,
    )
    expect(honeypot).toHaveAttribute("autocomplete", "off")
    expect(honeypot).toHaveAttribute("tabindex", "-1")
  })

  it("limits each field to a length the provider accepts", () => {
    renderInSiteRoot(<ContactForm ownerEmail={owner} />)
    for (const [label, max] of [
      ["First Name", 50],
      ["Last Name", 50],
      ["Email", 254],
      ["Subject", 150],
      ["Message", 5000],
    ] as const) {
      expect(screen.getByLabelText(label)).toHaveAttribute("maxLength", String(max))
    }
  })
})

describe("the contact form's island", () => {
  beforeEach(() => window.localStorage.clear())

  it("hydrates the prerendered form, keeping what a visitor typed before it did", async () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined)
    const page = document.createElement("div")
    page.innerHTML = renderToString(<ContactFormIsland ownerEmail={owner} />)
    document.body.append(page)
    const root = page.querySelector<HTMLElement>('[data-island="contact-form"]')!
    expect(root).toHaveAttribute("data-owner-email", owner)
    const submit = within(root).getByRole("button", { name: "Send Message" })
    expect(submit).toBeDisabled()
    fireEvent.input(within(root).getByLabelText("Subject"), { target: { value: "Early words" } })

    await act(async () => hydrate(root))
    await waitFor(() => expect(submit).toBeEnabled())
    expect(within(root).getByLabelText("Subject")).toHaveValue("Early words")
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
    page.remove()
  })
})
