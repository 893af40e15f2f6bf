// Serves a build: node scripts/run-static-server.mjs --dir public --port 9000 [--prefix /portfolio]
import { parseArgs } from "node:util"
import { serveStatic } from "./static-server.mjs"

const { values } = parseArgs({
  options: {
    dir: { type: "string", default: "public" },
    port: { type: "string", default: "9000" },
    prefix: { type: "string", default: "" },
  },
})
const server = await serveStatic(values.dir, Number(values.port), values.prefix)
console.log(`serving ${values.dir} at ${server.origin}${values.prefix}/`)
const stop = () => server.close().then(() => process.exit(0))
process.on("SIGINT", stop)
process.on("SIGTERM", stop)
