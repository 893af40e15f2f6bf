import path from "node:path"
import { CONTENT_DIR } from "../content/content-dir.mjs"
import { contentFileName } from "../content/content-file-table"
import { readYaml } from "../content/yaml-file.mjs"

// The visit counter (profile.yaml's `visits`, content/README.md "Visits"): GoatCounter's pixel, an
// <img> in every page's HTML that asks https://<code>.goatcounter.com/count for the page's path as
// the page loads; no script, no cookie. Only a build that publishes the site has it: one run with
// COUNT_VISITS=true (the deploy workflow, Netlify's production context), and never one of Netlify's
// deploy previews or branch deploys (CONTEXT), so that `npm start`, `npm run develop`, the tests and
// a pull request's preview send nothing.

export const COUNT_VISITS = "COUNT_VISITS"

type Env = Readonly<Record<string, string | undefined>>

// Whether this build publishes the site, and may count its visits.
export const countsVisits = (env: Env) =>
  env[COUNT_VISITS] === "true" && (env.CONTEXT === undefined || env.CONTEXT === "production")

// The owner's GoatCounter code, from profile.yaml (checked when the build started), or null.
const goatCounterCode = (contentDir: string) => {
  const profile = readYaml(path.join(contentDir, contentFileName("profile"))) as {
    visits?: { goatcounter?: string }
  }
  return profile.visits?.goatcounter?.trim() ?? null
}

/**
 * The counter's endpoint for this build, GoatCounter's count address of the owner's code, or null
 * when the owner has none or the build does not publish the site.
 */
export function visitCounterEndpoint(env: Env = process.env, contentDir = CONTENT_DIR) {
  const code = countsVisits(env) ? goatCounterCode(contentDir) : null
  return code === null ? null : `https://${code}.goatcounter.com/count`
}

// The endpoint reaches the pages' renderer (gatsby-ssr.tsx) as GATSBY_VISIT_COUNTER, which Gatsby
// builds into it; set once the content checks have passed, empty without a counter.
export function applyVisitCounter() {
  process.env.GATSBY_VISIT_COUNTER = visitCounterEndpoint() ?? ""
}
