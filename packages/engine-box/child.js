// @ts-check
// The engine's process (index.js forks it): it loads the engine's module once, then answers each
// call with the value of the function it names, or the message of its error. It ends with its
// channel: when the build's process ends, however it ends.
const { pathToFileURL } = require("node:url")

const [engineFile] = process.argv.slice(2)
/** @type {Promise<Record<string, unknown>>} */
const engine = import(pathToFileURL(engineFile).href)

/** @param {import("./index").Reply} reply */
function answer(reply) {
  try {
    process.send?.(reply)
  } catch (error) {
    process.send?.({ id: reply.id, kind: "failed", message: `its result cannot be sent: ${error}` })
  }
}

process.on("message", async (/** @type {{ id: number, name: string, args: unknown[] }} */ call) => {
  const { id, name, args } = call
  try {
    const functions = await engine
    // A CommonJS module's exports are its default.
    const called = functions[name] ?? /** @type {any} */ (functions.default)?.[name]
    if (typeof called !== "function") throw new Error(`${engineFile} exports no function ${name}`)
    answer({ id, kind: "done", value: await called(...args) })
  } catch (error) {
    answer({ id, kind: "failed", message: error instanceof Error ? error.message : String(error) })
  }
})

process.on("disconnect", () => process.exit(0))
