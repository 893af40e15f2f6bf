// The local mail sink on its own: node scripts/run-mail-sink.mjs [--port 9001] [--outbox outbox.jsonl]
import { parseArgs } from "node:util"
import { SEND_PATH, startMailSink } from "./mail-sink.mjs"

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "9001" },
    outbox: { type: "string", default: "outbox.jsonl" },
  },
})
const sink = await startMailSink({ port: Number(values.port), outbox: values.outbox })
console.log(`mail sink: listening at ${sink.origin}${SEND_PATH}, writing to ${values.outbox}`)
const stop = () => sink.close().then(() => process.exit(0))
process.on("SIGINT", stop)
process.on("SIGTERM", stop)
