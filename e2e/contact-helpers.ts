import type { Page } from "@playwright/test"

export const visitor = {
  first_name: "Ada",
  last_name: "Lovelace",
  user_email: "ada@example.com",
  message: "I would like to talk about a data analyst role on our team.",
}

// Each test writes its own subject, so the tests can share one mail sink.
export const uniqueSubject = (title: string) =>
  `${title} ${Date.now()}-${Math.random().toString(36).slice(2)}`

export async function fillContactForm(page: Page, subject: string) {
  const form = page.getByRole("form", { name: "Send Message" })
  await form.getByLabel("First Name").fill(visitor.first_name)
  await form.getByLabel("Last Name").fill(visitor.last_name)
  await form.getByLabel("Email").fill(visitor.user_email)
  await form.getByLabel("Subject").fill(subject)
  await form.getByLabel("Message").fill(visitor.message)
  return form
}

export const successToast = (page: Page) =>
  page.getByRole("alert").filter({ hasText: "Message sent!" })
