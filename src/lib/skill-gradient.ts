import type { Theme } from "@emotion/react"

// The skill bars take the theme's gradients in turn, starting again after the last.
export function skillGradient(theme: Theme, index: number): string {
  const { skills } = theme.gradients
  return skills[index % skills.length]
}
