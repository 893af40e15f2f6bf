export type PriorityTone = "high" | "medium" | "low" | "other"

const knownTones: ReadonlyArray<PriorityTone> = ["high", "medium", "low"]

// high is red, medium amber, low green, and any other priority blue.
export function priorityTone(priority: string): PriorityTone {
  const normalised = priority.trim().toLowerCase() as PriorityTone
  return knownTones.includes(normalised) ? normalised : "other"
}

export function priorityLabel(priority: string): string {
  const word = priority.trim()
  return `${word.charAt(0).toUpperCase()}${word.slice(1).toLowerCase()} Priority`
}
