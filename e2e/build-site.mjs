// Builds what the browser tests serve: the site, its contact form pointed at the mail sink, and
// the framework floor that the byte budget is measured against.
import { spawnSync } from "node:child_process"
import { emailJsEnv } from "../scripts/emailjs-config.mjs"
import { testEmailJs } from "./test-site.mjs"

const build = (cwd, env = {}) =>
  spawnSync("npx", ["gatsby", "build"], { cwd, stdio: "inherit", env: { ...process.env, ...env } })
    .status

const status = build(".", emailJsEnv(testEmailJs)) || build("bench/floor")
process.exit(status ?? 1)
