import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react"
import {
  blankFieldMessage,
  type ContactValues,
  contactValuesFrom,
  emailInsteadHref,
  emptyContactValues,
  isBlank,
  isEmptyForm,
  toTemplateParams,
  withoutSent,
} from "./contact-values"
import { loadDraft, saveDraft } from "./draft-store"
import { describeSendError } from "./send-error"
import type { ToastKind } from "./toast-messages"

export type SendStatus = "idle" | "sending"

// The hidden field that people never see and form-filling bots do. Its name means nothing to
// browsers and password managers, so that no autofill puts a real visitor's message in the bin.
export const HONEYPOT_FIELD = "nectar"

type Control = HTMLInputElement | HTMLTextAreaElement

// The send code and the toasts load on demand: first when the visitor starts on the form.
const loadSender = () => import("./send-message")
const loadToaster = () => import("../islands/contact-form/toaster")

function prepare() {
  void loadSender().catch(() => undefined)
  void loadToaster().catch(() => undefined)
}

async function notify(kind: ToastKind, emailInstead?: string) {
  try {
    ;(await loadToaster()).showToast(kind, emailInstead)
  } catch (error) {
    console.error("The notification could not be shown:", error)
  }
}

function typedValues(form: HTMLFormElement): ContactValues | null {
  const values = contactValuesFrom((field) => {
    const control = form.elements.namedItem(field)
    return control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement
      ? control.value
      : undefined
  })
  return isEmptyForm(values) ? null : values
}

const markBlank = (control: Control) =>
  control.setCustomValidity(isBlank(control.value) ? blankFieldMessage : "")

// A form whose every value survives a failure and a reload, and that sends once per submit. When
// a send fails, the error toast offers the visitor's mail program, addressed to `ownerEmail`.
export function useContactForm(ownerEmail: string) {
  const [values, setValues] = useState<ContactValues>(emptyContactValues)
  const [status, setStatus] = useState<SendStatus>("idle")
  const [ready, setReady] = useState(false)
  const sending = useRef(false)
  const formRef = useRef<HTMLFormElement>(null)

  // Every change is saved as the draft. The update reads the current values, not the render's:
  // a change can arrive between hydration and the restore below.
  const update = (change: (current: ContactValues) => ContactValues) =>
    setValues((current) => {
      const next = change(current)
      saveDraft(next)
      return next
    })

  // On hydration: what the visitor typed into the prerendered form before the scripts ran (the
  // fields hold it, and every change since), else the saved draft. Until then the submit button
  // stays disabled, so an early click cannot reload the page and lose the message.
  useEffect(() => {
    const restored = (formRef.current && typedValues(formRef.current)) ?? loadDraft()
    if (restored) update(() => restored)
    setReady(true)
    // A visitor who turned to the form before it hydrated is in it already.
    if (formRef.current?.contains(document.activeElement)) prepare()
  }, [])

  const change = (event: ChangeEvent<Control>) => {
    const { name, value } = event.target
    markBlank(event.target)
    update((current) => ({ ...current, [name]: value }))
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    if (sending.current) return
    form.querySelectorAll<Control>("[required]").forEach(markBlank)
    if (!form.reportValidity()) return

    sending.current = true
    setStatus("sending")
    const isBot = Boolean(new FormData(form).get(HONEYPOT_FIELD))
    const sent = values
    try {
      if (!isBot) await (await loadSender()).sendMessage(toTemplateParams(sent))
      update((current) => withoutSent(current, sent))
      await notify("success")
    } catch (error) {
      console.error(describeSendError(error))
      await notify("failure", emailInsteadHref(ownerEmail, sent))
    } finally {
      sending.current = false
      setStatus("idle")
    }
  }

  return { formRef, values, status, ready, change, submit, prepare }
}
