import { emptyContactValues, type ContactValues } from "./contact-values"

// The unsent message, kept in the browser until it is sent, so a reload loses nothing.
const DRAFT_KEY = "contact-form-draft"

export function loadDraft(): ContactValues | null {
  try {
    const saved: unknown = JSON.parse(window.localStorage.getItem(DRAFT_KEY) ?? "null")
    if (typeof saved !== "object" || saved === null) return null
    const values = { ...emptyContactValues }
    for (const field of Object.keys(values) as Array<keyof ContactValues>) {
      const value = (saved as Record<string, unknown>)[field]
      if (typeof value === "string") values[field] = value
    }
    return values
  } catch {
    return null
  }
}

// An empty form removes the draft.
export function saveDraft(values: ContactValues) {
  try {
    if (Object.values(values).every((value) => value === ""))
      window.localStorage.removeItem(DRAFT_KEY)
    else window.localStorage.setItem(DRAFT_KEY, JSON.stringify(values))
  } catch {
    // Storage full or blocked (private mode): the form still works, only without a draft.
  }
}
