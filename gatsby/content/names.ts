import { describeValue } from "./yaml-file.mjs"

// Two names are the same name whatever their case and spacing: "SQL" and "sql " are one skill.
export const sameNameKey = (value: unknown) =>
  String(value).trim().replace(/\s+/g, " ").toLowerCase()

// A text as a message quotes it: in double quotes, cut to a readable length.
export const quoted = (text: string) => describeValue(text).replace(/^got /, "")
