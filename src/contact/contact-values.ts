// The form's fields, named as the EmailJS template of the original site expects them.
export const emptyContactValues = {
  first_name: "",
  last_name: "",
  user_email: "",
  subject: "",
  message: "",
}

export type ContactValues = typeof emptyContactValues

export type ContactField = keyof ContactValues

// The form's values from any source (the fields, a saved draft): text where the source has text.
export function contactValuesFrom(read: (field: ContactField) => unknown): ContactValues {
  const values = { ...emptyContactValues }
  for (const field of Object.keys(values) as ContactField[]) {
    const value = read(field)
    if (typeof value === "string") values[field] = value
  }
  return values
}

export const isEmptyForm = (values: ContactValues) =>
  Object.values(values).every((value) => value === "")

// Generous for people, well inside EmailJS's 50 KB limit on template parameters.
export const maxLengths: Record<ContactField, number> = {
  first_name: 50,
  last_name: 50,
  user_email: 254,
  subject: 150,
  message: 5000,
}

export type TemplateParams = {
  from_name: string
  from_email: string
  subject: string
  message: string
}

export const toTemplateParams = (values: ContactValues): TemplateParams => ({
  from_name: `${values.first_name} ${values.last_name}`.trim(),
  from_email: values.user_email,
  subject: values.subject,
  message: values.message,
})

export const isBlank = (value: string) => value.length > 0 && value.trim() === ""

export const blankFieldMessage = "Please write something other than spaces."

// After a send, what the visitor typed while it was sending stays; only the sent text goes.
export const withoutSent = (current: ContactValues, sent: ContactValues): ContactValues =>
  contactValuesFrom((field) => (current[field] === sent[field] ? "" : current[field]))

// The way out when a message cannot be sent: the visitor's own mail program, addressed to the
// owner, with the subject and the message (and who wrote it) filled in.
export function emailInsteadHref(ownerEmail: string, values: ContactValues) {
  const { from_name, from_email, subject, message } = toTemplateParams(values)
  const signature = [from_name, from_email && `<${from_email}>`].filter(Boolean).join(" ")
  const body = signature ? `${message}\n\n${signature}` : message
  return `mailto:${ownerEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}
