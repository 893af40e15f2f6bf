// Builds what the browser tests serve: the owner's site, the second owner's site, both with their
// contact form pointed at the mail sink, each in a copy of the project (so the project's own
// public/ never holds a test build), and the framework floor the byte budget is measured against.
import { emailJsEnv } from "../gatsby/emailjs/emailjs-config.mjs"
import { chromiumProblem } from "../scripts/chromium.mjs"
import { buildProject, copyProject } from "../scripts/project-copy.mjs"
import {
  FIXTURE_CONTENT,
  FIXTURE_OWNER_DIR,
  FIXTURE_OWNER_PREFIX,
  FIXTURE_OWNER_SITE_URL,
  OWNER_DIR,
  testEmailJs,
} from "./test-site.mjs"

// Before minutes of building: the browser the tests run in.
const noBrowser = chromiumProblem()
if (noBrowser) {
  console.error(noBrowser)
  process.exit(1)
}

const env = emailJsEnv(testEmailJs)

const buildOwner = () => buildProject(copyProject("content", OWNER_DIR).root, { env }).status

const buildFixtureOwner = () =>
  buildProject(copyProject(FIXTURE_CONTENT, FIXTURE_OWNER_DIR).root, {
    // Built as a deploy is, with its visits counted (gatsby/site-files/visit-counter.ts;
    // test-site.mjs, VISITS_COUNTED_CONTENT): the browser tests see each page ask for the pixel,
    // and answer it themselves. DEBUG set as a developer's shell may have it (Gatsby's server
    // bundle makes it a constant, which a library writing it cannot build with: architecture.test).
    env: {
      ...env,
      DEBUG: "portfolio:none",
      PATH_PREFIX: FIXTURE_OWNER_PREFIX,
      SITE_URL: FIXTURE_OWNER_SITE_URL,
      COUNT_VISITS: "true",
    },
    args: ["--prefix-paths"],
  }).status

const status = buildOwner() || buildFixtureOwner() || buildProject("bench/floor", { env }).status
process.exit(status ?? 1)
