import { expect, test, type Page, type Request } from "@playwright/test"
import {
  fillContactForm as fillForm,
  successToast,
  uniqueSubject,
  visitor,
} from "./contact-helpers"
import { HONEYPOT_FIELD } from "../src/contact/use-contact-form"
import { readContent } from "./content"
import { gotoContactForm } from "./page-helpers"
import { testEmailJs } from "./test-site.mjs"
import { desktop, phone } from "./viewports"

const sendUrl = `${testEmailJs.origin}/api/v1.0/email/send`

async function sinkMessagesAbout(page: Page, subject: string) {
  const response = await page.request.get(`${testEmailJs.origin}/outbox`)
  const messages: Array<{ template_params: { subject: string } }> = await response.json()
  return messages.filter((message) => message.template_params.subject === subject)
}

const countSends = (page: Page) => {
  const sends: Request[] = []
  page.on("request", (request) => {
    if (request.url() === sendUrl && request.method() === "POST") sends.push(request)
  })
  return sends
}

const failureToast = (page: Page) =>
  page.getByRole("alert").filter({ hasText: "Something went wrong" })

test.describe("the contact form on a desktop", () => {
  test.use(desktop)

  test.beforeEach(async ({ page }) => {
    await gotoContactForm(page)
  })

  test("sends the library's request to the provider, confirms and resets", async ({ page }) => {
    const subject = uniqueSubject("Role at Acme")
    const form = await fillForm(page, subject)
    const [request] = await Promise.all([
      page.waitForRequest(sendUrl),
      form.getByRole("button", { name: "Send Message" }).click(),
    ])

    expect(request.method()).toBe("POST")
    expect(request.headers()["content-type"]).toBe("application/json")
    const expected = {
      lib_version: "4.4.1",
      user_id: testEmailJs.publicKey,
      service_id: testEmailJs.serviceId,
      template_id: testEmailJs.templateId,
      template_params: {
        from_name: "Ada Lovelace",
        from_email: visitor.user_email,
        subject,
        message: visitor.message,
      },
    }
    expect(request.postDataJSON()).toEqual(expected)

    await expect(successToast(page)).toContainText(
      "Thanks for reaching out. I’ll get back to you shortly.",
    )
    expect(await sinkMessagesAbout(page, subject)).toEqual([expected])
    for (const label of ["First Name", "Last Name", "Email", "Subject", "Message"]) {
      await expect(form.getByLabel(label)).toHaveValue("")
    }
  })

  test("shows Sending... with the button disabled while the provider is slow", async ({ page }) => {
    await page.route(sendUrl, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    const form = await fillForm(page, uniqueSubject("Slow provider"))
    await form.getByRole("button", { name: "Send Message" }).click()
    const busy = form.getByRole("button", { name: "Sending..." })
    await expect(busy).toBeVisible()
    await expect(busy).toBeDisabled()
    await expect(successToast(page)).toBeVisible()
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled()
  })

  for (const [status, text] of [
    [451, "Unavailable For Headless Browser"],
    [403, "Forbidden"],
    [429, "Too Many Requests"],
    [400, "The service ID is invalid"],
    [500, "Internal Server Error"],
  ] as const) {
    test(`keeps every value and says so when the provider answers ${status}`, async ({ page }) => {
      const logged: string[] = []
      page.on("console", (message) => logged.push(message.text()))
      await page.route(sendUrl, (route) =>
        route.fulfill({ status, body: text, headers: { "Access-Control-Allow-Origin": "*" } }),
      )
      const subject = uniqueSubject(`Status ${status}`)
      const form = await fillForm(page, subject)
      await form.getByRole("button", { name: "Send Message" }).click()

      await expect(failureToast(page)).toContainText(
        "Your message could not be sent. Please try again.",
      )
      await expect(form.getByLabel("Subject")).toHaveValue(subject)
      await expect(form.getByLabel("Message")).toHaveValue(visitor.message)
      await expect(form.getByLabel("Email")).toHaveValue(visitor.user_email)
      await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled()
      await expect
        .poll(() => logged.some((line) => line.includes(String(status)) && line.includes(text)))
        .toBe(true)
    })
  }

  test("keeps every value and says so when the provider cannot be reached", async ({ page }) => {
    const logged: string[] = []
    page.on("console", (message) => logged.push(message.text()))
    await page.route(sendUrl, (route) => route.abort("internetdisconnected"))
    const subject = uniqueSubject("Offline")
    const form = await fillForm(page, subject)
    await form.getByRole("button", { name: "Send Message" }).click()

    await expect(failureToast(page)).toBeVisible()
    await expect(form.getByLabel("Subject")).toHaveValue(subject)
    await expect.poll(() => logged.some((line) => line.includes("could not be reached"))).toBe(true)
  })

  test("offers the visitor's mail program with their words when the provider is down", async ({
    page,
  }) => {
    await page.route(sendUrl, (route) => route.abort("connectionrefused"))
    const subject = uniqueSubject("Way out")
    const form = await fillForm(page, subject)
    await form.getByRole("button", { name: "Send Message" }).click()

    const emailInstead = failureToast(page).getByRole("link", { name: "Email instead" })
    await expect(emailInstead).toBeVisible()
    const href = new URL((await emailInstead.getAttribute("href")) ?? "")
    expect(href.protocol).toBe("mailto:")
    expect(href.pathname).toBe(readContent("content").profile.email)
    expect(href.searchParams.get("subject")).toBe(subject)
    expect(href.searchParams.get("body")).toBe(
      `${visitor.message}\n\n${visitor.first_name} ${visitor.last_name} <${visitor.user_email}>`,
    )
    // The way out stays until the visitor dismisses it.
    await page.waitForTimeout(9_000)
    await expect(emailInstead).toBeVisible()
    await failureToast(page).getByRole("button", { name: "Dismiss notification" }).click()
    await expect(failureToast(page)).toBeHidden()
  })

  test("a draft survives a reload until it is sent", async ({ page }) => {
    const subject = uniqueSubject("Draft")
    const form = await fillForm(page, subject)
    await page.reload()
    await expect(form.getByLabel("First Name")).toHaveValue(visitor.first_name)
    await expect(form.getByLabel("Subject")).toHaveValue(subject)
    await expect(form.getByLabel("Message")).toHaveValue(visitor.message)

    await form.getByRole("button", { name: "Send Message" }).click()
    await expect(successToast(page)).toBeVisible()
    await page.reload()
    await expect(form.getByLabel("Subject")).toHaveValue("")
  })

  test("a double click sends one message", async ({ page }) => {
    const sends = countSends(page)
    const subject = uniqueSubject("Double click")
    const form = await fillForm(page, subject)
    await form.getByRole("button", { name: "Send Message" }).dblclick()
    await expect(successToast(page)).toBeVisible()
    await page.keyboard.press("Enter")
    expect(sends).toHaveLength(1)
    expect(await sinkMessagesAbout(page, subject)).toHaveLength(1)
  })

  test("Enter pressed again while sending sends one message", async ({ page }) => {
    await page.route(sendUrl, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800))
      await route.continue()
    })
    const sends = countSends(page)
    const subject = uniqueSubject("Enter twice")
    const form = await fillForm(page, subject)
    await form.getByLabel("Subject").press("Enter")
    await form.getByLabel("Subject").press("Enter")
    await expect(successToast(page)).toBeVisible()
    expect(sends).toHaveLength(1)
  })

  test("refuses a field of only spaces with a message at the field", async ({ page }) => {
    const sends = countSends(page)
    const form = await fillForm(page, "   ")
    await form.getByRole("button", { name: "Send Message" }).click()
    const subject = form.getByLabel("Subject")
    await expect
      .poll(() => subject.evaluate((input: HTMLInputElement) => input.validationMessage))
      .toBe("Please write something other than spaces.")
    expect(await subject.evaluate((input: HTMLInputElement) => input.matches(":invalid"))).toBe(
      true,
    )
    await page.waitForTimeout(300)
    expect(sends).toHaveLength(0)
    await expect(page.getByRole("alert")).toHaveCount(0)
  })

  test("the browser judges the e-mail address", async ({ page }) => {
    const sends = countSends(page)
    const form = await fillForm(page, uniqueSubject("Bad e-mail"))
    await form.getByLabel("Email").fill("ada.example.com")
    await form.getByRole("button", { name: "Send Message" }).click()
    const email = form.getByLabel("Email")
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(
      true,
    )
    await page.waitForTimeout(300)
    expect(sends).toHaveLength(0)
    await expect(page.getByRole("alert")).toHaveCount(0)
  })

  test("a filled honeypot sends nothing and looks like success", async ({ page }) => {
    const sends = countSends(page)
    const form = await fillForm(page, uniqueSubject("Bot"))
    await page
      .locator(`input[name="${HONEYPOT_FIELD}"]`)
      .fill("https://spam.example", { force: true })
    await form.getByRole("button", { name: "Send Message" }).click()
    await expect(successToast(page)).toBeVisible()
    expect(sends).toHaveLength(0)
  })

  test("can be filled and sent with the keyboard alone", async ({ page }) => {
    await page.goto("/")
    const subject = uniqueSubject("Keyboard")
    for (let presses = 0; presses < 80; presses++) {
      await page.keyboard.press("Tab")
      if (await page.evaluate(() => document.activeElement?.getAttribute("name") === "first_name"))
        break
    }
    await page.keyboard.type(visitor.first_name)
    await page.keyboard.press("Tab")
    await page.keyboard.type(visitor.last_name)
    await page.keyboard.press("Tab")
    await page.keyboard.type(visitor.user_email)
    await page.keyboard.press("Tab")
    await page.keyboard.type(subject)
    await page.keyboard.press("Tab")
    await page.keyboard.type(visitor.message)
    await page.keyboard.press("Tab")
    await expect(page.getByRole("button", { name: "Send Message" })).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(successToast(page)).toBeVisible()
    expect(await sinkMessagesAbout(page, subject)).toHaveLength(1)
  })
})

