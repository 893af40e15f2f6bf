// @ts-check
// The box, over an engine of the test's own: what a call gives, the
// environment it sees, and the process killed from outside past its time or its memory, inside
// Node's heap or outside it; none left behind: node --test packages/.
import assert from "node:assert/strict"
import { spawnSync } from "node:child_process"
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { tmpdir } from "node:os"
import { describe, it } from "node:test"

const requireHere = createRequire(import.meta.url)
/** @type {typeof import("../index")} */
const { createEngineBox, overLimitText } = requireHere("../index")

// An engine of the test's own: one that answers, fails, loops, and takes memory inside Node's heap
// or outside it (as resvg, Typst and sharp do), keeping it until its process ends.
const here = mkdtempSync(path.join(tmpdir(), "engine-box-"))
const engine = path.join(here, "engine.js")
writeFileSync(
  engine,
  `const kept = []
module.exports = {
  echo: (value) => value,
  about: () => ({ pid: process.pid, env: { ...process.env }, cwd: process.cwd() }),
  fail: (message) => {
    throw new Error(message)
  },
  loop: () => {
    for (;;);
  },
  wait: (ms) => new Promise((resolve) => setTimeout(() => resolve(ms), ms)),
  growHeap: (megabytes) => {
    for (let mb = 0; mb < megabytes; mb++) kept.push(Array.from({ length: 131072 }, (_, i) => i + 0.5))
    return kept.length
  },
  growOutside: (megabytes) => {
    for (let mb = 0; mb < megabytes; mb++) kept.push(Buffer.alloc(1024 * 1024, 1))
    return kept.length
  },
}
`,
)
const box = (limits = { seconds: 5, megabytes: 256 }, options = {}) =>
  createEngineBox({ engine, limits, ...options })

// Whether a process of this machine has the id `pid` and has not ended (a process that ended after
// its parent stays a zombie until the system's first process collects it).
const isAlive = (/** @type {number} */ pid) => {
  try {
    process.kill(pid, 0)
  } catch {
    return false
  }
  return (
    !existsSync(`/proc/${pid}`) || !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, "utf8"))
  )
}

/**
 * The value of a call, which must have given one.
 * @param {import("../index").Outcome<any>} outcome
 */
function valueOf(outcome) {
  assert.equal(outcome.kind, "done", JSON.stringify(outcome))
  return /** @type {{ value: any }} */ (outcome).value
}

/**
 * A call's outcome, which must be that it was stopped.
 * @param {import("../index").Outcome<any>} outcome
 */
function stoppedOf(outcome) {
  assert.ok(outcome.kind === "over-time" || outcome.kind === "over-memory", outcome.kind)
  return /** @type {{ kind: "over-time" | "over-memory", limits: import("../index").Limits }} */ (
    outcome
  )
}

// Each test's own time limit: without the box's, a call would run for ever.
const limited = { timeout: 60_000 }

