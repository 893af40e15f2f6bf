export const desktop = { viewport: { width: 1440, height: 900 } }

export const phone = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true }

// For the checks that must hold at both widths.
export const bothWidths = [
  ["a phone", phone],
  ["a desktop", desktop],
] as const
