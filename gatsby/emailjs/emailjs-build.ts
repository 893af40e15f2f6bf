import { logText, problemList } from "content-files"
import type { Reporter } from "gatsby"
import {
  emailJsEnv,
  loadEmailJsConfig,
  missingEmailJsSettings,
  missingSettingsMessage,
} from "./emailjs-config.mjs"
import type { Problem } from "../content/problem"

// What the build says of the contact form's settings: their mistakes, and the keys that are missing
// (a problem when the build publishes the site, REQUIRE_EMAILJS=true; a warning otherwise). The
// build's first step and `npm run check` both ask it.
export function emailJsFindings(env: Record<string, string | undefined> = process.env) {
  const { config, problems } = loadEmailJsConfig(env)
  const warnings: Problem[] = []
  const missing = missingEmailJsSettings(config)
  if (missing.length > 0 && env.REQUIRE_EMAILJS === "true")
    problems.push({
      message:
        `${missingSettingsMessage(missing)} This build publishes the site (REQUIRE_EMAILJS=true), and ` +
        `a form that cannot send must not go live: set the GATSBY_EMAILJS_* variables in the host's ` +
        `settings (see README, "Deploying").`,
    })
  else if (missing.length > 0)
    warnings.push({
      message:
        `${missingSettingsMessage(missing)} Visitors will see "Something went wrong" for every ` +
        `message. Fill them in, or use npm start / npm run develop, which send to a local mail sink.`,
    })
  return { config, problems, warnings }
}

// The contact form's EmailJS settings, resolved and validated at the start of every build: they
// reach the page as GATSBY_EMAILJS_* variables, which Gatsby builds into the browser code, and the
// CSP of the security headers (site-files/security-headers.ts) and of the page's meta tag
// (gatsby-ssr.tsx).
export function applyEmailJsSettings(reporter: Reporter) {
  const { config, problems, warnings } = emailJsFindings()
  if (problems.length > 0)
    reporter.panic(
      problemList(
        "The EmailJS settings have",
        problems.map(({ message }) => message),
        'README, "The contact form and EmailJS"',
      ),
    )
  for (const { message } of warnings) reporter.warn(logText(message))
  Object.assign(process.env, emailJsEnv(config))
}
