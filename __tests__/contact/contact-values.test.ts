import { isBlank, toTemplateParams } from "../../src/contact/contact-values"

describe("toTemplateParams", () => {
  it("maps the form's fields to the template's variables", () => {
    expect(
      toTemplateParams({
        first_name: "Ada",
        last_name: "Lovelace",
        user_email: "ada@example.com",
        subject: "A role",
        message: "Hello",
      }),
    ).toEqual({
      from_name: "Ada Lovelace",
      from_email: "ada@example.com",
      subject: "A role",
      message: "Hello",
    })
  })

  it("joins the names with one space and trims the result", () => {
    const base = { user_email: "a@b.co", subject: "s", message: "m" }
    expect(toTemplateParams({ ...base, first_name: "Ada", last_name: "" }).from_name).toBe("Ada")
    expect(
      toTemplateParams({ ...base, first_name: " Ada", last_name: "Lovelace " }).from_name,
    ).toBe("Ada Lovelace")
  })
})

describe("isBlank", () => {
  it("is true for spaces, tabs and newlines only", () => {
    expect(isBlank("   ")).toBe(true)
    expect(isBlank("\t\n ")).toBe(true)
  })

  it("leaves empty fields to `required` and accepts text", () => {
    expect(isBlank("")).toBe(false)
    expect(isBlank(" a ")).toBe(false)
  })
})
