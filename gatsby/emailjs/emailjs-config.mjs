// The contact form's EmailJS settings, resolved and validated once: content/emailjs.yaml, each
// value overridden by its GATSBY_EMAILJS_* environment variable. Read by gatsby-node (the build,
// the security headers) and scripts/with-mail-sink.mjs (npm start, npm run develop).
import path from "node:path"
import { z } from "zod"
import { CONTENT_DIR } from "../content/content-dir.mjs"
import { describeValue, readYamlFile } from "../content/yaml-file.mjs"

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

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"])

// A bare origin (scheme, host, port; no path, query or anything else): https, or http on this
// machine for the local mail sink. It goes into the page's CSP, so nothing else may ride along.
const isBareOrigin = (/** @type {string} */ value) => {
  try {
    const url = new URL(value)
    const secure =
      url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK.has(url.hostname))
    return secure && url.origin === value
  } catch {
    return false
  }
}

const key = z.string({ error: "a text (quote it if it looks like a number)" }).trim()

/** emailjs.yaml's fields, as the build checks them (and as the editor's schema says them). */
export const emailJsSchema = z
  .strictObject({
    publicKey: key.optional().describe("Your EmailJS public key (Account > General)."),
    serviceId: key.optional().describe("The ID of your EmailJS email service."),
    templateId: key.optional().describe("The ID of your EmailJS email template."),
    origin: z
      .string({ error: "a text" })
      .trim()
      .transform((origin) => origin.replace(/\/+$/, ""))
      .refine((origin) => origin === "" || isBareOrigin(origin), {
        error: `a bare https origin such as ${DEFAULT_ORIGIN} (http only for localhost)`,
      })
      .optional()
      .describe(`Optional: the EmailJS API's origin; empty for ${DEFAULT_ORIGIN}.`),
  })
  .describe(
    "The contact form's EmailJS settings; the GATSBY_EMAILJS_* environment variables override them (README).",
  )

/**
 * @typedef {{ publicKey: string, serviceId: string, templateId: string, origin: string }} EmailJsConfig
 */

/**
 * The settings from the file and the environment, and one problem for each mistake in them, placed
 * at its field in the file (a variable's has no place).
 * @param {Record<string, string | undefined>} env
 * @param {string} file
 * @returns {{ config: EmailJsConfig, problems: import("../content/problem").Problem[] }}
 */
export function loadEmailJsConfig(env = process.env, file = EMAILJS_FILE) {
  const read = readYamlFile(file, {
    kind: "fields",
    example: 'publicKey: "your-public-key"',
    optional: true,
  })
  const fromFile = /** @type {Record<string, unknown>} */ (read.data ?? {})
  const merged = Object.fromEntries(
    Object.entries(fromFile).concat(
      Object.entries(EMAILJS_VARIABLES)
        .filter(([, name]) => env[name])
        .map(([setting, name]) => [setting, env[name]]),
    ),
  )
  const result = emailJsSchema.safeParse(merged)
  const problems = read.problem ? [read.problem] : []
  for (const issue of result.success ? [] : result.error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys)
        problems.push({
          message: `${file}: unknown field "${key}" (a typo?)`,
          file,
          ...read.at([key], { key: true }),
        })
      continue
    }
    const setting = String(issue.path[0] ?? "")
    const variable = /** @type {Record<string, string>} */ (EMAILJS_VARIABLES)[setting]
    const message = `expected ${issue.message}, ${describeValue(merged[setting])}`
    problems.push(
      variable && env[variable]
        ? { message: `${variable}: ${message}` }
        : { message: `${file}, field "${setting}": ${message}`, file, ...read.at([setting]) },
    )
  }
  const values = result.success ? result.data : {}
  return {
    config: {
      publicKey: values.publicKey ?? "",
      serviceId: values.serviceId ?? "",
      templateId: values.templateId ?? "",
      origin: values.origin || DEFAULT_ORIGIN,
    },
    problems,
  }
}

/**
 * The settings without which nothing can be sent.
 * @param {EmailJsConfig} config
 */
export const missingEmailJsSettings = (config) =>
  /** @type {const} */ (["publicKey", "serviceId", "templateId"]).filter((key) => !config[key])

/**
 * What to tell the owner about the missing settings.
 * @param {ReadonlyArray<keyof EmailJsConfig>} missing
 */
export const missingSettingsMessage = (missing) =>
  `The contact form cannot send: EmailJS ${missing
    .map((key) => `${key} (${EMAILJS_VARIABLES[key]})`)
    .join(", ")} ${missing.length > 1 ? "are" : "is"} empty in ${EMAILJS_FILE} and the environment.`

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
