import type { Theme } from "@emotion/react"
import { maxLengths } from "../../contact/contact-values"
import { HONEYPOT_FIELD, useContactForm } from "../../contact/use-contact-form"
import { card, visuallyHidden } from "../../styles/layout"
import { buttonStyle } from "../ui/button-styles"
import { Icon } from "../ui/icon"
import { FormField } from "./form-field"

const formStyle = (theme: Theme) => ({
  ...card(theme),
  display: "grid",
  gap: theme.space[5],
  padding: theme.space[6],
  boxShadow: theme.shadows.md,
  [theme.mq.md]: { padding: theme.space[8] },
})

const titleStyle = (theme: Theme) => ({ fontSize: theme.fontSizes["2xl"] })

const rowStyle = (theme: Theme) => ({
  display: "grid",
  gap: theme.space[5],
  [theme.mq.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
})

const submitStyle = (theme: Theme) => ({ ...buttonStyle("primary")(theme), width: "100%" })

type ContactFormProps = { ownerEmail: string }

export function ContactForm({ ownerEmail }: ContactFormProps) {
  const { formRef, values, status, ready, change, submit, prepare } = useContactForm(ownerEmail)
  const sending = status === "sending"
  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    maxLength: maxLengths[name],
    onChange: change,
  })

  return (
    <form
      ref={formRef}
      css={formStyle}
      onSubmit={submit}
      onFocus={prepare}
      aria-labelledby="contact-form-heading"
    >
      <h3 id="contact-form-heading" css={titleStyle}>
        Send Message
      </h3>
      <div css={rowStyle}>
        <FormField label="First Name" autoComplete="given-name" {...field("first_name")} />
        <FormField label="Last Name" autoComplete="family-name" {...field("last_name")} />
      </div>
      <FormField label="Email" type="email" autoComplete="email" {...field("user_email")} />
      <FormField label="Subject" {...field("subject")} />
      <FormField label="Message" multiline {...field("message")} />
      <div css={visuallyHidden} aria-hidden="true">
        <label htmlFor="contact-nectar">Leave this empty</label>
        <input
          id="contact-nectar"
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <button type="submit" css={submitStyle} disabled={!ready || sending}>
        <Icon name="send" /> {sending ? "Sending..." : "Send Message"}
      </button>
    </form>
  )
}
