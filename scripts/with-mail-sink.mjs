// Runs Gatsby commands with the contact form wired up: through EmailJS when keys are configured
// (content/emailjs.yaml or GATSBY_EMAILJS_*), otherwise through the local mail sink, started here.
//   node scripts/with-mail-sink.mjs "gatsby build" "gatsby serve --port 9000"
import { spawn } from "node:child_process"
import {
  emailJsEnv,
  missingEmailJsSettings,
  readEmailJsFile,
  resolveEmailJsConfig,
} from "./emailjs-config.mjs"
import { SEND_PATH, startMailSink } from "./mail-sink.mjs"

const commands = process.argv.slice(2)
const config = resolveEmailJsConfig(readEmailJsFile(), process.env)
const missing = missingEmailJsSettings(config)

let sink = null
let env = process.env
if (missing.length === 0) {
  console.log(`contact form: sending through EmailJS at ${config.origin}`)
} else {
  sink = await startMailSink({ port: Number(process.env.MAIL_SINK_PORT ?? 9001) })
  const local = {
    publicKey: "local-public-key",
    serviceId: "local-service",
    templateId: "local-template",
    origin: sink.origin,
  }
  env = { ...process.env, ...emailJsEnv(local) }
  console.log(
    `contact form: no EmailJS keys configured (${missing.join(", ")} empty), so messages go to the local ` +
      `mail sink at ${sink.origin}${SEND_PATH}; they are printed here and appended to outbox.jsonl`,
  )
}

const run = (command) =>
  new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: "inherit", env })
    const forward = (signal) => child.kill(signal)
    process.once("SIGINT", forward)
    process.once("SIGTERM", forward)
    child.on("exit", (code, signal) => {
      process.off("SIGINT", forward)
      process.off("SIGTERM", forward)
      resolve(code ?? (signal ? 1 : 0))
    })
  })

let status = 0
for (const command of commands) {
  status = await run(command)
  if (status !== 0) break
}
await sink?.close()
process.exit(status)
