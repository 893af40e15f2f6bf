import { describeSendError } from "../../src/contact/send-error"

describe("describeSendError", () => {
  it.each([
    [
      { status: 451, text: "Unavailable For Headless Browser" },
      "EmailJS answered 451: Unavailable For Headless Browser",
    ],
    [{ status: 403, text: "Forbidden" }, "EmailJS answered 403: Forbidden"],
    [{ status: 429, text: "Too Many Requests" }, "EmailJS answered 429: Too Many Requests"],
    [{ status: 0, text: "Network Error" }, "EmailJS answered 0: Network Error"],
  ])("names the provider's status and text for %p", (error, description) => {
    expect(describeSendError(error)).toBe(description)
  })

  it("names the library's own validation error", () => {
    expect(
      describeSendError(
        "The public key is required. Visit https://dashboard.emailjs.com/admin/account",
      ),
    ).toBe(
      "EmailJS refused to send: The public key is required. Visit https://dashboard.emailjs.com/admin/account",
    )
  })

  it("names a network or CORS failure", () => {
    expect(describeSendError(new TypeError("Failed to fetch"))).toBe(
      "EmailJS could not be reached (network or CORS): Failed to fetch",
    )
  })

  it("still says something about anything else", () => {
    expect(describeSendError(new Error("boom"))).toBe("Sending failed: Error: boom")
  })
})
