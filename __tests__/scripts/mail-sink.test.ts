/** @jest-environment node */
import { spawn, type ChildProcess } from "node:child_process"
import { mkdirSync, mkdtempSync, readFileSync } from "node:fs"
import { connect } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { SEND_PATH } from "../../scripts/mail-sink.mjs"

// The real sink, as `npm run mail-sink` starts it, under faults and bad input.

const message = (subject: string, extra: Record<string, unknown> = {}) => ({
  lib_version: "4.4.1",
  user_id: "key",
  service_id: "service",
  template_id: "template",
  template_params: {
    from_name: "Ada Lovelace",
    from_email: "ada@example.com",
    subject,
    message: "Hello",
  },
  ...extra,
})

type Sink = { process: ChildProcess; origin: string; output: () => string; outbox: string }

function startSink(outbox: string, args: string[] = []): Promise<Sink> {
  const child = spawn(
    process.execPath,
    ["scripts/run-mail-sink.mjs", "--port", "0", "--outbox", outbox, ...args],
    { stdio: ["ignore", "pipe", "pipe"] },
  )
  let output = ""
  child.stdout.on("data", (chunk) => (output += chunk))
  child.stderr.on("data", (chunk) => (output += chunk))
  return new Promise((resolve, reject) => {
    child.stdout.on("data", () => {
      const listening = output.match(/listening at (http:\/\/127\.0\.0\.1:\d+)/)
      if (listening) resolve({ process: child, origin: listening[1], output: () => output, outbox })
    })
    child.on("exit", (code) => reject(new Error(`the sink exited (${code}): ${output}`)))
  })
}

// What the sink has printed once it prints `text` (its output reaches this process through a pipe,
// after its answer may have), or all of it after five seconds.
async function printed(sink: Sink, text: string) {
  for (let waited = 0; !sink.output().includes(text) && waited < 5000; waited += 50)
    await new Promise((resolve) => setTimeout(resolve, 50))
  return sink.output()
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)))

const outboxLines = (file: string) =>
  readFileSync(file, "utf8")
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line))

describe("the local mail sink", () => {
  let sink: Sink
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${sink.origin}${SEND_PATH}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    })

  beforeEach(async () => {
    sink = await startSink(join(mkdtempSync(join(tmpdir(), "sink-")), "outbox.jsonl"))
  })
  afterEach(() => sink.process.kill())

  it("accepts a message like the provider, prints it and appends it to the outbox", async () => {
    const response = await post(message("Hi"))
    expect(response.status).toBe(200)
    expect(await response.text()).toBe("OK")
    expect(await printed(sink, "Ada Lovelace")).toContain("Ada Lovelace <ada@example.com>: Hi")
    expect(outboxLines(sink.outbox)).toEqual([
      { receivedAt: expect.any(String), body: message("Hi") },
    ])
    expect(await (await fetch(`${sink.origin}/outbox`)).json()).toEqual([message("Hi")])
  })

  it.each([
    [{ ...message("x"), user_id: "" }, "The Public Key is required"],
    [{ ...message("x"), service_id: undefined }, "The service ID is required"],
    [{ ...message("x"), template_id: " " }, "The template ID is required"],
    [{ ...message("x"), lib_version: undefined }, "The lib_version parameter is required"],
    [{ ...message("x"), template_params: "text" }, "The template params have to be an object"],
    ["{oops", "The request body is not valid JSON"],
  ])("refuses %p with 400 and the reason", async (body, reason) => {
    const response = await post(body)
    expect(response.status).toBe(400)
    expect(await response.text()).toBe(reason)
  })

  it("survives a client that disconnects in the middle of its body", async () => {
    await new Promise<void>((resolve) => {
      const socket = connect(Number(new URL(sink.origin).port), "127.0.0.1", () => {
        socket.write(
          `POST ${SEND_PATH} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"lib_ver`,
        )
        setTimeout(() => (socket.destroy(), resolve()), 100)
      })
    })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(sink.process.exitCode).toBeNull()
    expect((await post(message("After the abort"))).status).toBe(200)
  })

  it("refuses a body over 64 KB with 413, announced or not, and stores nothing", async () => {
    const big = message("Big", { template_params: { message: "x".repeat(70_000) } })
    expect((await post(big)).status).toBe(413)
    const chunked = await fetch(`${sink.origin}${SEND_PATH}`, {
      method: "POST",
      body: new Blob([JSON.stringify(big)]).stream(),
      duplex: "half",
    } as RequestInit)
    expect(chunked.status).toBe(413)
    expect((await post(message("Small"))).status).toBe(200)
    expect(outboxLines(sink.outbox).map((line) => line.body.template_params.subject)).toEqual([
      "Small",
    ])
  })

  it("answers 40 concurrent sends, and writes each to the outbox once", async () => {
    const subjects = Array.from({ length: 40 }, (_, index) => `Burst ${index}`)
    const statuses = await Promise.all(subjects.map(async (s) => (await post(message(s))).status))
    expect(statuses).toEqual(subjects.map(() => 200))
    const written = outboxLines(sink.outbox).map((line) => line.body.template_params.subject)
    expect(written.sort()).toEqual([...subjects].sort())
  })

  it("keeps only the last 100 messages in memory; the outbox keeps all", async () => {
    for (let index = 0; index < 105; index++) await post(message(`Kept ${index}`))
    const listed = await (await fetch(`${sink.origin}/outbox`)).json()
    expect(listed).toHaveLength(100)
    expect(listed[0].template_params.subject).toBe("Kept 5")
    expect(outboxLines(sink.outbox)).toHaveLength(105)
  })

  it("lets no body overwrite the time it was received", async () => {
    await post(message("Backdated", { receivedAt: "1970-01-01T00:00:00.000Z" }))
    const [line] = outboxLines(sink.outbox)
    expect(Date.now() - Date.parse(line.receivedAt)).toBeLessThan(60_000)
    expect(line.body.receivedAt).toBe("1970-01-01T00:00:00.000Z")
  })

  it("answers the site's local pages, and refuses pages of any other origin", async () => {
    const preflight = (origin: string) =>
      fetch(`${sink.origin}${SEND_PATH}`, {
        method: "OPTIONS",
        headers: { Origin: origin, "Access-Control-Request-Method": "POST" },
      })
    const local = await preflight("http://localhost:9000")
    expect(local.status).toBe(204)
    expect(local.headers.get("access-control-allow-origin")).toBe("http://localhost:9000")
    expect(local.headers.get("access-control-allow-headers")).toMatch(/content-type/i)

    const foreign = await preflight("https://evil.example")
    expect(foreign.status).toBe(403)
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull()
    expect((await post(message("Forged"), { Origin: "https://evil.example" })).status).toBe(403)
    const outbox = await fetch(`${sink.origin}/outbox`, {
      headers: { Origin: "https://evil.example" },
    })
    expect(outbox.status).toBe(403)
    expect(outbox.headers.get("access-control-allow-origin")).toBeNull()
    expect(readFileSync(sink.outbox, { flag: "a+" }).toString()).toBe("")
  })

  it("prints no control characters, while the outbox keeps the exact text", async () => {
    const text = "Hello\u001b[2J\u001b[31m red\u0007\u009b"
    await post(message("Escape\u001b]0;title\u0007", { template_params: { message: text } }))
    const output = await printed(sink, "Hello[2J[31m red")
    for (const control of ["\u001b", "\u0007", "\u009b"]) expect(output).not.toContain(control)
    expect(output).toContain("Hello[2J[31m red")
    expect(outboxLines(sink.outbox)[0].body.template_params.message).toBe(text)
  })
})

