import type { Theme } from "@emotion/react"
import { useState, type ChangeEvent, type FormEvent } from "react"
import { card } from "../../styles/layout"
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

const emptyValues = { first_name: "", last_name: "", user_email: "", subject: "", message: "" }

export type ContactValues = typeof emptyValues

export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(emptyValues)

  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues({ ...values, [event.target.name]: event.target.value })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
  }

  return (
    <form css={formStyle} onSubmit={submit} aria-labelledby="contact-form-heading">
      <h3 id="contact-form-heading" css={titleStyle}>
        Send Message
      </h3>
      <div css={rowStyle}>
        <FormField
          name="first_name"
          label="First Name"
          autoComplete="given-name"
          maxLength={50}
          value={values.first_name}
          onChange={change}
        />
        <FormField
          name="last_name"
          label="Last Name"
          autoComplete="family-name"
          maxLength={50}
          value={values.last_name}
          onChange={change}
        />
      </div>
      <FormField
        name="user_email"
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={254}
        value={values.user_email}
        onChange={change}
      />
      <FormField
        name="subject"
        label="Subject"
        maxLength={120}
        value={values.subject}
        onChange={change}
      />
      <FormField
        name="message"
        label="Message"
        multiline
        maxLength={5000}
        value={values.message}
        onChange={change}
      />
      <button type="submit" css={submitStyle}>
        <Icon name="send" /> Send Message
      </button>
    </form>
  )
}
