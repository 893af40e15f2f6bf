/** @jest-environment node */
import { execFileSync, spawn, type ChildProcess } from "node:child_process"
import { mkdtempSync, readFileSync } from "node:fs"
import { connect } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { SEND_PATH } from "../../scripts/mail-sink.mjs"

// npm start and npm run develop run through with-mail-sink: a Gatsby command beside the local
// mail sink. Here a small node program stands in for Gatsby; the sink and the wrapper are real.

// Running, and not a zombie waiting to be reaped (a container's init may never reap it).
const isAlive = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"))
  } catch {
    return false
  }
}

const stopped = (pid: number) =>
  new Promise<boolean>((resolve) => {
    const started = Date.now()
    const poll = setInterval(() => {
      if (isAlive(pid) && Date.now() - started < 500) return
      clearInterval(poll)
      resolve(!isAlive(pid))
    }, 20)
  })

// ps exits 1 when the process has no children.
const childrenOf = (pid: number) => {
  try {
    return execFileSync("ps", ["-o", "pid=", "--ppid", String(pid)], { encoding: "utf8" })
      .split("\n")
      .map(Number)
      .filter(Boolean)
  } catch {
    return []
  }
}

type Wrapper = {
  process: ChildProcess
  output: () => string
  sinkOrigin: () => Promise<string>
  commandPid: () => Promise<number>
  exit: Promise<{ code: number | null; at: number }>
}

function startWrapper(command: string): Wrapper {
  const folder = mkdtempSync(join(tmpdir(), "with-sink-"))
  const pidFile = join(folder, "command.pid")
  const child = spawn(
    process.execPath,
    ["scripts/with-mail-sink.mjs", command.replace("PID_FILE", pidFile)],
    {
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        // No EmailJS keys from the owner's content or the environment: the sink is used.
        CONTENT_DIR: folder,
        GATSBY_EMAILJS_PUBLIC_KEY: "",
        GATSBY_EMAILJS_SERVICE_ID: "",
        GATSBY_EMAILJS_TEMPLATE_ID: "",
        MAIL_SINK_PORT: "0",
      },
    },
  )
  started.push(child)
  let output = ""
  const collect = (chunk: Buffer) => (output += chunk)
  child.stdout.on("data", collect)
  child.stderr.on("data", collect)
  let running = true
  child.on("exit", () => (running = false))
  // Polls until `find` finds something, or rejects once the wrapper has exited without it.
  const waitFor =
    <T>(find: () => T | null) =>
    () =>
      new Promise<T>((resolve, reject) => {
        const poll = setInterval(() => {
          const found = find()
          if (found !== null) resolve((clearInterval(poll), found))
          else if (!running) reject((clearInterval(poll), new Error(`not found in: ${output}`)))
        }, 20)
      })
  return {
    process: child,
    output: () => output,
    sinkOrigin: waitFor(
      () => output.match(/listening at (http:\/\/127\.0\.0\.1:\d+)/)?.[1] ?? null,
    ),
    commandPid: waitFor(() => {
      try {
        return Number(readFileSync(pidFile, "utf8")) || null
      } catch {
        return null
      }
    }),
    exit: new Promise((resolve) => child.on("exit", (code) => resolve({ code, at: Date.now() }))),
  }
}

// A stand-in for `gatsby serve`: writes its pid, then runs until it is stopped.
const serve = `node -e "require('fs').writeFileSync('PID_FILE', String(process.pid)); setInterval(() => {}, 1000)"`

const started: ChildProcess[] = []

const kill = (pid: number) => {
  try {
    process.kill(pid, "SIGKILL")
  } catch {
    // Gone already.
  }
}

// Whatever a failed test left running is not left behind.
afterAll(() => {
  for (const wrapper of started) {
    for (const pid of wrapper.pid ? childrenOf(wrapper.pid) : []) kill(-pid)
    if (wrapper.pid) kill(wrapper.pid)
  }
})

describe("with-mail-sink", () => {
  it("runs the command beside the sink and points the form at it", async () => {
    const wrapper = startWrapper(serve)
    const origin = await wrapper.sinkOrigin()
    await wrapper.commandPid()
    expect(wrapper.output()).toContain(`messages go to the local mail sink at ${origin}`)
    wrapper.process.kill("SIGTERM")
    await wrapper.exit
  })

  it("stops the command and exits non-zero with a message when the sink dies", async () => {
    const wrapper = startWrapper(serve)
    await wrapper.sinkOrigin()
    const commandPid = await wrapper.commandPid()
    const [sinkPid] = childrenOf(wrapper.process.pid ?? 0).filter((pid) => pid !== commandPid)
    process.kill(sinkPid, "SIGKILL")
    const { code } = await wrapper.exit
    expect(code).not.toBe(0)
    expect(wrapper.output()).toMatch(
      /the mail sink stopped \(exit code null\), so everything stops/,
    )
    expect(await stopped(commandPid)).toBe(true)
  })

  it("stops the sink and exits non-zero with a message when the command fails", async () => {
    const wrapper = startWrapper(`node -e "setTimeout(() => process.exit(3), 300)"`)
    const origin = await wrapper.sinkOrigin()
    const { code } = await wrapper.exit
    expect(code).toBe(3)
    expect(wrapper.output()).toContain("exited with 3")
    await expect(fetch(`${origin}/outbox`)).rejects.toThrow()
  })

  it("stops everything within 2 seconds on SIGTERM, even with a stalled upload", async () => {
    const wrapper = startWrapper(serve)
    const origin = new URL(await wrapper.sinkOrigin())
    const commandPid = await wrapper.commandPid()
    const stalled = connect(Number(origin.port), "127.0.0.1")
    stalled.on("error", () => undefined)
    await new Promise((resolve) => stalled.on("connect", resolve))
    stalled.write(
      `POST ${SEND_PATH} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"lib_`,
    )
    const sent = Date.now()
    wrapper.process.kill("SIGTERM")
    const { at } = await wrapper.exit
    expect(at - sent).toBeLessThan(2000)
    expect(await stopped(commandPid)).toBe(true)
    await expect(fetch(`${origin.origin}/outbox`)).rejects.toThrow()
    stalled.destroy()
  })
})
