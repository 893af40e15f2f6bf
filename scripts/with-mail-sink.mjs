// @ts-check
// Runs Gatsby commands with the contact form wired up: through EmailJS when keys are configured
// (content/emailjs.yaml or GATSBY_EMAILJS_*), otherwise through the local mail sink, started here
// as a child process of its own.
//   node scripts/with-mail-sink.mjs "gatsby build" "gatsby serve --port 9000"
// When either child dies, the other is stopped and this exits non-zero with a message; SIGINT and
// SIGTERM stop both within 2 seconds.
import { spawn } from "node:child_process"
import { createInterface } from "node:readline"
import {
  emailJsEnv,
  loadEmailJsConfig,
  missingEmailJsSettings,
} from "../gatsby/emailjs/emailjs-config.mjs"

const STOP_GRACE_MS = 1500
const commands = process.argv.slice(2)
/** @type {Set<import("node:child_process").ChildProcess>} */
const children = new Set()

// Each child leads a process group of its own, so that stopping it stops what its shell started.
/**
 * @param {string} command
 * @param {string[]} args
 * @param {import("node:child_process").SpawnOptions} options
 */
function start(command, args, options) {
  const child = spawn(command, args, { detached: true, ...options })
  children.add(child)
  child.on("exit", () => children.delete(child))
  return child
}

/**
 * @param {import("node:child_process").ChildProcess} child
 * @param {NodeJS.Signals} signal
 */
const signalGroup = (child, signal) => {
  try {
    process.kill(-Number(child.pid), signal)
  } catch {
    // Already gone.
  }
}

// Stops every child (SIGTERM, then SIGKILL after the grace period) and exits with `status`.
let stopping = false
/**
 * @param {number} status
 * @param {string} [message]
 */
function stopAll(status, message) {
  if (stopping) return
  stopping = true
  if (message) console.error(message)
  for (const child of children) signalGroup(child, "SIGTERM")
  const deadline = setTimeout(() => {
    for (const child of children) signalGroup(child, "SIGKILL")
    process.exit(status)
  }, STOP_GRACE_MS)
  const check = setInterval(() => {
    if (children.size > 0) return
    clearInterval(check)
    clearTimeout(deadline)
    process.exit(status)
  }, 50)
}

process.on("SIGINT", () => stopAll(130))
process.on("SIGTERM", () => stopAll(143))

// Starts the mail sink and resolves with its origin once it listens. If it stops, everything does.
/**
 * @param {number} port
 * @returns {Promise<string>}
 */
function startSink(port) {
  const sink = start(process.execPath, ["scripts/run-mail-sink.mjs", "--port", String(port)], {
    stdio: ["ignore", "pipe", "inherit"],
  })
  return new Promise((resolve) => {
    // stdout is piped (above), so it is there.
    const output = /** @type {import("node:stream").Readable} */ (sink.stdout)
    createInterface({ input: output }).on("line", (line) => {
      console.log(line)
      const listening = line.match(/listening at (http:\/\/[^/]+)/)
      if (listening) resolve(listening[1])
    })
    sink.on("exit", (code) =>
      stopAll(1, `with-mail-sink: the mail sink stopped (exit code ${code}), so everything stops`),
    )
  })
}

/**
 * @param {string} command
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<number>}
 */
const run = (command, env) =>
  new Promise((resolve) =>
    start(command, [], { shell: true, stdio: "inherit", env }).on("exit", (code, signal) =>
      resolve(code ?? (signal ? 1 : 0)),
    ),
  )

async function main() {
  const { config, problems } = loadEmailJsConfig()
  if (problems.length > 0) {
    const messages = problems.map(({ message }) => message)
    return stopAll(1, `The EmailJS settings have a problem:\n- ${messages.join("\n- ")}`)
  }
  let env = process.env
  const missing = missingEmailJsSettings(config)
  if (missing.length === 0) {
    console.log(`contact form: sending through EmailJS at ${config.origin}`)
  } else {
    const origin = await startSink(Number(process.env.MAIL_SINK_PORT ?? 9001))
    const local = {
      publicKey: "local-public-key",
      serviceId: "local-service",
      templateId: "local-template",
      origin,
    }
    env = { ...process.env, ...emailJsEnv(local) }
    console.log(
      `contact form: no EmailJS keys configured (${missing.join(", ")} empty), so messages go to ` +
        `the local mail sink at ${origin}; they are printed here and appended to outbox.jsonl`,
    )
  }
  // The commands one after another; the first that fails stops everything.
  for (const command of commands) {
    const status = await run(command, env)
    if (stopping) return
    if (status !== 0) return stopAll(status, `with-mail-sink: "${command}" exited with ${status}`)
  }
  stopAll(0)
}

await main()
