import { tokens } from "../styles/tokens"

// The skill bars take the gradients in turn, starting again after the last.
export function skillGradient(index: number): string {
  const { skills } = tokens.gradients
  return skills[index % skills.length]
}
