import { createHash } from "node:crypto"
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import path from "node:path"

// The Content-Security-Policy lets the pages' inline scripts run by their hashes, and no other
// inline script: the colour scheme's (before the first paint), gatsby-plugin-image's, the
// Speculation Rules. They are read from the built pages, as the browser will hash them: the text
// between the tags, as it is.

// The page's own policy in its <head> (gatsby-ssr.tsx), as React writes the attribute.
const META_POLICY = /(<meta http-equiv="Content-Security-Policy" content=")([^"]*)(")/
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g
// Scripts that are data, which no policy governs.
const DATA_TYPE = /\stype="application\/(ld\+)?json"/

// The text of each inline script of `html` that the browser would run.
export const inlineScriptsOf = (html: string) =>
  [...html.matchAll(SCRIPT)]
    .filter(([, attributes]) => !/\ssrc=/.test(attributes) && !DATA_TYPE.test(attributes))
    .map(([, , text]) => text)

// A script's hash as a source of script-src.
export const scriptHash = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`

const decoded = (attribute: string) => attribute.replace(/&#x27;/g, "'").replace(/&amp;/g, "&")
const encoded = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;")

// `html` with its policy's script-src letting `hashes` run.
export function withScriptHashes(html: string, hashes: ReadonlyArray<string>) {
  return html.replace(META_POLICY, (_, start: string, policy: string, end: string) => {
    const directives = decoded(policy)
      .split("; ")
      .map((directive) =>
        directive.startsWith("script-src ")
          ? ["script-src 'self'", ...hashes].join(" ")
          : directive,
      )
    return `${start}${encoded(directives.join("; "))}${end}`
  })
}

// The hosts' headers (gatsby/security-headers.ts) with their policy's script-src letting `hashes` run.
export const headersWithScriptHashes = (headers: string, hashes: ReadonlyArray<string>) =>
  headers.replace(/^(\s*Content-Security-Policy:.*?)script-src [^;\n]*/m, (_, start: string) =>
    [`${start}script-src 'self'`, ...hashes].join(" "),
  )

// The site's built pages (those with the policy in their <head>): every inline script's hash, in
// every page's policy and in the hosts' headers (public/_headers, written with the pages). Returns
// the hashes.
export function hashInlineScripts(publicDir = "public") {
  const pages = (readdirSync(publicDir, { recursive: true, encoding: "utf8" }) as string[])
    .map((file) => path.join(publicDir, file))
    .filter((file) => file.endsWith(".html") && statSync(file).isFile())
    .map((file) => ({ file, html: readFileSync(file, "utf8") }))
    .filter(({ html }) => META_POLICY.test(html))
  const hashes = [
    ...new Set(pages.flatMap(({ html }) => inlineScriptsOf(html).map(scriptHash))),
  ].sort()
  for (const { file, html } of pages) {
    const hashed = withScriptHashes(html, hashes)
    if (hashed !== html) writeFileSync(file, hashed)
  }
  const headersFile = path.join(publicDir, "_headers")
  writeFileSync(headersFile, headersWithScriptHashes(readFileSync(headersFile, "utf8"), hashes))
  return hashes
}
