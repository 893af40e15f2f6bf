// Builds the production site for the browser tests, its contact form pointed at the mail sink.
import { spawnSync } from "node:child_process"
import { emailJsEnv } from "../scripts/emailjs-config.mjs"
import { testEmailJs } from "./test-site.mjs"

const { status } = spawnSync("npx", ["gatsby", "build"], {
  stdio: "inherit",
  env: { ...process.env, ...emailJsEnv(testEmailJs) },
})
process.exit(status ?? 1)
