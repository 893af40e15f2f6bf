import { tokens } from "../../styles/tokens"
import { maxLengths } from "../../contact/contact-values"
import { HONEYPOT_FIELD, useContactForm } from "../../contact/use-contact-form"
import { card, visuallyHidden } from "../../styles/layout"
import { buttonStyle } from "../../components/ui/button-styles"
import { Icon } from "../../components/ui/icon"
import { FormField } from "./form-field"

const formStyle = {
  ...card,
  display: "grid",
  gap: tokens.space[5],
  padding: tokens.space[6],
  boxShadow: tokens.shadows.md,
  [tokens.mq.md]: { padding: tokens.space[8] },
}

const titleStyle = { fontSize: tokens.fontSizes["2xl"] }

const rowStyle = {
  display: "grid",
  gap: tokens.space[5],
  [tokens.mq.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
}

const submitStyle = { ...buttonStyle("primary"), width: "100%" }

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
