// The contact form's EmailJS settings: content/emailjs.yaml, each value overridden by its
// GATSBY_EMAILJS_* environment variable. Read by gatsby-node (build) and the start scripts.
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import yaml from "js-yaml"
import { CONTENT_DIR } from "./content-dir.mjs"

// Relative to the project root, where npm and Gatsby run.
export const EMAILJS_FILE = path.join(CONTENT_DIR, "emailjs.yaml")

export const DEFAULT_ORIGIN = "https://api.emailjs.com"

/** The environment variable behind each setting. */
export const EMAILJS_VARIABLES = {
  publicKey: "GATSBY_EMAILJS_PUBLIC_KEY",
  serviceId: "GATSBY_EMAILJS_SERVICE_ID",
  templateId: "GATSBY_EMAILJS_TEMPLATE_ID",
  origin: "GATSBY_EMAILJS_ORIGIN",
}

/**
 * @typedef {{ publicKey: string, serviceId: string, templateId: string, origin: string }} EmailJsConfig
 */

/**
 * @param {Record<string, unknown>} file the parsed content/emailjs.yaml
 * @param {Record<string, string | undefined>} env
 * @returns {EmailJsConfig}
 */
export function resolveEmailJsConfig(file, env) {
  const pick = (/** @type {keyof EmailJsConfig} */ key) => {
    const value = env[EMAILJS_VARIABLES[key]] || file[key]
    return typeof value === "string" ? value.trim() : ""
  }
  return {
    publicKey: pick("publicKey"),
    serviceId: pick("serviceId"),
    templateId: pick("templateId"),
    origin: (pick("origin") || DEFAULT_ORIGIN).replace(/\/+$/, ""),
  }
}

/**
 * The settings without which nothing can be sent.
 * @param {EmailJsConfig} config
 */
export const missingEmailJsSettings = (config) =>
  /** @type {const} */ (["publicKey", "serviceId", "templateId"]).filter((key) => !config[key])

/** @returns {Record<string, unknown>} */
export function readEmailJsFile(file = EMAILJS_FILE) {
  if (!existsSync(file)) return {}
  const parsed = yaml.load(readFileSync(file, "utf8"))
  if (parsed === undefined || parsed === null) return {}
  if (typeof parsed !== "object" || Array.isArray(parsed)) {
    throw new Error(`${file}: expected the keys publicKey, serviceId, templateId and origin`)
  }
  return /** @type {Record<string, unknown>} */ (parsed)
}

/**
 * The settings as the GATSBY_EMAILJS_* variables that the build puts into the page.
 * @param {EmailJsConfig} config
 */
export const emailJsEnv = (config) =>
  Object.fromEntries(
    Object.entries(EMAILJS_VARIABLES).map(([key, name]) => [
      name,
      config[/** @type {keyof EmailJsConfig} */ (key)],
    ]),
  )