describe("an engine in a box", () => {
  it(
    "answers each call with its value, from one warm process, and the engine's error as a message",
    limited,
    async () => {
      const engineBox = box()
      const value = { text: "Ọkáfọ̀r", bytes: Buffer.from([1, 2, 3]), files: new Map([["a", 1]]) }
      assert.deepEqual(await engineBox.run("echo", value), { kind: "done", value })
      const first = valueOf(await engineBox.run("about"))
      const second = valueOf(await engineBox.run("about"))
      assert.equal(second.pid, first.pid)
      assert.notEqual(first.pid, process.pid)
      assert.deepEqual(await engineBox.run("fail", "no data"), {
        kind: "failed",
        message: "no data",
      })
      assert.deepEqual(await engineBox.run("nothing"), {
        kind: "failed",
        message: `${engine} exports no function nothing`,
      })
      await engineBox.close()
    },
  )

  it(
    "starts its process with the environment it is given and nothing of the build's",
    limited,
    async () => {
      process.env.ENGINE_BOX_SECRET = "token"
      const engineBox = box(undefined, { env: { TZ: "UTC" }, cwd: here })
      const value = valueOf(await engineBox.run("about"))
      delete process.env.ENGINE_BOX_SECRET
      assert.deepEqual(value.env, { TZ: "UTC" })
      assert.equal(value.cwd, here)
      await engineBox.close()
    },
  )

  it(
    "kills a call past its time, says so, and answers the next call from a new process",
    limited,
    async () => {
      const engineBox = box({ seconds: 1, megabytes: 256 })
      const before = valueOf(await engineBox.run("about"))
      const started = Date.now()
      const outcome = stoppedOf(await engineBox.run("loop"))
      assert.deepEqual(outcome, { kind: "over-time", limits: { seconds: 1, megabytes: 256 } })
      assert.ok(Date.now() - started < 3000, `stopped after ${Date.now() - started} ms`)
      assert.equal(overLimitText(outcome, "draw"), "takes longer than 1 s to draw")
      assert.equal(isAlive(before.pid), false)
      const after = valueOf(await engineBox.run("about"))
      assert.notEqual(after.pid, before.pid)
      await engineBox.close()
    },
  )

  it(
    "kills a process past its memory, in Node's heap or outside it (a native engine's)",
    limited,
    async () => {
      const limits = { seconds: 60, megabytes: 200 }
      for (const grow of ["growHeap", "growOutside"]) {
        const engineBox = box(limits)
        const started = Date.now()
        const outcome = stoppedOf(await engineBox.run(grow, 4000))
        assert.deepEqual([grow, outcome], [grow, { kind: "over-memory", limits }])
        assert.ok(Date.now() - started < 20_000, `${grow} stopped after ${Date.now() - started} ms`)
        assert.equal(
          overLimitText(outcome, "typeset"),
          "needs more than 200 MB of memory to typeset",
        )
        assert.equal((await engineBox.run("echo", 1)).kind, "done")
        await engineBox.close()
      }
    },
  )

  it("replaces a process that a call left holding more than half its memory", limited, async () => {
    const engineBox = box({ seconds: 30, megabytes: 200 })
    const before = valueOf(await engineBox.run("about"))
    valueOf(await engineBox.run("growOutside", 120))
    const after = valueOf(await engineBox.run("about"))
    assert.notEqual(after.pid, before.pid)
    await engineBox.close()
  })

  it("runs one call at a time: a call's time starts when it starts", limited, async () => {
    // Three calls of 3 s, each under the limit of 5 s, all three over it: with a margin for the
    // engine's start and a busy machine.
    const engineBox = box({ seconds: 5, megabytes: 256 })
    const outcomes = await Promise.all([3000, 3000, 3000].map((ms) => engineBox.run("wait", ms)))
    assert.deepEqual(
      outcomes.map((outcome) => outcome.kind),
      ["done", "done", "done"],
    )
    await engineBox.close()
  })

  it(
    "leaves no process behind when it is closed, or when the build's process ends without closing it",
    limited,
    async () => {
      const engineBox = box()
      const value = valueOf(await engineBox.run("about"))
      await engineBox.close()
      assert.equal(isAlive(value.pid), false)
      assert.equal(engineBox.pid, null)

      // A process that runs a call and never closes its box ends on its own, and its engine's too.
      const script = `
      const { createEngineBox } = require(${JSON.stringify(requireHere.resolve("../index"))})
      const box = createEngineBox({ engine: ${JSON.stringify(engine)}, limits: { seconds: 5, megabytes: 256 } })
      box.run("about").then(({ value }) => console.log(value.pid))`
      const started = Date.now()
      const ran = spawnSync(process.execPath, ["-e", script], { encoding: "utf8", timeout: 20_000 })
      assert.equal(ran.status, 0, ran.stderr)
      assert.ok(Date.now() - started < 10_000, `ended after ${Date.now() - started} ms`)
      assert.equal(isAlive(Number(ran.stdout)), false)
    },
  )
})
