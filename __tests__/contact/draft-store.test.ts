import { emptyContactValues } from "../../src/contact/contact-values"
import { loadDraft, saveDraft } from "../../src/contact/draft-store"

const draft = { ...emptyContactValues, first_name: "Ada", message: "Half a thought" }

describe("the draft store", () => {
  beforeEach(() => window.localStorage.clear())

  it("gives back what was saved", () => {
    saveDraft(draft)
    expect(loadDraft()).toEqual(draft)
  })

  it("forgets the draft when the form is empty again", () => {
    saveDraft(draft)
    saveDraft(emptyContactValues)
    expect(loadDraft()).toBeNull()
    expect(window.localStorage.length).toBe(0)
  })

  it("ignores a damaged or foreign entry", () => {
    window.localStorage.setItem("contact-form-draft", "{not json")
    expect(loadDraft()).toBeNull()
    window.localStorage.setItem(
      "contact-form-draft",
      JSON.stringify({ first_name: 7, subject: "Hi", extra: "x" }),
    )
    expect(loadDraft()).toEqual({ ...emptyContactValues, subject: "Hi" })
  })

  it("keeps the form working when storage refuses", () => {
    const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError")
    })
    expect(() => saveDraft(draft)).not.toThrow()
    setItem.mockRestore()
  })
})