describe("the local mail sink with an outbox it cannot write", () => {
  it("answers 500 and carries on", async () => {
    const folder = mkdtempSync(join(tmpdir(), "sink-"))
    mkdirSync(join(folder, "outbox.jsonl"))
    const sink = await startSink(join(folder, "outbox.jsonl"))
    try {
      const response = await fetch(`${sink.origin}${SEND_PATH}`, {
        method: "POST",
        body: JSON.stringify(message("Lost?")),
      })
      expect(response.status).toBe(500)
      expect(await printed(sink, "EISDIR")).toMatch(/a request failed \(500\): EISDIR/)
      expect((await fetch(`${sink.origin}/outbox`)).status).toBe(200)
    } finally {
      sink.process.kill()
    }
  })
})

describe("starting the mail sink", () => {
  const run = (args: string[]) => {
    const child = spawn(process.execPath, ["scripts/run-mail-sink.mjs", ...args])
    let output = ""
    child.stdout.on("data", (chunk) => (output += chunk))
    child.stderr.on("data", (chunk) => (output += chunk))
    return exited(child).then((code) => ({ code, output }))
  }

  it.each([
    [["--port", "abc"], /^mail sink: --port takes a port number from 0 to 65535, not "abc"\n$/],
    [["--port", "70000"], /^mail sink: --port takes a port number from 0 to 65535, not "70000"\n$/],
    [["--colour"], /^mail sink: Unknown option '--colour'[^\n]*\n$/],
  ])("refuses %p in one line", async (args, line) => {
    const { code, output } = await run(args)
    expect(code).toBe(2)
    expect(output).toMatch(line)
  })

  it("says in one line that the port is taken", async () => {
    const first = await startSink(join(mkdtempSync(join(tmpdir(), "sink-")), "outbox.jsonl"))
    try {
      const port = new URL(first.origin).port
      const { code, output } = await run(["--port", port])
      expect(code).toBe(2)
      expect(output).toBe(
        `mail sink: port ${port} is already in use: stop what uses it, or pass --port with another\n`,
      )
    } finally {
      first.process.kill()
    }
  })
})
