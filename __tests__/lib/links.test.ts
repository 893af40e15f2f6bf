import { displayUrl, telHref } from "../../src/lib/links"

describe("links", () => {
  it("dials only the digits and the leading plus of a phone number", () => {
    expect(telHref("+91 (900) 000-0000")).toBe("tel:+919000000000")
  })

  it("shows a profile URL without its scheme, www and trailing slash", () => {
    expect(displayUrl("https://www.linkedin.com/in/ada/")).toBe("linkedin.com/in/ada")
  })
})
