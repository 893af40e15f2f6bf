// @ts-check
// A small static file server for the tests and the bench: serves a Gatsby build on 127.0.0.1,
// gzipped at level 9 (as the framework floor was measured), with the 404 page for unknown paths
// and the headers of the build's _headers file, as Netlify would send them; or, for the tests of
// what the site publishes, as a host that sends no header of its own.
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs"
import { createServer } from "node:http"
import { extname, join, normalize } from "node:path"
import { gzipSync } from "node:zlib"

// A body as this server sends it, gzipped at level 9: the bench and the byte budget weigh pages so.
/** @param {import("node:zlib").InputType} bytes */
export const gzipped = (bytes) => gzipSync(bytes, { level: 9 })

/** @type {Record<string, string>} */
const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".xml": "application/xml",
  ".txt": "text/plain",
  ".webmanifest": "application/manifest+json",
  // The kinds of the owner's files the site publishes (content-files' published.js).
  ".pdf": "application/pdf",
  ".md": "text/markdown",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".csv": "text/csv",
  ".tsv": "text/tab-separated-values",
  ".yaml": "application/yaml",
  ".yml": "application/yaml",
  ".parquet": "application/vnd.apache.parquet",
  ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ".ipynb": "application/x-ipynb+json",
  ".sql": "application/sql",
  ".py": "text/x-python",
  ".zip": "application/zip",
}

const compressible = new Set([
  ".html",
  ".js",
  ".json",
  ".css",
  ".svg",
  ".xml",
  ".txt",
  ".webmanifest",
])

/**
 * @param {string} root
 * @param {string} urlPath
 */
function resolveFile(root, urlPath) {
  const path = normalize(decodeURIComponent(urlPath.split("?")[0])).replace(/^(\.\.[/\\])+/, "")
  const candidate = join(root, path)
  if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  const index = join(candidate, "index.html")
  return existsSync(index) ? index : null
}

// The rules of a Netlify-style _headers file: a path pattern, then indented "Name: value" lines.
/** @param {string} root */
function readHeaderRules(root) {
  const file = join(root, "_headers")
  if (!existsSync(file)) return []
  /** @type {Array<{ pattern: string, headers: Record<string, string> }>} */
  const rules = []
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (!line.trim()) continue
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: {} })
    else {
      const [name, ...value] = line.trim().split(":")
      rules[rules.length - 1].headers[name] = value.join(":").trim()
    }
  }
  return rules
}

/**
 * @param {string} pattern
 * @param {string} urlPath
 */
const matches = (pattern, urlPath) =>
  pattern.endsWith("*") ? urlPath.startsWith(pattern.slice(0, -1)) : urlPath === pattern

// `prefix` serves a build made with a path prefix (a project site) under that prefix. `headers`
// says what it sends: "hosts", the type and the build's _headers, as Netlify does; "type", the type
// alone, as GitHub Pages does (no policy, no nosniff); "none", nothing, so that the browser sniffs
// what each file is (the worst of hosts). The last two are for e2e/published-files.spec.ts.
/**
 * @param {string} root
 * @param {number} [port]
 * @param {string} [prefix]
 * @param {{ headers?: "hosts" | "type" | "none" }} [options]
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export function serveStatic(root, port = 0, prefix = "", { headers: sent = "hosts" } = {}) {
  const rules = sent === "hosts" ? readHeaderRules(root) : []
  const server = createServer((request, response) => {
    const url = request.url ?? "/"
    const file = url.startsWith(`${prefix}/`) ? resolveFile(root, url.slice(prefix.length)) : null
    const status = file ? 200 : 404
    const path = file ?? join(root, "404.html")
    if (!existsSync(path)) {
      response.writeHead(404, { "Content-Type": "text/plain" })
      return response.end("Not Found")
    }
    if (sent !== "hosts") {
      const type = types[extname(path)]
      response.writeHead(status, sent === "type" && type ? { "Content-Type": type } : {})
      return createReadStream(path).pipe(response)
    }
    const extension = extname(path)
    const immutable = /\/static\/|-[0-9a-f]{20}\.js$/.test(path)
    const urlPath = url.split("?")[0].slice(prefix.length) || "/"
    const headers = {
      "Content-Type": types[extension] ?? "application/octet-stream",
      "Cache-Control": immutable
        ? "public, max-age=31536000, immutable"
        : "public, max-age=0, must-revalidate",
      ...Object.assign(
        {},
        ...rules.filter((rule) => matches(rule.pattern, urlPath)).map((rule) => rule.headers),
      ),
    }
    if (compressible.has(extension) && /\bgzip\b/.test(request.headers["accept-encoding"] ?? "")) {
      response.writeHead(status, {
        ...headers,
        "Content-Encoding": "gzip",
        Vary: "Accept-Encoding",
      })
      response.end(gzipped(readFileSync(path)))
    } else {
      response.writeHead(status, headers)
      createReadStream(path).pipe(response)
    }
  })
  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      resolve({
        // Listening on a TCP port, the server's address is an AddressInfo (a string is a pipe's).
        origin: `http://127.0.0.1:${/** @type {import("node:net").AddressInfo} */ (server.address()).port}`,
        close: () => new Promise((done) => server.close(() => done())),
      })
    })
  })
}
