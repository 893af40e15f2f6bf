import { theme } from "./theme"

// The design tokens as the page uses them: CSS custom properties. Components write
// `tokens.colors.primary`, which is the text "var(--colors-primary)"; the values are set once, on
// :root, by tokensCss (global-styles.ts, in every page's <head>). So styles are plain
// static objects, nothing is computed from a theme while an island hydrates, and a colour scheme
// can swap the variables, not the styles. Media queries cannot read custom properties: `mq` and
// `motion.ok` stay as they are.

type Vars<T> = { readonly [K in keyof T]: T[K] extends string | number ? string : Vars<T[K]> }

// The custom property of a token: its path, kebab-cased ("--colors-primary-text").
export const propertyName = (path: string, key: string) =>
  `${path}-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`

const { mq, breakpoints, motion, ...variables } = theme
const { ok, ...durations } = motion

// The tokens that are custom properties, by the start of their names.
export const propertyGroups = [
  [variables, "-"],
  [durations, "--motion"],
] as const

function vars<T extends object>(group: T, path: string): Vars<T> {
  const mapped = Object.entries(group).map(([key, value]) => {
    const name = propertyName(path, key)
    return [key, typeof value === "object" ? vars(value, name) : `var(${name})`]
  })
  return (
    Array.isArray(group) ? mapped.map(([, value]) => value) : Object.fromEntries(mapped)
  ) as Vars<T>
}

export const tokens = {
  ...vars(variables, "-"),
  motion: { ...vars(durations, "--motion"), ok },
  mq,
  breakpoints,
}
