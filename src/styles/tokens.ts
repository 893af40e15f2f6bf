import { darkTheme, theme } from "./theme"

// The design tokens as the page uses them: CSS custom properties. Components write
// `tokens.colors.primary`, which is the text "var(--colors-primary)"; the values are set once, on
// :root, by tokensCss (gatsby-ssr.tsx puts it into every page's <head>). So styles are plain
// static objects, nothing is computed from a theme while the page hydrates, and a colour scheme
// can swap the variables, not the styles. Media queries cannot read custom properties: `mq` and
// `motion.ok` stay as they are.

type Vars<T> = { readonly [K in keyof T]: T[K] extends string | number ? string : Vars<T[K]> }

const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

const { mq, breakpoints, motion, ...variables } = theme
const { ok, ...durations } = motion

type Entry = [name: string, value: string | number]

function entries(group: object, path: string): Entry[] {
  return Object.entries(group).flatMap(([key, value]): Entry[] => {
    const name = `${path}-${kebab(key)}`
    return typeof value === "object" ? entries(value, name) : [[name, value]]
  })
}

function vars<T extends object>(group: T, path: string): Vars<T> {
  const mapped = Object.entries(group).map(([key, value]) => {
    const name = `${path}-${kebab(key)}`
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

const declarations = (list: Entry[]) => list.map(([name, value]) => `${name}:${value}`).join(";")

const dark = `${declarations(entries(darkTheme, "-"))};color-scheme:dark`

// The light values on :root; the dark ones when the visitor's system asks for dark (with or
// without scripts), unless the visitor chose light on this site, or when they chose dark
// (data-theme on <html>, set before the first paint: theme-script.ts).
export const tokensCss = [
  `:root{${declarations([...entries(variables, "-"), ...entries(durations, "--motion")])};color-scheme:light}`,
  `@media (prefers-color-scheme: dark){:root:not([data-theme="light"]){${dark}}}`,
  `:root[data-theme="dark"]{${dark}}`,
].join("\n")
