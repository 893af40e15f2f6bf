// Builds what the browser tests serve: the owner's site, the second owner's site, both with their
// contact form pointed at the mail sink, and the framework floor the byte budget is measured against.
import { emailJsEnv } from "../build/emailjs-config.mjs"
import { buildProject, copyProject } from "./fixture-site.mjs"
import {
  FIXTURE_CONTENT,
  FIXTURE_OWNER_DIR,
  FIXTURE_OWNER_PREFIX,
  FIXTURE_OWNER_SITE_URL,
  testEmailJs,
} from "./test-site.mjs"

const env = emailJsEnv(testEmailJs)

const build = (root) => buildProject(root, { env }).status

const buildFixtureOwner = () =>
  buildProject(copyProject(FIXTURE_CONTENT, FIXTURE_OWNER_DIR).root, {
    env: { ...env, PATH_PREFIX: FIXTURE_OWNER_PREFIX, SITE_URL: FIXTURE_OWNER_SITE_URL },
    args: ["--prefix-paths"],
  }).status

const status = build(".") || buildFixtureOwner() || build("bench/floor")
process.exit(status ?? 1)
