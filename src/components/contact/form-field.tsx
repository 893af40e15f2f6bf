import type { Theme } from "@emotion/react"
import type { ChangeEvent } from "react"

const fieldStyle = (theme: Theme) => ({ display: "grid", gap: theme.space[2], minWidth: 0 })

const labelStyle = (theme: Theme) => ({
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.semibold,
  color: theme.colors.heading,
})

const controlStyle = (theme: Theme) => ({
  width: "100%",
  padding: `${theme.space[3]} ${theme.space[4]}`,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  background: theme.colors.background,
  fontSize: theme.fontSizes.base,
  "&:focus-visible": { outlineOffset: 0, background: theme.colors.surface },
  "&::placeholder": { color: theme.colors.textMuted, opacity: 1 },
})

const textareaStyle = (theme: Theme) => ({ ...controlStyle(theme), resize: "vertical" as const })

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
