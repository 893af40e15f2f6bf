// @ts-check
// A local stand-in for EmailJS: answers POST /api/v1.0/email/send on 127.0.0.1 as the provider does
// (200 "OK", or 400 with the reason), prints each message and appends it to an outbox file.
// GET /outbox lists the last messages, for the browser tests. Run it with scripts/run-mail-sink.mjs.
//
// It is built not to fall over: a request that fails answers 500 and the sink carries on; a body
// over 64 KB gets 413; it keeps a bounded list in memory; only the site's own local origins may
// call it from a browser; and what it prints cannot drive the terminal.
import { appendFile, mkdir } from "node:fs/promises"
import { createServer } from "node:http"
import { dirname } from "node:path"

export const SEND_PATH = "/api/v1.0/email/send"
export const MAX_BODY_BYTES = 64 * 1024
const KEPT_MESSAGES = 100

// The pages that may call the sink: the site under `gatsby develop` (8000) and `npm start` (9000).
export const LOCAL_SITE_ORIGINS = ["localhost", "127.0.0.1"].flatMap((host) =>
  [8000, 9000].map((port) => `http://${host}:${port}`),
)

const requiredFields = {
  lib_version: "The lib_version parameter is required",
  user_id: "The Public Key is required",
  service_id: "The service ID is required",
  template_id: "The template ID is required",
}

/** Why the provider would refuse this body, or null when it would accept it.
 * @param {string} text
 * @returns {string | null} */
export function rejectionReason(text) {
  /** @type {unknown} */
  let body
  try {
    body = JSON.parse(text)
  } catch {
    return "The request body is not valid JSON"
  }
  if (typeof body !== "object" || body === null) return "The request body must be a JSON object"
  for (const [field, reason] of Object.entries(requiredFields)) {
    const value = /** @type {Record<string, unknown>} */ (body)[field]
    if (typeof value !== "string" || value.trim() === "") return reason
  }
  const params = /** @type {Record<string, unknown>} */ (body).template_params
  if (
    params !== undefined &&
    (typeof params !== "object" || params === null || Array.isArray(params))
  ) {
    return "The template params have to be an object"
  }
  return null
}

/** @param {number} code */
const isControl = (code) => code < 0x20 || (code >= 0x7f && code <= 0x9f)

/** Text as the terminal may show it: line breaks, but no escape sequences or other controls. */
/** @param {unknown} text */
export const printable = (text) =>
  [...String(text)].filter((char) => char === "\n" || !isControl(char.charCodeAt(0))).join("")

class TooLarge extends Error {}

/**
 * @param {import("node:http").IncomingMessage} request
 * @param {number} limit
 * @returns {Promise<string>}
 */
const readBody = (request, limit) =>
  new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = []
    let size = 0
    request.on("data", (/** @type {Buffer} */ chunk) => {
      size += chunk.length
      if (size > limit) reject(new TooLarge())
      else chunks.push(chunk)
    })
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")))
    request.on("error", reject)
    request.on("close", () => reject(new Error("the client went away before the end")))
  })

/**
 * @param {{ port?: number, outbox?: string, log?: (line: string) => void, allowedOrigins?: Iterable<string> }} [options]
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export function startMailSink({
  port = 9001,
  outbox = "outbox.jsonl",
  log = console.log,
  allowedOrigins = LOCAL_SITE_ORIGINS,
} = {}) {
  const allowed = new Set(allowedOrigins)
  /** @type {unknown[]} */
  const kept = []
  // Outbox lines are appended one after another, never interleaved.
  let writing = Promise.resolve()
  /** @param {string} line */
  const append = (line) => {
    const write = writing.then(async () => {
      await mkdir(dirname(outbox), { recursive: true })
      await appendFile(outbox, line)
    })
    writing = write.catch(() => undefined)
    return write
  }

  /**
   * @param {import("node:http").IncomingMessage} request
   * @param {import("node:http").ServerResponse} response
   */
  const handle = async (request, response) => {
    const origin = request.headers.origin
    const cors =
      origin && allowed.has(origin)
        ? {
            "Access-Control-Allow-Origin": origin,
            "Access-Control-Allow-Methods": "POST, GET, OPTIONS",
            "Access-Control-Allow-Headers": "Content-Type",
            "Access-Control-Max-Age": "600",
            Vary: "Origin",
          }
        : { Vary: "Origin" }
    /** @type {(status: number, text: string, type?: string) => void} */
    const answer = (status, text, type = "text/plain") => {
      if (response.headersSent) return
      response.writeHead(status, { ...cors, "Content-Type": `${type}; charset=utf-8` })
      response.end(text)
    }
    // A page of another origin gets nothing: no CORS headers, no messages, no outbox.
    if (origin && !allowed.has(origin)) {
      log(`mail sink: refused a request from ${printable(origin)} (403)`)
      return answer(403, "Forbidden: only the site's local pages may use the mail sink")
    }
    if (request.method === "OPTIONS") return answer(204, "")
    if (request.method === "GET" && request.url === "/outbox")
      return answer(200, JSON.stringify(kept), "application/json")
    if (request.method !== "POST" || request.url !== SEND_PATH) return answer(404, "Not Found")
    if (Number(request.headers["content-length"] ?? 0) > MAX_BODY_BYTES) {
      response.setHeader("Connection", "close")
      response.on("finish", () => request.destroy())
      return answer(413, `The request body is over ${MAX_BODY_BYTES / 1024} KB`)
    }

    let text
    try {
      text = await readBody(request, MAX_BODY_BYTES)
    } catch (error) {
      if (!(error instanceof TooLarge)) throw error
      response.setHeader("Connection", "close")
      response.on("finish", () => request.destroy())
      return answer(413, `The request body is over ${MAX_BODY_BYTES / 1024} KB`)
    }
    const reason = rejectionReason(text)
    if (reason) {
      log(`mail sink: refused a message (400): ${reason}`)
      return answer(400, reason)
    }
    const body = JSON.parse(text)
    await append(`${JSON.stringify({ receivedAt: new Date().toISOString(), body })}\n`)
    kept.push(body)
    if (kept.length > KEPT_MESSAGES) kept.shift()
    const params = body.template_params ?? {}
    log(
      printable(
        `mail sink: message from ${params.from_name} <${params.from_email}>: ${params.subject}`,
      ) + `\n${printable(params.message)}\n`,
    )
    answer(200, "OK")
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error) => {
      log(
        `mail sink: a request failed (500): ${printable(error instanceof Error ? error.message : error)}`,
      )
      answer500(response)
    })
  })
  /** @param {import("node:http").ServerResponse} response */
  const answer500 = (response) => {
    if (response.headersSent || response.destroyed) return
    response.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" })
    response.end("The mail sink could not take the message")
  }
  server.on("clientError", (_error, socket) => socket.destroy())

  return new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, "127.0.0.1", () => {
      // Listening on a TCP port, the server's address is an AddressInfo (a string is a pipe's).
      const { port: actualPort } = /** @type {import("node:net").AddressInfo} */ (server.address())
      resolve({
        origin: `http://127.0.0.1:${actualPort}`,
        // Stops at once, stalled uploads and all.
        close: () =>
          /** @type {Promise<void>} */ (
            new Promise((done) => {
              server.close(() => done())
              server.closeAllConnections()
            })
          ),
      })
    })
  })
}
