/** @jest-environment node */
import { mkdtempSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { SEND_PATH, startMailSink } from "../../scripts/mail-sink.mjs"

const validBody = {
  lib_version: "4.4.1",
  user_id: "key",
  service_id: "service",
  template_id: "template",
  template_params: {
    from_name: "Ada Lovelace",
    from_email: "ada@example.com",
    subject: "Hi",
    message: "Hello",
  },
}

describe("the local mail sink", () => {
  const outbox = join(mkdtempSync(join(tmpdir(), "sink-")), "outbox.jsonl")
  const printed: string[] = []
  let sink: { origin: string; close: () => Promise<void> }

  beforeAll(async () => {
    sink = await startMailSink({ port: 0, outbox, log: (line: string) => printed.push(line) })
  })
  afterAll(() => sink.close())

  const post = (body: unknown) =>
    fetch(`${sink.origin}${SEND_PATH}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
    })

  it("answers the CORS preflight", async () => {
    const response = await fetch(`${sink.origin}${SEND_PATH}`, {
      method: "OPTIONS",
      headers: { Origin: "http://127.0.0.1:9000", "Access-Control-Request-Method": "POST" },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get("access-control-allow-origin")).toBe("*")
    expect(response.headers.get("access-control-allow-headers")).toMatch(/content-type/i)
  })

  it("accepts a message like the provider, prints it and appends it to the outbox", async () => {
    const response = await post(validBody)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe("OK")
    expect(printed.join("\n")).toContain("Ada Lovelace <ada@example.com>: Hi")
    const lines = readFileSync(outbox, "utf8").trim().split("\n")
    expect(JSON.parse(lines[lines.length - 1])).toMatchObject(validBody)
    const listed = await (await fetch(`${sink.origin}/outbox`)).json()
    expect(listed).toContainEqual(validBody)
  })

  it.each([
    [{ ...validBody, user_id: "" }, "The Public Key is required"],
    [{ ...validBody, service_id: undefined }, "The service ID is required"],
    [{ ...validBody, template_id: " " }, "The template ID is required"],
    [{ ...validBody, lib_version: undefined }, "The lib_version parameter is required"],
    [{ ...validBody, template_params: "text" }, "The template params have to be an object"],
    ["{oops", "The request body is not valid JSON"],
  ])("refuses %p with 400 and the reason", async (body, reason) => {
    const response = await post(body)
    expect(response.status).toBe(400)
    expect(await response.text()).toBe(reason)
  })
})
