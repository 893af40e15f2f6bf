import { readFileSync } from "node:fs"
import path from "node:path"
import yaml from "js-yaml"

// The owner's name and role for the web manifest, read before the content is validated: a broken
// profile.yaml must reach the validator's clear message, not fail here.
export function readProfileNames(contentDir: string) {
  try {
    const profile = yaml.load(
      readFileSync(path.join(contentDir, "profile.yaml"), "utf8"),
    ) as Record<string, unknown>
    const text = (value: unknown, fallback: string) =>
      typeof value === "string" && value.trim() ? value : fallback
    return { name: text(profile?.name, "Portfolio"), role: text(profile?.role, "Data Analyst") }
  } catch {
    return { name: "Portfolio", role: "Data Analyst" }
  }
}
