// @ts-check
// The local mail sink on its own:
//   node scripts/run-mail-sink.mjs [--port 9001] [--outbox outbox.jsonl] [--allow-origin URL ...]
// A bad flag or a taken port is one line on stderr and exit code 2.
import { parseArgs } from "node:util"
import { LOCAL_SITE_ORIGINS, SEND_PATH, startMailSink } from "./mail-sink.mjs"

function options() {
  const { values } = parseArgs({
    options: {
      port: { type: "string", default: "9001" },
      outbox: { type: "string", default: "outbox.jsonl" },
      "allow-origin": { type: "string", multiple: true, default: [] },
    },
  })
  const port = Number(values.port)
  if (!/^\d+$/.test(values.port) || port > 65535) {
    throw new Error(`--port takes a port number from 0 to 65535, not "${values.port}"`)
  }
  return {
    port,
    outbox: values.outbox,
    allowed: [...LOCAL_SITE_ORIGINS, ...values["allow-origin"]],
  }
}

try {
  const { port, outbox, allowed } = options()
  const sink = await startMailSink({ port, outbox, allowedOrigins: allowed }).catch((error) => {
    throw error.code === "EADDRINUSE"
      ? new Error(`port ${port} is already in use: stop what uses it, or pass --port with another`)
      : error
  })
  console.log(`mail sink: listening at ${sink.origin}${SEND_PATH}, writing to ${outbox}`)
  const stop = () => sink.close().then(() => process.exit(0))
  process.on("SIGINT", stop)
  process.on("SIGTERM", stop)
} catch (error) {
  console.error(`mail sink: ${error instanceof Error ? error.message : error}`)
  process.exit(2)
}
