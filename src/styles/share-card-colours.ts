import { theme } from "./theme"
import { propertyName } from "./tokens"

// The light scheme's colours as the build draws the share cards with them
// (gatsby/share-cards/share-cards.ts): the card's own, and every colour token by its custom
// property, for the charts drawn on them.
const { colors, gradients } = theme

export const shareCardColours = {
  background: colors.background,
  surface: colors.surface,
  border: colors.border,
  heading: colors.heading,
  text: colors.text,
  textMuted: colors.textMuted,
  primaryText: colors.primaryText,
  accent: colors.primary,
  accentGradient: gradients.brand,
  track: colors.track,
  figure: colors.figure,
}

function properties(group: object, path: string): Array<[string, string]> {
  return Object.entries(group).flatMap(([key, value]): Array<[string, string]> => {
    const name = propertyName(path, key)
    return typeof value === "object" ? properties(value, name) : [[name, String(value)]]
  })
}

export const colourTokens: Readonly<Record<string, string>> = Object.fromEntries(
  properties({ colors }, "-"),
)
