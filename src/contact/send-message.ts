import { init, send } from "@emailjs/browser"
import type { TemplateParams } from "./contact-values"
import { emailJsSettings } from "./emailjs-settings"

// The one module that talks to EmailJS, loaded only when a visitor sends a message.
// blockHeadless stays off: headless browsers (and the browser tests) would get a 451.
init({ publicKey: emailJsSettings.publicKey, origin: emailJsSettings.origin, blockHeadless: false })

export async function sendMessage(params: TemplateParams): Promise<void> {
  await send(emailJsSettings.serviceId, emailJsSettings.templateId, params, {
    publicKey: emailJsSettings.publicKey,
  })
}
