import path from "node:path"
import { readYaml } from "./yaml-file.mjs"

// The owner's name and role for the web manifest, read before the content is validated: a broken
// profile.yaml must reach the validator's clear message, not fail here.
export function readProfileNames(contentDir: string) {
  try {
    const profile = readYaml(path.join(contentDir, "profile.yaml")) as Record<string, unknown>
    const text = (value: unknown, fallback: string) =>
      typeof value === "string" && value.trim() ? value : fallback
    return { name: text(profile?.name, "Portfolio"), role: text(profile?.role, "Data Analyst") }
  } catch {
    return { name: "Portfolio", role: "Data Analyst" }
  }
}
