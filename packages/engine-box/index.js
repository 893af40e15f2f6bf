// @ts-check
// An engine the build runs on the owner's content (Vega's drawing, satori and resvg, Typst), in a
// process of its own started with nothing of the build's environment, and limited from outside,
// by the operating system: a call that runs past its time, or a process that grows past its
// memory, is killed, its outcome says which, and the next call starts a new process. Between
// calls the process stays warm (an engine's start-up costs), holding nothing that keeps the
// build's process from ending; it is killed when the box closes or the build's process exits.
const { execFileSync, fork } = require("node:child_process")
const { readFileSync } = require("node:fs")
const path = require("node:path")
const { ENGINE_LIMITS, memoryText } = require("./limits")

/**
 * @typedef {import("./limits").Limits} Limits
 * @typedef {{ id: number, kind: "done", value: unknown } | { id: number, kind: "failed", message: string }} Reply
 *   what the engine's process answers a call (child.js)
 */

/**
 * What a call gave: its value, or why it has none: past its time, past its memory (the process was
 * killed), or an error of the engine's (its message, no stack).
 * @template T
 * @typedef {{ kind: "done", value: T } | { kind: "over-time", limits: Limits } | { kind: "over-memory", limits: Limits } | { kind: "failed", message: string }} Outcome
 */

/**
 * A box over an engine's module `E`: `run(name, ...args)` calls its function `name` with `args`
 * (values the structured clone algorithm copies: JSON's, Buffers, Maps) after the calls before it;
 * `close()` kills the process, if one runs (a later call starts a new one); `pid` its id, while
 * one runs.
 * @template {Record<string, any>} E
 * @typedef {{ run: <K extends keyof E & string>(name: K, ...args: Parameters<E[K]>) => Promise<Outcome<Awaited<ReturnType<E[K]>>>>, close: () => Promise<void>, readonly pid: number | null }} EngineBox
 */

const CHILD = path.join(__dirname, "child.js")
// How often a running call's process has its memory looked at.
const WATCH_MS = 100
// A process that holds more than this share of its memory after a call is replaced, so that no
// call is charged with what an earlier one left.
const KEEP_SHARE = 0.5
// What a process says on its error output as it dies for want of memory: Node's heap ran out (or a
// value grew past what it can hold), or a native engine's allocation failed (Rust's words).
const RAN_OUT = /out of memory|invalid size error|memory allocation of \d+ bytes failed/i

/**
 * The memory a process holds (its resident set), in bytes; null where it cannot be read (Windows).
 * @param {number} pid
 */
function residentBytes(pid) {
  try {
    if (process.platform === "linux") {
      const status = readFileSync(`/proc/${pid}/status`, "utf8")
      const kb = /^VmRSS:\s+(\d+)/m.exec(status)?.[1]
      return kb ? Number(kb) * 1024 : null
    }
    if (process.platform === "win32") return null
    return (
      Number(execFileSync("ps", ["-o", "rss=", "-p", String(pid)], { encoding: "utf8" })) * 1024
    )
  } catch {
    return null
  }
}

// The processes of every box, killed when the build's process exits (the children's own end, when
// their channel closes, covers a build that is killed).
/** @type {Set<import("node:child_process").ChildProcess>} */
const living = new Set()
process.once("exit", () => {
  for (const child of living) child.kill("SIGKILL")
})

/**
 * A process with a channel and its error output that keeps its parent alive only while `held`.
 * @param {import("node:child_process").ChildProcess} child
 * @param {boolean} held
 */
function hold(child, held) {
  const method = held ? "ref" : "unref"
  const stderr = /** @type {import("node:net").Socket | null} */ (child.stderr)
  child[method]()
  child.channel?.[method]()
  stderr?.[method]()
}

/**
 * @typedef {{ child: import("node:child_process").ChildProcess, ranOut: boolean }} Running an
 *   engine's process, and whether it said it ran out of memory
 */

/**
 * A new process for the engine's module `engine`, in `cwd` with the environment `env` only, Node
 * started with `nodeFlags`.
 * @param {string} engine
 * @param {{ limits: Limits, env: Record<string, string>, cwd: string, nodeFlags: ReadonlyArray<string> }} options
 * @returns {Running}
 */
function startProcess(engine, { limits, env, cwd, nodeFlags }) {
  const child = fork(CHILD, [engine], {
    cwd,
    env,
    // Node's heap stops at the same limit: a heap that runs out says so in its error output.
    execArgv: [`--max-old-space-size=${limits.megabytes}`, ...nodeFlags],
    serialization: "advanced",
    stdio: ["ignore", "ignore", "pipe", "ipc"],
  })
  const started = { child, ranOut: false }
  // A message sent as the process ends fails here; the call learns of it from its "close".
  child.on("error", () => {})
  // Its error output is read for one thing only, and its end kept to read it across two chunks.
  let end = ""
  child.stderr?.on("data", (data) => {
    const text = `${end}${data}`
    started.ranOut ||= RAN_OUT.test(text)
    end = text.slice(-100)
  })
  living.add(child)
  child.once("close", () => living.delete(child))
  return started
}

