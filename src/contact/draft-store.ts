import { contactValuesFrom, isEmptyForm, type ContactValues } from "./contact-values"

// The unsent message, kept in the browser until it is sent, so a reload loses nothing.
const DRAFT_KEY = "contact-form-draft"

export function loadDraft(): ContactValues | null {
  try {
    const saved: unknown = JSON.parse(window.localStorage.getItem(DRAFT_KEY) ?? "null")
    if (typeof saved !== "object" || saved === null) return null
    return contactValuesFrom((field) => (saved as Record<string, unknown>)[field])
  } catch {
    return null
  }
}

// An empty form removes the draft.
export function saveDraft(values: ContactValues) {
  try {
    if (isEmptyForm(values)) window.localStorage.removeItem(DRAFT_KEY)
    else window.localStorage.setItem(DRAFT_KEY, JSON.stringify(values))
  } catch {
    // Storage full or blocked (private mode): the form still works, only without a draft.
  }
}
