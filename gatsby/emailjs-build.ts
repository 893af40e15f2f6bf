import type { Reporter } from "gatsby"
import {
  emailJsEnv,
  loadEmailJsConfig,
  missingEmailJsSettings,
  missingSettingsMessage,
} from "./emailjs-config.mjs"
import { problemList } from "./problem-list"

// The contact form's EmailJS settings, resolved and validated at the start of every build: they
// reach the page as GATSBY_EMAILJS_* variables, which Gatsby builds into the browser code, and the
// CSP of the security headers (build-files.ts) and of the page's meta tag (gatsby-ssr.tsx).
export function applyEmailJsSettings(reporter: Reporter) {
  const { config, problems } = loadEmailJsConfig()
  if (problems.length > 0) {
    reporter.panic(
      problemList("The EmailJS settings have", problems, 'README, "The contact form and EmailJS"'),
    )
  }
  const missing = missingEmailJsSettings(config)
  if (missing.length > 0 && process.env.REQUIRE_EMAILJS === "true") {
    reporter.panic(
      `${missingSettingsMessage(missing)} This build publishes the site (REQUIRE_EMAILJS=true), and ` +
        `a form that cannot send must not go live: set the GATSBY_EMAILJS_* variables in the host's ` +
        `settings (see README, "Deploying").`,
    )
  } else if (missing.length > 0) {
    reporter.warn(
      `${missingSettingsMessage(missing)} Visitors will see "Something went wrong" for every ` +
        `message. Fill them in, or use npm start / npm run develop, which send to a local mail sink.`,
    )
  }
  Object.assign(process.env, emailJsEnv(config))
}