/**
 * One call in a process, killed from outside past its time or its memory: its answer, or why it
 * has none. `answered` hears of an answer, with the memory the process holds after it.
 * @param {Running} current
 * @param {{ id: number, name: string, args: unknown[], limits: Limits }} call
 * @param {(bytes: number | null) => void} answered
 * @returns {Promise<Outcome<unknown>>}
 */
function callIn(current, { id, name, args, limits }, answered) {
  const { child } = current
  const limitBytes = limits.megabytes * 1024 * 1024
  return new Promise((resolve) => {
    /** @type {"over-time" | "over-memory" | null} */
    let stopped = null
    const stop = (/** @type {"over-time" | "over-memory"} */ kind) => {
      stopped ??= kind
      child.kill("SIGKILL")
    }
    const timer = setTimeout(() => stop("over-time"), limits.seconds * 1000)
    const watch = setInterval(() => {
      const bytes = child.pid ? residentBytes(child.pid) : null
      if (bytes !== null && bytes > limitBytes) stop("over-memory")
    }, WATCH_MS)
    const end = (/** @type {Outcome<unknown>} */ outcome) => {
      clearTimeout(timer)
      clearInterval(watch)
      child.off("message", replied)
      child.off("close", ended)
      resolve(outcome)
    }
    const replied = (/** @type {Reply} */ reply) => {
      if (reply.id !== id) return
      answered(child.pid ? residentBytes(child.pid) : null)
      end(
        reply.kind === "done"
          ? { kind: "done", value: reply.value }
          : { kind: "failed", message: reply.message },
      )
    }
    const ended = (/** @type {number | null} */ code, /** @type {string | null} */ signal) => {
      if (stopped) end({ kind: stopped, limits })
      // It ran out of memory before the watch saw it pass its limit.
      else if (current.ranOut) end({ kind: "over-memory", limits })
      else
        end({ kind: "failed", message: `its process stopped (${signal ?? `exit code ${code}`})` })
    }
    child.on("message", replied)
    child.once("close", ended)
    try {
      child.send({ id, name, args })
    } catch (error) {
      answered(null)
      end({ kind: "failed", message: `its input cannot be sent to its process: ${error}` })
    }
  })
}

/**
 * A box that runs the functions `engine` (a module's file: CommonJS or an ES module) exports, one
 * call at a time, within `limits`. The process starts in `cwd` with the environment `env` only
 * (nothing of the build's: its tokens, its paths, its NODE_OPTIONS), Node started with `nodeFlags`
 * (none of the build's); its output reaches no log.
 * @param {{ engine: string, limits: Limits, env?: Record<string, string>, cwd?: string, nodeFlags?: ReadonlyArray<string> }} options
 * @returns {EngineBox<any>}
 */
function createEngineBox({ engine, limits, env = {}, cwd = process.cwd(), nodeFlags = [] }) {
  /** @type {Running | null} */
  let running = null
  let calls = 0
  /** @type {Promise<unknown>} */
  let queue = Promise.resolve()

  /** Kills a process; the next call starts a new one. @param {Running} current */
  const retire = (current) => {
    if (running === current) running = null
    current.child.kill("SIGKILL")
  }

  /** @param {string} name @param {unknown[]} args */
  const call = (name, args) => {
    if (!running) {
      const started = startProcess(engine, { limits, env, cwd, nodeFlags })
      started.child.once("close", () => {
        if (running === started) running = null
      })
      running = started
    }
    const current = running
    hold(current.child, true)
    // A process left holding more than its share of memory is replaced; else it waits, idle.
    return callIn(current, { id: ++calls, name, args, limits }, (bytes) => {
      if (bytes !== null && bytes > limits.megabytes * 1024 * 1024 * KEEP_SHARE) retire(current)
      else hold(current.child, false)
    })
  }

  return /** @type {EngineBox<any>} */ ({
    run(/** @type {string} */ name, /** @type {unknown[]} */ ...args) {
      const outcome = queue.then(() => call(name, args))
      queue = outcome
      return outcome
    },
    async close() {
      const current = running
      if (!current) return
      const closed = new Promise((resolve) => current.child.once("close", resolve))
      hold(current.child, true)
      retire(current)
      await closed
    },
    get pid() {
      return running?.child.pid ?? null
    },
  })
}

/**
 * Why a call was stopped, as a sentence says it after its subject ("it", "its share card"): "takes
 * longer than 30 s to draw", "needs more than 1 GB of memory to typeset".
 * @param {{ kind: "over-time" | "over-memory", limits: Limits }} outcome
 * @param {string} verb what the engine does: "draw", "typeset"
 */
function overLimitText({ kind, limits }, verb) {
  return kind === "over-time"
    ? `takes longer than ${limits.seconds} s to ${verb}`
    : `needs more than ${memoryText(limits.megabytes)} of memory to ${verb}`
}

module.exports = { createEngineBox, ENGINE_LIMITS, memoryText, overLimitText, residentBytes }
