import { tokens } from "../../styles/tokens"
import type { ChangeEvent } from "react"

const fieldStyle = { display: "grid", gap: tokens.space[2], minWidth: 0 }

const labelStyle = {
  fontSize: tokens.fontSizes.sm,
  fontWeight: tokens.fontWeights.semibold,
  color: tokens.colors.heading,
}

const controlStyle = {
  width: "100%",
  padding: `${tokens.space[3]} ${tokens.space[4]}`,
  border: `1px solid ${tokens.colors.border}`,
  borderRadius: tokens.radii.md,
  background: tokens.colors.background,
  fontSize: tokens.fontSizes.base,
  "&:focus-visible": { outlineOffset: 0, background: tokens.colors.surface },
  "&::placeholder": { color: tokens.colors.textMuted, opacity: 1 },
}

const textareaStyle = { ...controlStyle, resize: "vertical" as const }

type FormFieldProps = {
  name: string
  label: string
  value: string
  maxLength: number
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void
  type?: "text" | "email"
  autoComplete?: string
  placeholder?: string
  multiline?: boolean
}

export function FormField({ name, label, multiline, type = "text", ...control }: FormFieldProps) {
  const id = `contact-${name}`
  return (
    <div css={fieldStyle}>
      <label htmlFor={id} css={labelStyle}>
        {label}
      </label>
      {multiline ? (
        <textarea id={id} name={name} rows={5} required css={textareaStyle} {...control} />
      ) : (
        <input id={id} name={name} type={type} required css={controlStyle} {...control} />
      )}
    </div>
  )
}
