import type { TemplateParams } from "./contact-values"
import { emailJsSettings } from "./emailjs-settings"

// The one module that talks to EmailJS, loaded only when a visitor sends a message.

const storageIsReadable = () => {
  try {
    return typeof window.localStorage !== "undefined"
  } catch {
    return false
  }
}

// @emailjs/browser reads localStorage as it loads (for a rate limit we do not use). Where the
// browser blocks site data, that read throws and the library would not load at all: it then loads
// with localStorage out of sight, and sends without it.
async function loadEmailJs() {
  if (storageIsReadable()) return import("@emailjs/browser")
  const blocked = Object.getOwnPropertyDescriptor(window, "localStorage")
  Object.defineProperty(window, "localStorage", { value: undefined, configurable: true })
  try {
    return await import("@emailjs/browser")
  } finally {
    if (blocked) Object.defineProperty(window, "localStorage", blocked)
  }
}

type EmailJs = Awaited<ReturnType<typeof loadEmailJs>>

let emailJs: Promise<EmailJs> | undefined

// The library, initialised once. A load that fails (the visitor went offline) is forgotten, so
// the next send tries again; the loading starts with this module, as the visitor turns to the form.
function initialisedEmailJs() {
  if (!emailJs) {
    emailJs = loadEmailJs().then((library) => {
      // blockHeadless stays off: headless browsers (and the browser tests) would get a 451.
      library.init({
        publicKey: emailJsSettings.publicKey,
        origin: emailJsSettings.origin,
        blockHeadless: false,
      })
      return library
    })
    emailJs.catch(() => {
      emailJs = undefined
    })
  }
  return emailJs
}

void initialisedEmailJs()

export async function sendMessage(params: TemplateParams): Promise<void> {
  const { send } = await initialisedEmailJs()
  await send(emailJsSettings.serviceId, emailJsSettings.templateId, params, {
    publicKey: emailJsSettings.publicKey,
  })
}
