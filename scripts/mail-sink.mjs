// A local stand-in for EmailJS: answers POST /api/v1.0/email/send on 127.0.0.1 as the provider does
// (200 "OK", or 400 with the reason), prints each message and appends it to an outbox file.
// GET /outbox lists what it received, for the browser tests. Run it with scripts/run-mail-sink.mjs.
import { appendFileSync, mkdirSync } from "node:fs"
import { createServer } from "node:http"
import { dirname } from "node:path"

export const SEND_PATH = "/api/v1.0/email/send"

const corsHeaders = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, GET, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type",
  "Access-Control-Max-Age": "600",
}

const requiredFields = {
  lib_version: "The lib_version parameter is required",
  user_id: "The Public Key is required",
  service_id: "The service ID is required",
  template_id: "The template ID is required",
}

/** Why the provider would refuse this body, or null when it would accept it. */
export function rejectionReason(text) {
  let body
  try {
    body = JSON.parse(text)
  } catch {
    return "The request body is not valid JSON"
  }
  if (typeof body !== "object" || body === null) return "The request body must be a JSON object"
  for (const [field, reason] of Object.entries(requiredFields)) {
    if (typeof body[field] !== "string" || body[field].trim() === "") return reason
  }
  const params = body.template_params
  if (
    params !== undefined &&
    (typeof params !== "object" || params === null || Array.isArray(params))
  ) {
    return "The template params have to be an object"
  }
  return null
}

const readBody = (request) =>
  new Promise((resolve, reject) => {
    const chunks = []
    request.on("data", (chunk) => chunks.push(chunk))
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")))
    request.on("error", reject)
  })

export function startMailSink({ port = 9001, outbox = "outbox.jsonl", log = console.log } = {}) {
  const received = []

  const server = createServer(async (request, response) => {
    const answer = (status, text, type = "text/plain") => {
      response.writeHead(status, { ...corsHeaders, "Content-Type": `${type}; charset=utf-8` })
      response.end(text)
    }
    if (request.method === "OPTIONS") return answer(204, "")
    if (request.method === "GET" && request.url === "/outbox")
      return answer(200, JSON.stringify(received), "application/json")
    if (request.method !== "POST" || request.url !== SEND_PATH) return answer(404, "Not Found")

    const text = await readBody(request)
    const reason = rejectionReason(text)
    if (reason) {
      log(`mail sink: refused a message (400): ${reason}`)
      return answer(400, reason)
    }
    const body = JSON.parse(text)
    received.push(body)
    mkdirSync(dirname(outbox), { recursive: true })
    appendFileSync(outbox, `${JSON.stringify({ receivedAt: new Date().toISOString(), ...body })}\n`)
    const params = body.template_params ?? {}
    log(
      `mail sink: message from ${params.from_name} <${params.from_email}>: ${params.subject}\n${params.message}\n`,
    )
    answer(200, "OK")
  })

  return new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, "127.0.0.1", () => {
      const { port: actualPort } = server.address()
      resolve({
        origin: `http://127.0.0.1:${actualPort}`,
        close: () => new Promise((done) => server.close(done)),
      })
    })
  })
}