test.describe("the contact form where the browser blocks site data", () => {
  test.use(desktop)

  test("sends once and confirms, without drafts", async ({ page }) => {
    // As Chrome does with cookies and site data blocked: touching either storage throws.
    await page.addInitScript(() => {
      for (const name of ["localStorage", "sessionStorage"]) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException("The operation is insecure.", "SecurityError")
          },
        })
      }
    })
    const errors: string[] = []
    page.on("pageerror", (error) => errors.push(error.message))
    const sends = countSends(page)
    await gotoContactForm(page)
    expect(
      await page.evaluate(() => {
        try {
          return typeof window.localStorage
        } catch (error) {
          return (error as Error).name
        }
      }),
    ).toBe("SecurityError")

    const subject = uniqueSubject("No storage")
    const form = await fillForm(page, subject)
    await form.getByRole("button", { name: "Send Message" }).click()
    await expect(successToast(page)).toBeVisible()
    expect(sends).toHaveLength(1)
    await expect.poll(() => sinkMessagesAbout(page, subject)).toHaveLength(1)
    await expect(form.getByLabel("Subject")).toHaveValue("")
    expect(errors).toEqual([])
  })
})

test.describe("the contact form on a phone", () => {
  test.use(phone)

  test("the toast leaves the submit button free and can be dismissed", async ({ page }) => {
    await gotoContactForm(page)
    const form = await fillForm(page, uniqueSubject("Phone"))
    const submit = form.getByRole("button", { name: "Send Message" })
    await submit.scrollIntoViewIfNeeded()
    await submit.click()
    const toast = successToast(page)
    await expect(toast).toBeVisible()

    const [toastBox, submitBox] = [await toast.boundingBox(), await submit.boundingBox()]
    if (!toastBox || !submitBox) throw new Error("toast or submit button not laid out")
    const overlaps =
      toastBox.y < submitBox.y + submitBox.height &&
      submitBox.y < toastBox.y + toastBox.height &&
      toastBox.x < submitBox.x + submitBox.width &&
      submitBox.x < toastBox.x + toastBox.width
    expect(overlaps).toBe(false)
    expect(toastBox.x).toBeGreaterThanOrEqual(0)
    expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(375)

    await toast.getByRole("button", { name: "Dismiss notification" }).click()
    await expect(toast).toBeHidden()
  })
})
